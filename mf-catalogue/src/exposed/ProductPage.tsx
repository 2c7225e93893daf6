import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { ProductPage } from '../features/product-page/components/product-page.tsx';

/** A product page; props: ProductPageProps. */
export default createParcel(ProductPage, { boundary: 'catalogue' });
