/** Imported for its effect by every exposed catalogue parcel: the wishlist fact is live from the first load. */
import { startWishlistFact } from './model/wishlist-storage.ts';

startWishlistFact();
