import { useId, useState, type FormEvent } from 'react';
import { getApiClient, payInSandbox } from '@trama/shared/api';
import type { PaymentMethodName, PaymentSession, SandboxPaymentRequest } from '@trama/shared/contract';
import { formatPrice } from '@trama/shared/i18n';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { messageKeyOf } from '../model/message-key.ts';
import { goTo, keepPayPalData, resultPath } from '../model/payment-outcome.ts';
import { writeSelectedMethod } from '../model/selected-method.ts';

type WalletOutcome = 'Authorised' | 'Refused';

interface SandboxFormProps {
  language: string;
  session: NonNullable<PaymentSession['sandbox']>;
  order: { orderId: number; amount: number; currency: string };
  ready: boolean;
  onError: (messageKey: string | null) => void;
}

/**
 * The local test provider (architecture §4 Payments): clearly labelled as a test, it speaks Adyen's
 * result codes and notifies the API's webhook itself, so the order changes as it would with Adyen.
 */
export function SandboxForm({ language, session, order, ready, onError }: SandboxFormProps) {
  const t = useBasketT(language);
  const cardId = useId();
  const [cardNumber, setCardNumber] = useState('');
  const [outcomes, setOutcomes] = useState<Record<'paypal' | 'klarna', WalletOutcome>>({ paypal: 'Authorised', klarna: 'Authorised' });
  const [paying, setPaying] = useState(false);
  const disabled = !ready || paying;

  async function pay(request: SandboxPaymentRequest) {
    if (disabled) return;
    writeSelectedMethod(request.method);
    setPaying(true);
    onError(null);
    try {
      const answer = await payInSandbox(getApiClient(), session.sessionId, request);
      if (request.method === 'paypal') keepPayPalData(answer);
      goTo(resultPath(request.method, answer.resultCode, order.orderId));
    } catch (error) {
      onError(messageKeyOf(error, 'paymentPage.errors.payment'));
      setPaying(false);
    }
  }

  function payByCard(event: FormEvent) {
    event.preventDefault();
    if (!cardNumber.trim()) return onError('paymentPage.errors.cardRequired');
    void pay({ method: 'card', cardNumber: cardNumber.trim() });
  }

  const wallet = (method: Exclude<PaymentMethodName, 'card'>) => (
    <div className="bsk-payment__wallet">
      <label>
        {t('paymentPage.wallet.outcome')}{' '}
        <select
          data-testid={`sandbox-${method}-outcome`}
          value={outcomes[method]}
          onChange={(event) => setOutcomes({ ...outcomes, [method]: event.target.value as WalletOutcome })}
        >
          <option value="Authorised">{t('paymentPage.wallet.authorised')}</option>
          <option value="Refused">{t('paymentPage.wallet.refused')}</option>
        </select>
      </label>
      <button type="button" data-testid={`sandbox-${method}`} disabled={disabled} onClick={() => void pay({ method, outcome: outcomes[method] })}>
        {t(`paymentPage.wallet.${method}`)}
      </button>
    </div>
  );

  return (
    <div className="bsk-payment__sandbox">
      <div className="bsk-payment__test-mode" data-testid="payment-test-mode">
        <strong>{t('paymentPage.testMode.label')}</strong>
        <p>{t('paymentPage.testMode.text')}</p>
        <p>{t('paymentPage.testMode.cards')}</p>
        <ul>
          {session.testCards.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> — {t(`paymentPage.testMode.outcome.${card.outcome}`)}
            </li>
          ))}
        </ul>
      </div>
      <form className="bsk-payment__card" onSubmit={payByCard}>
        <label htmlFor={cardId}>{t('paymentPage.card.number')}</label>
        <input
          id={cardId}
          data-testid="sandbox-card-number"
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
        />
        <button type="submit" data-testid="sandbox-pay" disabled={disabled}>
          {paying ? t('paymentPage.paying') : t('paymentPage.card.pay', { amount: formatPrice(order.amount, order.currency, language) })}
        </button>
      </form>
      {wallet('paypal')}
      {wallet('klarna')}
    </div>
  );
}
