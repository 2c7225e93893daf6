/**
 * The shopper flows that joined the mix with the shop (issue 18 §6): account, returns, contact,
 * store search, click and collect and booking — each its own group of connections and its own
 * request class, so the report gives each flow's p95 and errors. Their ingredients come from the
 * running API, like the browsing ones; a flow whose ingredients are missing is still built, its
 * first try then fails and the report lists it as left out (never silently dropped).
 */
import type { CatalogueAnswer } from '../../../shared/src/contract/catalogue.ts';
import type { Product } from '../../../shared/src/contract/product.ts';
import { apiJson, type CheckoutIngredients } from '../checkout-cycle.ts';
import type { MixClass, MixRequest } from '../types.ts';
import { buildAccountCycle, findAccountOrder } from './account.ts';
import { SlotBook, buildBookingCycle, findShopperStores } from './booking.ts';
import { buildClickAndCollectCycle, findCollectLine, type ClickAndCollectIngredients } from './click-and-collect.ts';
import { buildContactCycle } from './contact.ts';
import { buildReturnsCycle, findReturnReason } from './returns.ts';
import { STOCK_MARGIN, StockPool, type StockLine } from './stock-pool.ts';
import { buildStoreSearchCycle } from './store-search.ts';

/** Connections per flow at the default 50 (the other connections browse). */
export const FLOW_CONNECTIONS: Record<ShopFlow, number> = {
  account: 2,
  returns: 1,
  contact: 1,
  'store-search': 2,
  'click-and-collect': 2,
  booking: 1,
};

export type ShopFlow = Extract<MixClass, 'account' | 'returns' | 'contact' | 'store-search' | 'click-and-collect' | 'booking'>;
export const SHOP_FLOWS = Object.keys(FLOW_CONNECTIONS) as ShopFlow[];

export interface ShopFlowIngredients {
  /** The demo shopper's token, addresses and basket line (the checkout's); null when the sign-in or addresses failed. */
  shopper: Omit<CheckoutIngredients, 'line'> | null;
  /** The demo order the account flow opens. */
  accountOrderId: number | null;
  returnReasonId: number | null;
  /** Sizes the returns flow may buy, with the pieces it may take of each. */
  stock: StockLine[];
  collect: Pick<ClickAndCollectIngredients, 'line' | 'store'> | null;
  /** Stores with a personal shopper. */
  shopperStores: number[];
  /** When the booking's slots were laid out (the shop calendar's 15 days from the next day). */
  now: Date;
}

/** The listed products' sizes in stock, largest stock first, without `exclude` (the checkout's line). */
async function stockedSizes(origin: string, menuId: number | null, exclude: { productId: number; size: string } | null): Promise<StockLine[]> {
  if (menuId === null) return [];
  const list = await apiJson<CatalogueAnswer>(origin, `/api/external/product/catalogue/menu/${menuId}?page=0&size=24&sort=ranking,asc`, { method: 'POST', body: { filters: [] } });
  const cards = list?.products.content ?? [];
  const products = await Promise.all(
    cards.map((card) => apiJson<Product>(origin, `/api/external/product/by-canonical-url?${new URLSearchParams({ menu: card.menuCanonicalUrl, canonicalUrl: card.canonicalUrl })}`)),
  );
  return products
    .flatMap((product) => product?.sizes ?? [])
    .filter((s) => s.startingPrice > 0 && !(s.productId === exclude?.productId && s.size === exclude.size))
    .map((s) => ({ productId: s.productId, size: s.size, pieces: s.webInventory - STOCK_MARGIN }))
    .filter((s) => s.pieces > 0)
    .sort((a, b) => b.pieces - a.pieces);
}

export async function findShopFlowIngredients(
  origin: string,
  browse: { menuId: number | null; brandId: number; basketLine: { productId: number; size: string } | null },
  checkout: CheckoutIngredients | null,
): Promise<ShopFlowIngredients> {
  const token = checkout?.token ?? null;
  const stock = await stockedSizes(origin, browse.menuId, browse.basketLine);
  const candidates = [...(browse.basketLine ? [browse.basketLine] : []), ...stock.slice(0, 10)];
  const [accountOrderId, returnReasonId, collect, shopperStores] = await Promise.all([
    token ? findAccountOrder(origin, token) : null,
    findReturnReason(origin),
    findCollectLine(origin, browse.brandId, candidates),
    findShopperStores(origin, browse.brandId),
  ]);
  const shopper = checkout && { token: checkout.token, shippingAddressId: checkout.shippingAddressId, billingAddressId: checkout.billingAddressId };
  return { shopper, accountOrderId, returnReasonId, stock, collect, shopperStores, now: new Date() };
}

/** The cycle of each shop flow (stateful parts — the stock pool, the slot book — made here, one per plan). */
export function buildShopFlows(found: ShopFlowIngredients, brandId: number): { flow: ShopFlow; requests: MixRequest[] }[] {
  // Without a signed-in shopper the signed-in flows still go out, with no valid token: their
  // first try answers 401 and the report says they were left out, and why.
  const shopper = found.shopper ?? { token: '', shippingAddressId: 0, billingAddressId: 0 };
  const noLine = { productId: 0, size: '' };
  const book = new SlotBook(found.shopperStores, found.now);
  return [
    { flow: 'account', requests: buildAccountCycle({ token: shopper.token, orderId: found.accountOrderId }) },
    { flow: 'returns', requests: buildReturnsCycle({ shopper, reasonId: found.returnReasonId ?? 0, pool: new StockPool(found.stock) }, brandId) },
    { flow: 'contact', requests: buildContactCycle(brandId) },
    { flow: 'store-search', requests: buildStoreSearchCycle(brandId) },
    {
      flow: 'click-and-collect',
      requests: buildClickAndCollectCycle({ shopper, ...(found.collect ?? { line: noLine, store: { storeCode: '', storeDelivery: null } }) }, brandId),
    },
    { flow: 'booking', requests: buildBookingCycle(book, found.shopperStores.length, brandId) },
  ];
}
