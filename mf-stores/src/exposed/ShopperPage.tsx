import '../components/stores.css';
import '../features/shopper/components/shopper.css';
import { createParcel } from '@trama/shared/parcel';
import { ShopperPage } from '../features/shopper/components/shopper-page.tsx';

/** The personal-shopper booking page (menu key shopper); props: ShopperPageProps. */
export default createParcel(ShopperPage, { boundary: 'stores' });
