import '../components/stores.css';
import { createParcel } from '@trama/shared/parcel';
import { ShopsList } from '../features/shops/components/shops-list.tsx';

/** Storefront §2 shops list (menu altUrl1 shops): countries → cities → stores; props: ShopsListProps. */
export default createParcel(ShopsList, { boundary: 'stores' });
