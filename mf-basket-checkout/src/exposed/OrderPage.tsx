import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { OrderPage, type OrderPageProps } from '../features/basket/components/order-page.tsx';
import { CheckoutSection } from '../features/checkout/components/checkout-section.tsx';
import { DiscountBox } from '../features/discount/components/discount-box.tsx';
import { applyDiscountCode } from '../features/discount/model/apply-discount.ts';
import { PaymentSection } from '../features/payment/components/payment-section.tsx';
import { startBasketService } from '../state/basket-service.ts';

startBasketService();

/**
 * The order page with its discount box and checkout: the features meet here, never in each other.
 * The checkout applies a loyalty discount through the discount feature and mounts the payment one.
 */
function OrderPageWithCheckout(props: OrderPageProps) {
  return (
    <OrderPage
      {...props}
      discountBox={<DiscountBox language={props.language} />}
      checkout={
        <CheckoutSection
          language={props.language}
          apiBaseUrl={props.apiBaseUrl}
          termsPath={props.termsPath}
          applyDiscountCode={applyDiscountCode}
          renderPayment={(payment) => <PaymentSection {...payment} />}
        />
      }
    />
  );
}

/** The order page (menu key ma_commande); props: CheckoutPageProps. */
export default createParcel(OrderPageWithCheckout, { boundary: 'basket' });
