import '../features/wishlist/wishlist-fact.ts';
import '../components/catalogue.css';
import { createParcel } from '@trama/shared/parcel';
import { FavouriteProducts } from '../features/favourites/components/favourite-products.tsx';

/** The favourites slider (storefront §2 Magazine), for other slices to mount; props: FavouriteProductsProps. */
export default createParcel(FavouriteProducts, { boundary: 'catalogue' });
