import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { BestSellers } from '../features/best-sellers/components/best-sellers.tsx';

/** The shop's best sellers (issue 17 §5), for other slices' empty states; props: BestSellersProps. */
export default createParcel(BestSellers, { boundary: 'catalogue' });
