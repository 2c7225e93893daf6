/** Imported for its effect by every exposed basket parcel: the basket fact and `basket.add` are live from the first load. */
import { startBasketService } from './model/basket-store.ts';

startBasketService();
