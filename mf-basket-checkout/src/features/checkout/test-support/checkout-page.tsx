/**
 * The checkout page composed as the exposed parcel composes it (identification or steps, the
 * discount box in step 3), with a probe in the payment slot: it shows what the checkout hands to
 * the payment section. The basket page is rendered beside it, as another tab would be: a quantity
 * changed there reaches the checkout at once (the basket is one shared state).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { signIn } from '../../../test-support/reset.ts';
import { OrderPage } from '../../basket/components/order-page.tsx';
import { DiscountBox } from '../../discount/components/discount-box.tsx';
import { applyDiscountCode } from '../../discount/model/apply-discount.ts';
import { CheckoutPage } from '../components/checkout-page.tsx';
import { CheckoutSection } from '../components/checkout-section.tsx';
import type { RenderPayment } from '../components/checkout-types.ts';
import { giveToken } from './checkout-api.ts';

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
    <>
      <OrderPage language={language} path="/carrello" apiBaseUrl="" menu={null} termsPath={termsPath} checkoutPath="/pagamento" />
      <CheckoutPage language={language} basketPath="/carrello">
        <CheckoutSection
          language={language}
          apiBaseUrl=""
          termsPath={termsPath}
          applyDiscountCode={applyDiscountCode}
          discountBox={<DiscountBox language={language} headingLevel={3} />}
          renderPayment={paymentProbe}
        />
      </CheckoutPage>
    </>,
  );
}

/**
 * The checkout page, then the shopper (web client 77) signs in: waits until the steps show, the
 * address card `addressCard` has its address and the summary its total.
 */
export async function renderSignedInCheckout(addressCard = 'address-card-ship'): Promise<void> {
  renderCheckoutPage();
  giveToken('token');
  signIn(77);
  await screen.findByTestId('checkout-delivery');
  await waitFor(() => expect(screen.getByTestId(addressCard).getAttribute('aria-busy')).toBeNull());
  await screen.findByTestId('checkout-summary-total');
}
