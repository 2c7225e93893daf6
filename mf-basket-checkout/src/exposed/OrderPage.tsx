import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { OrderPage, type OrderPageProps } from '../features/basket/components/order-page.tsx';
import { DiscountBox } from '../features/discount/components/discount-box.tsx';
import { startBasketService } from '../state/basket-service.ts';

startBasketService();

/** The order page with its discount box: the two features meet here, never in each other. */
function OrderPageWithDiscount(props: OrderPageProps) {
  return <OrderPage {...props} discountBox={<DiscountBox language={props.language} />} />;
}

/** The order page (menu key ma_commande); props: MenuPageProps. */
export default createParcel(OrderPageWithDiscount, { boundary: 'basket' });
