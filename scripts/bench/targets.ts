/**
 * The API targets of the bench, found from the running API itself (a leaf menu entry, one of
 * its filter values, one of its products), each tried once before it is loaded.
 */
import type { CatalogueAnswer } from '../../shared/src/contract/catalogue.ts';
import type { MenuItem } from '../../shared/src/contract/menu.ts';
import type { ProductCard } from '../../shared/src/contract/product.ts';
import type { LoadTarget } from './load.ts';
import { PAGE_HEADERS, SHOP_HEADERS } from './load.ts';
import type { Phrase, PhraseSource } from './phrases.ts';
import type { LoadSkipped } from './types.ts';

export const LIST_MENU = '/letto/lenzuola';
/** The search target's phrases when the catalogue's own cannot be read (then mostly cache hits: the report says so). */
export const SEARCH_CRITERIA = ['lenzuola', 'lino', 'asciugamano', 'collana oro'];
/** The product call mf-catalogue makes (mf-catalogue/src/features/product-page/api/fetch-product.ts). */
export const PRODUCT_PATH = '/api/external/product/by-canonical-url';

export interface Discovered {
  targets: LoadTarget[];
  skipped: LoadSkipped[];
  /** Shop page of a product (for the JavaScript weighing), when one was found. */
  productPage: string | null;
  /** The answers weighed for bytes per answer (issue 18 §2), when they answered. */
  answers: AnswerCall[];
}

/** One call whose answer is weighed: a listing or search (cards) or the product (full). */
export interface AnswerCall {
  answer: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** 'page': products.content holds cards; 'product': the answer is one full product. */
  shape: 'page' | 'product';
}

/** The search call of the shop (storefront §7), 12 per page as the search page asks. */
export const searchPath = (criteria: string) => `/api/external/search?${new URLSearchParams({ criteria, page: '0', size: '12', sort: 'ranking,asc' })}`;

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

export async function call<T>(origin: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T | null }> {
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

/** 'search (15,000 phrases, none repeated)': the name says how the figure was made. */
export function searchTargetName(phrases: number, repeated: number | null): string {
  const count = `${phrases.toLocaleString('en')} phrase${phrases === 1 ? '' : 's'}`;
  if (repeated === null) return `search (${count} rotated)`;
  return `search (${count}, ${repeated === 0 ? 'none repeated' : `${repeated.toLocaleString('en')} requests repeated one`})`;
}

/**
 * The targets, tried once each. With `phrases` the search target asks each request's phrase of
 * it (never the same twice); without, it rotates SEARCH_CRITERIA.
 */
export async function discoverTargets(origin: string, phrases?: PhraseSource<Phrase>): Promise<Discovered> {
  const found: Discovered = { targets: [], skipped: [], productPage: null, answers: [] };
  const add = async (target: LoadTarget) => {
    const first = await call(origin, target.method, target.paths[0]!, target.body).catch((error: Error) => ({ status: 0, data: error.message }));
    if (first.status >= 200 && first.status < 300) found.targets.push(target);
    else found.skipped.push({ name: target.name, kind: target.kind, skipped: `first request answered ${first.status || first.data}` });
  };

  await add({ name: 'menu', kind: 'menu', method: 'GET', paths: ['/api/external/menu'] });
  const menu = (await call<MenuItem[]>(origin, 'GET', '/api/external/menu')).data ?? [];
  const leaf = pickListMenu(menu);
  let product: ProductCard | null = null;
  let productMenu = '';
  if (!leaf) {
    const curves = { listing: 'listing', 'listing + filter': 'filtered listing', product: 'product' } as const;
    for (const name of ['listing', 'listing + filter', 'product'] as const) {
      found.skipped.push({ name, kind: name === 'product' ? 'product' : 'listing', curve: curves[name], skipped: 'no leaf menu entry in GET /api/external/menu' });
    }
  } else {
    const listPath = `/api/external/product/catalogue/menu/${leaf.menuId}?page=0&size=24&sort=ranking,asc`;
    await add({ name: `listing ${leaf.canonicalUrl}`, kind: 'listing', curve: 'listing', method: 'POST', paths: [listPath], body: { filters: [] } });
    const list = (await call<CatalogueAnswer>(origin, 'POST', listPath, { filters: [] }).catch(() => ({ data: null }))).data;
    if (list) found.answers.push({ answer: `listing ${leaf.canonicalUrl} (24)`, method: 'POST', path: listPath, body: { filters: [] }, shape: 'page' });
    const filter = list?.filters.find((f) => f.searchFilter === 'COLOR' && f.values.length) ?? list?.filters.find((f) => f.values.length);
    if (filter) {
      const body = { filters: [{ searchFilter: filter.searchFilter, values: [filter.values[0]!.searchValue] }] };
      await add({ name: `listing + ${filter.searchFilter} filter`, kind: 'listing', curve: 'filtered listing', method: 'POST', paths: [listPath], body });
      found.answers.push({ answer: `listing + ${filter.searchFilter} filter (24)`, method: 'POST', path: listPath, body, shape: 'page' });
    } else {
      const why = list ? `no filter in the answer for menu ${leaf.menuId}` : 'the plain listing did not answer';
      found.skipped.push({ name: 'listing + filter', kind: 'listing', curve: 'filtered listing', skipped: why });
    }
    product = list?.products.content[0] ?? null;
    productMenu = product?.menuCanonicalUrl || leaf.canonicalUrl;
  }

  if (phrases) {
    // The name is made final after the run (run-bench.ts), when the repeats are known.
    // The try uses up a phrase of its own, so the warm-up and the timed run never meet it.
    const sample = searchPath(phrases.take().text);
    const next = () => {
      const phrase = phrases.take();
      return { path: searchPath(phrase.text), headers: { language: phrase.language } };
    };
    await add({ name: searchTargetName(phrases.phrases.length, 0), kind: 'search', curve: 'search', method: 'GET', paths: [sample], next });
  } else {
    const searchPaths = SEARCH_CRITERIA.map(searchPath);
    await add({ name: searchTargetName(SEARCH_CRITERIA.length, null), kind: 'search', curve: 'search', method: 'GET', paths: searchPaths });
  }
  // The search page's answer for a plain word of the catalogue (the first criterion is always one).
  found.answers.push({ answer: 'search (12)', method: 'GET', path: searchPath(SEARCH_CRITERIA[0]!), shape: 'page' });

  if (product) {
    const query = new URLSearchParams({ menu: productMenu, canonicalUrl: product.canonicalUrl });
    const productPath = `${PRODUCT_PATH}?${query}`;
    await add({ name: 'product by canonical URL', kind: 'product', curve: 'product', method: 'GET', paths: [productPath] });
    found.answers.push({ answer: 'product by canonical URL', method: 'GET', path: productPath, shape: 'product' });
    found.productPage = `/it${productMenu.replace(/\/+$/, '')}/${product.canonicalUrl.replace(/^\/+/, '')}`;
    await addPage(origin, found, found.productPage);
  } else {
    found.skipped.push({ name: PAGE_RENDER_TARGET, kind: 'page', skipped: 'no product page found through the API' });
    if (leaf) found.skipped.push({ name: 'product by canonical URL', kind: 'product', curve: 'product', skipped: 'no product in the listing answer' });
  }
  return found;
}
