/** Imported for its effect by every exposed catalogue parcel: the wishlist fact is live from the first load. */
import { startWishlistFact } from '../../components/wishlist/wishlist-storage.ts';

startWishlistFact();
