import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { ProductList } from '../features/product-list/components/product-list.tsx';

/** The category page of a menu entry; props: ProductListProps. */
export default createParcel(ProductList, { boundary: 'catalogue' });
