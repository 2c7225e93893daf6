import { useEffect } from 'react';
import { useBasketT } from '../../../components/use-basket-t.ts';
import { DISCOUNT_MESSAGE_MS, type DiscountMessage } from '../model/apply-discount.ts';

interface DiscountMessageViewProps {
  language: string;
  /** A new object restarts the 7 seconds, even for the same text. */
  message: DiscountMessage | null;
  onHide: () => void;
}

/** Account §4 Discount messages: shown in a live region, gone after 7 seconds. */
export function DiscountMessageView({ language, message, onHide }: DiscountMessageViewProps) {
  const t = useBasketT(language);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onHide, DISCOUNT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message, onHide]);
  return (
    <div className="bsk-discount-box__live" role="status" aria-live="polite">
      {message && (
        <p
          className={`bsk-discount-box__message ${message.ok ? 'bsk-discount-box__message--ok' : 'bsk-discount-box__message--error'}`}
          data-testid="discount-message"
          data-key={message.key}
        >
          {t(message.key, message.values ?? {})}
        </p>
      )}
    </div>
  );
}
