import { useEffect, useRef, useState } from 'react';
import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';
import type { CreatedReturn } from '@trama/shared/contract';
import { formatOrderNumber } from '@trama/shared/rules';
import { ShopLink, Spinner, useAsync } from '@trama/shared/ui';
import { createReturn, fetchOrderDetail } from '../../../api/account-calls.ts';
import { useAccountT } from '../../../components/use-account-t.ts';
import { EMPTY_FORM, buildReturnRequest, returnErrorKey, type LineSelection, type ReturnForm } from '../model/return-selection.ts';
import { ReturnConfirmation } from './return-confirmation.tsx';
import { ReturnDetailsStep } from './return-details-step.tsx';
import { ReturnLinesStep } from './return-lines-step.tsx';
import '../returns.css';

const loadOrder = (signal: AbortSignal, orderId: number, language: string) => fetchOrderDetail(getApiClient(), orderId, language, signal);

type Step = 'lines' | 'details' | 'done';

interface ReturnPageProps {
  orderId: number;
  language: string;
  ordersPath: string | undefined;
}

async function storeNameOf(storeId: number | null): Promise<string | null> {
  if (storeId === null) return null;
  const stores = await fetchStoresByBrand(getApiClient()).catch(() => []);
  return stores.find((store) => store.storeId === storeId)?.name ?? null;
}

/**
 * Account §2 Returns (route key retour): choose lines, then reason and message, submit, then the
 * confirmation. A refusal shows its message and keeps everything the shopper entered.
 */
export function ReturnPage({ orderId, language, ordersPath }: ReturnPageProps) {
  const t = useAccountT(language);
  const order = useAsync(loadOrder, [orderId, language]);
  const [step, setStep] = useState<Step>('lines');
  const [selection, setSelection] = useState<LineSelection>({});
  const [form, setForm] = useState<ReturnForm>(EMPTY_FORM);
  const [sending, setSending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [created, setCreated] = useState<{ answer: CreatedReturn; storeName: string | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step starts at its title, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const title = (
    <h2 ref={heading} tabIndex={-1} id="acc-return-title">
      {step === 'done' ? t('returns.doneTitle') : t(step === 'lines' ? 'returns.stepLines' : 'returns.stepDetails')}
    </h2>
  );

  if (order.status === 'loading' || order.status === 'idle') return <Spinner label={t('returns.loading')} />;
  if (order.status === 'failed') {
    return (
      <section className="acc-return" data-testid="account-return">
        <p role="alert">{t(returnErrorKey(order.error))}</p>
        {ordersPath && (
          <ShopLink language={language} to={ordersPath} className="acc-link">
            {t('returns.backToOrders')}
          </ShopLink>
        )}
      </section>
    );
  }
  const detail = order.value;

  const submit = () => {
    const { brandId, country } = getApiClient().currentContext;
    setSending(true);
    setErrorKey(null);
    createReturn(getApiClient(), buildReturnRequest(detail, selection, form, { brandId, country, language }))
      .then(async (answer) => {
        setCreated({ answer, storeName: await storeNameOf(form.mode === 'store' ? form.storeId : null) });
        setStep('done');
      })
      .catch((error: unknown) => setErrorKey(returnErrorKey(error)))
      .finally(() => setSending(false));
  };

  return (
    <section className="acc-return" data-testid="account-return" aria-labelledby="acc-return-title">
      <p className="acc-return__order">{t('orders.number', { number: formatOrderNumber(detail.orderId) })}</p>
      <ol className="acc-return__steps" aria-label={t('returns.steps')}>
        {(['lines', 'details', 'done'] as const).map((name, index) => (
          <li key={name} aria-current={step === name ? 'step' : undefined}>
            {index + 1}. {t(`returns.step.${name}`)}
          </li>
        ))}
      </ol>
      {title}
      {step === 'lines' && <ReturnLinesStep order={detail} language={language} selection={selection} onChange={setSelection} onNext={() => setStep('details')} />}
      {step === 'details' && (
        <ReturnDetailsStep
          language={language}
          selection={selection}
          form={form}
          onChange={setForm}
          onBack={() => setStep('lines')}
          onSubmit={submit}
          sending={sending}
          errorKey={errorKey}
        />
      )}
      {step === 'done' && created && (
        <ReturnConfirmation created={created.answer} form={form} storeName={created.storeName} language={language} ordersPath={ordersPath} />
      )}
    </section>
  );
}
