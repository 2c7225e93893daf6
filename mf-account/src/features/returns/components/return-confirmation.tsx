import type { CreatedReturn } from '@trama/shared/contract';
import { formatOrderNumber } from '@trama/shared/rules';
import { ShopLink } from '@trama/shared/ui';
import { DownloadButton } from '../../../components/download-button.tsx';
import { useAccountT } from '../../../components/use-account-t.ts';
import type { ReturnForm } from '../model/return-selection.ts';

interface Props {
  created: CreatedReturn;
  form: ReturnForm;
  storeName: string | null;
  language: string;
  ordersPath: string | undefined;
}

/** Step 3 (account §2 Returns): the request number, how to send the parcel back, the printable return form. */
export function ReturnConfirmation({ created, form, storeName, language, ordersPath }: Props) {
  const t = useAccountT(language);
  return (
    <div className="acc-return__done" data-testid="account-return-confirmation">
      <p>{t('returns.confirmed', { number: created.ticketId, order: formatOrderNumber(created.orderId) })}</p>
      <p>{form.mode === 'store' ? t('returns.inStoreSteps', { store: storeName ?? '' }) : t('returns.byPostSteps')}</p>
      <DownloadButton
        language={language}
        path={created.returnFormUrl}
        fileName={`reso-${created.ticketId}.pdf`}
        label={t('returns.form')}
        testId="account-return-form"
      />
      {ordersPath && (
        <ShopLink language={language} to={ordersPath} className="acc-link">
          {t('returns.backToOrders')}
        </ShopLink>
      )}
    </div>
  );
}
