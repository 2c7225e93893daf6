import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { SearchPage } from '../features/search/components/search-page.tsx';

/** The /search results page; props: SearchPageProps. */
export default createParcel(SearchPage, { boundary: 'catalogue' });
