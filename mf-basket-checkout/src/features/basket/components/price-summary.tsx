import { formatAmount, roundAmount } from '@trama/shared/rules';
import { useFlag } from '@trama/shared/ui';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { BasketState } from '../../../state/basket-state.ts';
import type { BasketLineView } from '../model/basket-lines.ts';

interface PriceSummaryProps {
  state: BasketState;
  lines: BasketLineView[];
  language: string;
  testIds: { summary: string; total: string };
}

/**
 * §3 Basket totals: price (old price struck through when higher), promotion and coupon reductions,
 * shipping and total. Until the brand details are known only the lines' sum is shown, without the
 * total's test id: a test reading the total then waits for the real one.
 */
export function PriceSummary({ state, lines, language, testIds }: PriceSummaryProps) {
  const t = useBasketT(language);
  // §9 hide-discount: no struck-through old price; the reductions that make up the total stay.
  const hideDiscount = useFlag('hide-discount');
  const { pricing, currency, discount } = state;
  const money = (amount: number) => formatAmount(amount, currency, language);
  const merchandise = roundAmount(
    lines.reduce((sum, l) => sum + l.amount, 0),
    currency,
  );
  if (!pricing) {
    return (
      <dl className="bsk-summary" data-testid={testIds.summary} aria-busy="true">
        <div className="bsk-summary__row bsk-summary__row--total">
          <dt>{t('summary.price')}</dt>
          <dd>{money(merchandise)}</dd>
        </div>
      </dl>
    );
  }
  const { totals, promotion } = pricing;
  return (
    <dl className="bsk-summary" data-testid={testIds.summary}>
      <div className="bsk-summary__row">
        <dt>{t('summary.price')}</dt>
        <dd>
          {totals.oldPrice > merchandise && !hideDiscount && (
            <s className="bsk-summary__old">
              <span className="ui-visually-hidden">{t('summary.oldPrice')} </span>
              {money(totals.oldPrice)}
            </s>
          )}{' '}
          {money(merchandise)}
        </dd>
      </div>
      {totals.discountedSum > 0 && (
        <div className="bsk-summary__row bsk-summary__row--reduction" data-testid="summary-promotion">
          <dt>{promotion?.promotionName ? t('summary.promotionNamed', { name: promotion.promotionName }) : t('summary.promotion')}</dt>
          <dd>−{money(totals.discountedSum)}</dd>
        </div>
      )}
      {totals.totalCouponDiscount > 0 && (
        <div className="bsk-summary__row bsk-summary__row--reduction" data-testid="summary-coupon">
          <dt>{t('summary.coupon', { code: discount?.discountCode ?? '' })}</dt>
          <dd>−{money(totals.totalCouponDiscount)}</dd>
        </div>
      )}
      <div className="bsk-summary__row" data-testid="summary-shipping">
        <dt>{t('summary.shipping')}</dt>
        <dd>{totals.livraison > 0 ? money(totals.livraison) : t('summary.shippingFree')}</dd>
      </div>
      <div className="bsk-summary__row bsk-summary__row--total">
        <dt>{t('summary.total')}</dt>
        <dd data-testid={testIds.total}>{money(totals.totalPrice)}</dd>
      </div>
    </dl>
  );
}
