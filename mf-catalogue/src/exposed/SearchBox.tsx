import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { SearchBox } from '../features/search/components/search-box.tsx';

/** The header search box; props: SlotProps. */
export default createParcel(SearchBox, { boundary: 'catalogue' });
