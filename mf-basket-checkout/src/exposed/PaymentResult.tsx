import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { PaymentResultPage } from '../features/payment/components/payment-result-page.tsx';
import { startBasketService } from '../state/basket-service.ts';

// The accepted page empties the basket: the service (and so the `basket` fact) must be live.
startBasketService();

/** The payment result pages /accepted, /failed, /accepted-paypal, /failed-paypal; props: PaymentResultProps. */
export default createParcel(PaymentResultPage, { boundary: 'basket' });
