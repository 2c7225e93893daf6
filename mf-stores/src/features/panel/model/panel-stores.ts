/**
 * The store side panel's rules (storefront §4 store side panel, account §3 Store, §4 Store
 * selection in basket, §9 store locator constants).
 */
import type { BasketAddLine } from '@trama/shared/bus';
import type { ClickAndCollectLine, ClickAndCollectStore, NearbyStore, StoreBarcodeStock, StoreDeliveryTag, StoreInfo } from '@trama/shared/contract';

/** Account §5 Store search / storefront §9: the search needs more than 3 characters. */
export const canSearchPlace = (text: string) => text.trim().length > 3;

/** Account §9: the low-stock hint shows below 5 pieces (and at least 1) in store mode. */
export const LOW_STOCK_BELOW = 5;

/** The lines the store must cover: checkout's basket lines, or the one size the product page adds. */
export function panelLines(line: BasketAddLine | undefined, lines: ClickAndCollectLine[] | undefined): ClickAndCollectLine[] {
  if (lines) return lines;
  return line ? [{ productId: line.productId, size: line.size, quantity: line.quantity }] : [];
}

/** A store the panel lists: with the stock of each requested line when lines were checked. */
export type PanelStore = NearbyStore & { barcodeList: StoreBarcodeStock[] };

/** The requested lines this store has only a few pieces of (1 to 4). */
export const lowStockLines = (store: PanelStore): StoreBarcodeStock[] =>
  store.barcodeList.filter((entry) => entry.stock >= 1 && entry.stock < LOW_STOCK_BELOW);

const DELIVERY_TAGS: readonly string[] = ['DIS', 'STO', 'DEP'] satisfies StoreDeliveryTag[];

/** What the `store` fact and the basket's store entry carry (contract 1.8 StoreInfo). */
export function storeInfoOf(store: NearbyStore | ClickAndCollectStore): StoreInfo {
  return {
    storeCode: store.storeCode,
    city: store.city,
    storeType: store.storeType,
    storeId: store.storeId,
    name: store.name,
    address: store.address,
    storeDelivery: store.storeDelivery && DELIVERY_TAGS.includes(store.storeDelivery) ? (store.storeDelivery as StoreDeliveryTag) : null,
  };
}
