import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { Wishlist } from '../features/wishlist/components/wishlist.tsx';

/** The wishlist page (menu key wishlist); props: SlotProps. */
export default createParcel(Wishlist, { boundary: 'catalogue' });
