import { useExpiringBanner } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';

/** Errors of the payment by translation key (the key is on the element for tests and support). */
export function PaymentMessage({ language, messageKey: current }: { language: string; messageKey: string | null }) {
  const t = useBasketT(language);
  // Account §8/§9: the banner disappears after 7 s (issue 31 point 11, O10).
  const messageKey = useExpiringBanner(current);
  if (!messageKey) return null;
  return (
    <p className="bsk-payment__message" role="alert" data-testid="payment-message" data-key={messageKey}>
      {t(messageKey)}
    </p>
  );
}
