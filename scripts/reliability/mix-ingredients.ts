/**
 * What the mixed load is built from (mix.ts), found through the running API itself: a menu, a
 * listing and its filter, products, a basket line, the demo shopper's checkout, the home page's
 * entry script and what the issue 18 §6 flows need.
 */
import type { CatalogueAnswer } from '../../shared/src/contract/catalogue.ts';
import type { MenuItem } from '../../shared/src/contract/menu.ts';
import type { Product } from '../../shared/src/contract/product.ts';
import { SHOP_HEADERS } from '../bench/load.ts';
import { pickListMenu } from '../bench/targets.ts';
import { findCheckoutIngredients, type CheckoutIngredients } from './checkout-cycle.ts';
import { findShopFlowIngredients, type ShopFlowIngredients } from './flows/shop-flows.ts';

/** The demo account of the sign-in journey (storefront §3 Login request; seeded by the API). */
export const DEMO_ACCOUNT = { username: 'demo@trama.shop', password: 'trama2026' } as const;
export const SIGN_IN_PATH = '/api/authenticate';
export const HOME_PAGE = '/it';

/** What the mix is built from, as found through the API. */
export interface MixIngredients {
  menuId: number | null;
  /** A filter of the listing answer to send in a second listing request. */
  filter: { searchFilter: string; value: string } | null;
  /** Products: menu canonical URL, product canonical URL. */
  products: { menu: string; canonicalUrl: string }[];
  /** A basket line that exists (productId + size of a product of the listing). */
  basketLine: { productId: number; size: string } | null;
  /** The shell's entry script referenced by the home page (/main.<hash>.js), when found. */
  mainScript: string | null;
  brandId: number;
  /** The signed-in demo shopper's checkout (issue 7); null when sign-in or addresses are missing. */
  checkout: CheckoutIngredients | null;
  /**
   * What the issue 18 §6 flows need (flows/shop-flows.ts). findIngredients always sets it; without
   * it the plan is the browsing, sign-in and checkout one (as before those flows existed).
   */
  shop?: ShopFlowIngredients;
}

export const JSON_HEADERS = { ...SHOP_HEADERS, 'content-type': 'application/json' };
export const HTML_HEADERS = { accept: 'text/html' };

async function call<T>(origin: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> {
  try {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: body === undefined ? SHOP_HEADERS : JSON_HEADERS,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * The shell's entry script of a page: a `<script src>` of the built index.html, or, on a page the
 * server rendered (docs/rendering.md), the first script its loader adds from the JSON block
 * `trama-scripts` (there is no `<script src>` in such a page).
 */
export function entryScript(html: string): string | null {
  const tagged = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1];
  if (tagged) return tagged;
  const listed = /<script type="application\/json" id="trama-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!listed) return null;
  try {
    const first = (JSON.parse(listed) as { scripts?: unknown }).scripts;
    const src = Array.isArray(first) && typeof first[0] === 'string' ? first[0] : null;
    return src ? new URL(src, 'http://page.invalid/').pathname : null;
  } catch {
    return null;
  }
}

export async function findIngredients(origin: string): Promise<MixIngredients> {
  const found: MixIngredients = {
    menuId: null,
    filter: null,
    products: [],
    basketLine: null,
    mainScript: null,
    brandId: Number(SHOP_HEADERS.brand),
    checkout: null,
  };
  const menu = (await call<MenuItem[]>(origin, 'GET', '/api/external/menu')) ?? [];
  const leaf = pickListMenu(menu);
  if (leaf) {
    found.menuId = leaf.menuId;
    const list = await call<CatalogueAnswer>(origin, 'POST', `/api/external/product/catalogue/menu/${leaf.menuId}?page=0&size=24&sort=ranking,asc`, {
      filters: [],
    });
    const filter = list?.filters.find((f) => f.searchFilter === 'COLOR' && f.values.length) ?? list?.filters.find((f) => f.values.length);
    if (filter) found.filter = { searchFilter: filter.searchFilter, value: filter.values[0]!.searchValue };
    const cards = list?.products.content.slice(0, 2) ?? [];
    found.products = cards.map((p) => ({ menu: p.menuCanonicalUrl || leaf.canonicalUrl, canonicalUrl: p.canonicalUrl }));
    // A list answer carries cards (contract 1.12); the sizes a basket line needs are the product's own.
    const products = (
      await Promise.all(
        found.products.map((p) => call<Product>(origin, 'GET', `/api/external/product/by-canonical-url?${new URLSearchParams({ menu: p.menu, canonicalUrl: p.canonicalUrl })}`)),
      )
    ).filter((p): p is Product => p !== null);
    const size = products.flatMap((p) => p.sizes ?? []).find((s) => s.webInventory > 0) ?? products[0]?.sizes?.[0];
    if (size) found.basketLine = { productId: size.productId, size: size.size };
  }
  found.checkout = await findCheckoutIngredients(origin, found.basketLine, found.brandId, DEMO_ACCOUNT);
  try {
    const html = await (await fetch(`${origin}${HOME_PAGE}`, { headers: HTML_HEADERS, signal: AbortSignal.timeout(30_000) })).text();
    found.mainScript = entryScript(html);
  } catch {
    // No home page: its request fails its try and is reported.
  }
  found.shop = await findShopFlowIngredients(origin, found, found.checkout);
  return found;
}
