import { useBasketT } from '../../../components/use-basket-t.ts';

/** Errors of the payment by translation key (the key is on the element for tests and support). */
export function PaymentMessage({ language, messageKey }: { language: string; messageKey: string | null }) {
  const t = useBasketT(language);
  if (!messageKey) return null;
  return (
    <p className="bsk-payment__message" role="alert" data-testid="payment-message" data-key={messageKey}>
      {t(messageKey)}
    </p>
  );
}
