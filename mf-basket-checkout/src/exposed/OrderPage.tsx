import '../features/basket/basket-service.ts';
import '../components/basket.css';
import { createParcel } from '@trama/shared/parcel';
import { OrderPage } from '../features/basket/components/order-page.tsx';

/** The order page (menu key ma_commande); props: MenuPageProps. */
export default createParcel(OrderPage, { boundary: 'basket' });
