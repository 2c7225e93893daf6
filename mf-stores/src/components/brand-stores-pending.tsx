import { ApiError } from '@trama/shared/api';
import { Spinner, type AsyncState } from '@trama/shared/ui';
import { useStoresT } from './use-stores-t.ts';

/** The brand's stores before they are here: the API's message when loading them failed, else the spinner. */
export function BrandStoresPending({ state, language }: { state: AsyncState<unknown>; language: string }) {
  const t = useStoresT(language);
  if (state.status !== 'failed') return <Spinner label={t('remote.loading')} />;
  return (
    <p className="sto-locator__error" role="alert">
      {t(state.error instanceof ApiError ? state.error.messageKey : 'error_message')}
    </p>
  );
}
