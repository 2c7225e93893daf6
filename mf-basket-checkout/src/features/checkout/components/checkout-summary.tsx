import { useId } from 'react';
import type { FreightItemType } from '@trama/shared/contract';
import { formatAmount, roundAmount } from '@trama/shared/rules';
import { useBasketT } from '../../../components/use-basket-t.ts';
import type { CheckoutOrder } from './checkout-types.ts';

interface CheckoutSummaryProps {
  language: string;
  currency: string;
  /** After promotion and coupon; null until the brand details are known. */
  price: number | null;
  freight: { itemType: FreightItemType; amount: number } | null;
  /** Once created, the order's amount as the API answered it is the total. */
  order: CheckoutOrder | null;
}

/** Account §4 Delivery selection: the items, the freight line of the chosen delivery and the total to pay. */
export function CheckoutSummary({ language, currency, price, freight, order }: CheckoutSummaryProps) {
  const t = useBasketT(language);
  const titleId = useId();
  const money = (amount: number, inCurrency = currency) => formatAmount(amount, inCurrency, language);
  const total = order ? money(order.amount, order.currency) : price === null ? null : money(roundAmount(price + (freight?.amount ?? 0), currency));
  return (
    <section className="bsk-checkout-summary" aria-labelledby={titleId}>
      <h3 id={titleId} className="bsk-checkout__subtitle">
        {t('checkout.summary.title')}
      </h3>
      <dl className="bsk-summary" aria-busy={total === null || undefined}>
        {price !== null && (
          <div className="bsk-summary__row">
            <dt>{t('checkout.summary.merchandise')}</dt>
            <dd>{money(price)}</dd>
          </div>
        )}
        <div className="bsk-summary__row" data-testid="checkout-summary-freight" data-item-type={freight?.itemType ?? ''}>
          <dt>{t(freight?.itemType === 'FREIGHT_EXP' ? 'checkout.summary.freightExpress' : 'checkout.summary.freight')}</dt>
          <dd>{freight ? money(freight.amount) : t('checkout.summary.freightFree')}</dd>
        </div>
        {total !== null && (
          <div className="bsk-summary__row bsk-summary__row--total">
            <dt>{t('checkout.summary.total')}</dt>
            <dd data-testid="checkout-summary-total">{total}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
