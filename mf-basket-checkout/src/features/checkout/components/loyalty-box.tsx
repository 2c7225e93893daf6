import { useId, useState } from 'react';
import { ApiError } from '@trama/shared/api';
import type { LoyaltyBalance, LoyaltyRedemption } from '@trama/shared/contract';
import { canRedeemLoyalty, formatAmount } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { ApplyDiscountCode, CheckoutNotice } from './checkout-types.ts';

interface LoyaltyBoxProps {
  language: string;
  balance: LoyaltyBalance;
  /** The basket price the client discount would reduce. */
  basketPrice: number;
  redeem: () => Promise<LoyaltyRedemption>;
  applyDiscountCode: ApplyDiscountCode;
}

/**
 * Account §4 Loyalty: the points and what they convert to now; converting creates a client
 * discount, which is then applied exactly as a typed code is (same rules, same messages).
 */
export function LoyaltyBox({ language, balance, basketPrice, redeem, applyDiscountCode }: LoyaltyBoxProps) {
  const t = useBasketT(language);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CheckoutNotice | null>(null);
  const { convertiblePoints, convertibleValue, currency } = balance;
  const allowed = canRedeemLoyalty({ basketPrice, convertibleValue, convertiblePoints });

  const convert = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const redemption = await redeem();
      const outcome = await applyDiscountCode(redemption.discountCode, language);
      setMessage(outcome);
    } catch (error) {
      setMessage({ key: error instanceof ApiError && error.status !== 422 ? error.messageKey : 'checkout.loyalty.failed', ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bsk-loyalty" aria-labelledby={titleId} data-testid="loyalty-box">
      <h3 id={titleId} className="bsk-checkout__subtitle">
        {t('checkout.loyalty.title')}
      </h3>
      <p data-testid="loyalty-points">{t('checkout.loyalty.points', { count: balance.loyaltyPoints })}</p>
      {/* Account §4 Loyalty, both readings (issue 31 point 11, K18): the dictionary's "usable only in shops", and the online conversion. */}
      <p className="bsk-loyalty__note" data-testid="loyalty-shops-only">
        {t('checkout.loyalty.shopsOnly')}
      </p>
      <p data-testid="loyalty-value">
        {convertiblePoints > 0
          ? t('checkout.loyalty.convertible', { count: convertiblePoints, value: formatAmount(convertibleValue, currency, language) })
          : t('checkout.loyalty.nothing')}
      </p>
      <button type="button" className="ui-button" data-testid="loyalty-redeem" disabled={!allowed || busy} onClick={() => void convert()}>
        {t(busy ? 'checkout.loyalty.redeeming' : 'checkout.loyalty.redeem')}
      </button>
      <div role="status" aria-live="polite">
        {message && (
          <p className="bsk-checkout__message" data-testid="loyalty-message" data-key={message.key}>
            {t(message.key, message.values ?? {})}
          </p>
        )}
      </div>
    </section>
  );
}
