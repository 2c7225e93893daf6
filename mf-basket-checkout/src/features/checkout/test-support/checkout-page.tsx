/**
 * The order page composed as the exposed parcel composes it (basket, discount box, checkout), with
 * a probe in the payment slot: it shows what the checkout hands to the payment section.
 */
import { render } from '@testing-library/react';
import { OrderPage } from '../../basket/components/order-page.tsx';
import { DiscountBox } from '../../discount/components/discount-box.tsx';
import { applyDiscountCode } from '../../discount/model/apply-discount.ts';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { RenderPayment } from '../components/checkout-types.ts';

export const paymentProbe: RenderPayment = ({ order, ready, country, language }) => (
  <div
    data-testid="payment-section"
    data-order-id={order.orderId}
    data-reference={order.webOrderId}
    data-amount={order.amount}
    data-currency={order.currency}
    data-ready={String(ready)}
    data-country={country}
    data-language={language}
  />
);

export function renderCheckoutPage(termsPath: string | undefined = '/condizioni-di-vendita') {
  const language = 'it';
  return render(
    <OrderPage
      language={language}
      path="/carrello"
      apiBaseUrl=""
      menu={null}
      termsPath={termsPath}
      discountBox={<DiscountBox language={language} />}
      checkout={
        <CheckoutSection language={language} apiBaseUrl="" termsPath={termsPath} applyDiscountCode={applyDiscountCode} renderPayment={paymentProbe} />
      }
    />,
  );
}
