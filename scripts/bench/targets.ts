/**
 * The API targets of the bench, found from the running API itself (a leaf menu entry, one of
 * its filter values, one of its products), each tried once before it is loaded.
 */
import type { CatalogueAnswer } from '../../shared/src/contract/catalogue.ts';
import type { MenuItem } from '../../shared/src/contract/menu.ts';
import type { Product } from '../../shared/src/contract/product.ts';
import { firstPhoto } from './floor.ts';
import type { LoadTarget } from './load.ts';
import { PAGE_HEADERS, SHOP_HEADERS } from './load.ts';

export const LIST_MENU = '/letto/lenzuola';
export const SEARCH_CRITERIA = ['lenzuola', 'lino', 'asciugamano', 'collana oro'];
/** The product call mf-catalogue makes (mf-catalogue/src/features/product-page/api/fetch-product.ts). */
export const PRODUCT_PATH = '/api/external/product/by-canonical-url';

export interface Discovered {
  targets: LoadTarget[];
  skipped: { name: string; kind: LoadTarget['kind']; skipped: string }[];
  /** Shop page of a product (for the JavaScript weighing), when one was found. */
  productPage: string | null;
  /** That product's first photo (the product page's LCP image) and name, for the floor page. */
  productPhoto: { src: string; alt: string } | null;
}

/** Name of the server-render load target. */
export const PAGE_RENDER_TARGET = 'server render: product page HTML';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** The journeys' list page /letto/lenzuola when the menu has it, else the first leaf menu entry. */
export function pickListMenu(menu: MenuItem[]): MenuItem | undefined {
  const all = flatten(menu);
  return all.find((m) => m.canonicalUrl === LIST_MENU) ?? all.find((m) => m.menuType === 'MENU' && m.children.length === 0 && m.level > 0);
}

async function call<T>(origin: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T | null }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? SHOP_HEADERS : { ...SHOP_HEADERS, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const data = response.ok ? ((await response.json()) as T) : null;
  return { status: response.status, data };
}

/** The server-render target: GET of the page's HTML as a browser asks for it, tried once. */
async function addPage(origin: string, found: Discovered, pagePath: string): Promise<void> {
  const target: LoadTarget = { name: PAGE_RENDER_TARGET, kind: 'page', method: 'GET', paths: [pagePath], headers: PAGE_HEADERS };
  const status = await fetch(`${origin}${pagePath}`, { headers: PAGE_HEADERS, signal: AbortSignal.timeout(30_000) })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch((error: Error) => error.message);
  if (typeof status === 'number' && status >= 200 && status < 300) found.targets.push(target);
  else found.skipped.push({ name: target.name, kind: target.kind, skipped: `first request answered ${status}` });
}

export async function discoverTargets(origin: string): Promise<Discovered> {
  const found: Discovered = { targets: [], skipped: [], productPage: null, productPhoto: null };
  const add = async (target: LoadTarget) => {
    const first = await call(origin, target.method, target.paths[0]!, target.body).catch((error: Error) => ({ status: 0, data: error.message }));
    if (first.status >= 200 && first.status < 300) found.targets.push(target);
    else found.skipped.push({ name: target.name, kind: target.kind, skipped: `first request answered ${first.status || first.data}` });
  };

  await add({ name: 'menu', kind: 'menu', method: 'GET', paths: ['/api/external/menu'] });
  const menu = (await call<MenuItem[]>(origin, 'GET', '/api/external/menu')).data ?? [];
  const leaf = pickListMenu(menu);
  let product: Product | null = null;
  let productMenu = '';
  if (!leaf) {
    for (const name of ['listing', 'listing + filter', 'product'] as const) {
      found.skipped.push({ name, kind: name === 'product' ? 'product' : 'listing', skipped: 'no leaf menu entry in GET /api/external/menu' });
    }
  } else {
    const listPath = `/api/external/product/catalogue/menu/${leaf.menuId}?page=0&size=24&sort=ranking,asc`;
    await add({ name: `listing ${leaf.canonicalUrl}`, kind: 'listing', method: 'POST', paths: [listPath], body: { filters: [] } });
    const list = (await call<CatalogueAnswer>(origin, 'POST', listPath, { filters: [] }).catch(() => ({ data: null }))).data;
    const filter = list?.filters.find((f) => f.searchFilter === 'COLOR' && f.values.length) ?? list?.filters.find((f) => f.values.length);
    if (filter) {
      const body = { filters: [{ searchFilter: filter.searchFilter, values: [filter.values[0]!.searchValue] }] };
      await add({ name: `listing + ${filter.searchFilter} filter`, kind: 'listing', method: 'POST', paths: [listPath], body });
    } else {
      const why = list ? `no filter in the answer for menu ${leaf.menuId}` : 'the plain listing did not answer';
      found.skipped.push({ name: 'listing + filter', kind: 'listing', skipped: why });
    }
    product = list?.products.content[0] ?? null;
    productMenu = product?.menuCanonicalUrl || leaf.canonicalUrl;
  }

  const searchPaths = SEARCH_CRITERIA.map(
    (criteria) => `/api/external/search?${new URLSearchParams({ criteria, page: '0', size: '12', sort: 'ranking,asc' })}`,
  );
  await add({ name: 'search (4 criteria rotated)', kind: 'search', method: 'GET', paths: searchPaths });

  if (product) {
    const query = new URLSearchParams({ menu: productMenu, canonicalUrl: product.canonicalUrl });
    const productPath = `${PRODUCT_PATH}?${query}`;
    await add({ name: 'product by canonical URL', kind: 'product', method: 'GET', paths: [productPath] });
    found.productPage = `/it${productMenu.replace(/\/+$/, '')}/${product.canonicalUrl.replace(/^\/+/, '')}`;
    // The photos of the product the page itself asks for (the same call), the listing's as a fallback.
    const shown = (await call<Product>(origin, 'GET', productPath).catch(() => ({ data: null }))).data ?? product;
    const src = firstPhoto(shown);
    if (src) found.productPhoto = { src, alt: shown.name };
    await addPage(origin, found, found.productPage);
  } else {
    found.skipped.push({ name: PAGE_RENDER_TARGET, kind: 'page', skipped: 'no product page found through the API' });
    if (leaf) found.skipped.push({ name: 'product by canonical URL', kind: 'product', skipped: 'no product in the listing answer' });
  }
  return found;
}
