import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { RecommendedProducts } from '../features/recommended/components/recommended-products.tsx';

/** The recommended-products slider, for other slices to mount; props: BaseParcelProps. */
export default createParcel(RecommendedProducts, { boundary: 'catalogue' });
