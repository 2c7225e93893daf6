import '../components/basket.css';
import type { CheckoutPageProps, MenuItem } from '@trama/shared/contract';
import { createParcel } from '@trama/shared/parcel';
import { OrderPage } from '../features/basket/components/order-page.tsx';
import { CheckoutPage } from '../features/checkout/components/checkout-page.tsx';
import { CheckoutSection } from '../features/checkout/components/checkout-section.tsx';
import { DiscountBox } from '../features/discount/components/discount-box.tsx';
import { applyDiscountCode } from '../features/discount/model/apply-discount.ts';
import { PaymentSection } from '../features/payment/components/payment-section.tsx';
import { startBasketService } from '../state/basket-service.ts';

startBasketService();

/** Account §2: the payment area's menu key; the basket page is ma_commande. */
const CHECKOUT_MENU_KEY = 'paiement';

type OrderPageParcelProps = Omit<CheckoutPageProps, 'menu'> & { menu?: MenuItem | null };

/**
 * The basket page (menu key ma_commande) and, on its own page, the checkout (menu key paiement,
 * issue 17 §4): the features meet here, never in each other. The checkout applies a loyalty
 * discount through the discount feature and mounts the payment one.
 */
function OrderOrCheckoutPage(props: OrderPageParcelProps) {
  const { language } = props;
  if (props.menu?.key !== CHECKOUT_MENU_KEY) return <OrderPage {...props} discountBox={<DiscountBox language={language} />} />;
  return (
    <CheckoutPage language={language} menu={props.menu} basketPath={props.basketPath}>
      <CheckoutSection
        language={language}
        apiBaseUrl={props.apiBaseUrl}
        termsPath={props.termsPath}
        applyDiscountCode={applyDiscountCode}
        discountBox={<DiscountBox language={language} headingLevel={3} />}
        renderPayment={(payment) => <PaymentSection {...payment} />}
      />
    </CheckoutPage>
  );
}

/** The basket page (ma_commande) or the checkout page (paiement); props: CheckoutPageProps. */
export default createParcel(OrderOrCheckoutPage, { boundary: 'basket' });
