/**
 * The mixed load of issue 6 point 4, grown with the shop (issue 18 §6): what a shopper does —
 * browse (menu, listing, product), search, price a basket, sign in, check out and pay (issue 7),
 * the home page of the static site — and the flows that joined since: account, returns, contact,
 * store search, click and collect and personal-shopper booking (flows/*.ts), each its own group of
 * connections and its own class in the report. The ids come from the running API itself (like
 * scripts/bench/targets.ts); every distinct request is tried once before the load (a flow's
 * chained requests as one cycle), and a class whose first answer is not 2xx is left out and reported.
 */
import { SHOP_HEADERS } from '../bench/load.ts';
import { PRODUCT_PATH, SEARCH_CRITERIA } from '../bench/targets.ts';
import { buildCheckoutCycle, tryCycle, tryRequest } from './checkout-cycle.ts';
import { FLOW_CONNECTIONS, buildShopFlows } from './flows/shop-flows.ts';
import type { MixClass, MixRequest, MixSkipped } from './types.ts';
import { DEMO_ACCOUNT, HOME_PAGE, JSON_HEADERS, HTML_HEADERS, SIGN_IN_PATH, type MixIngredients } from './mix-ingredients.ts';

/** Named here too: the load's runner and tests take the mix and its ingredients from one place. */
export { DEMO_ACCOUNT, HOME_PAGE, SIGN_IN_PATH, entryScript, findIngredients, type MixIngredients } from './mix-ingredients.ts';

/** Connections of the load that sign in, again and again; the others browse. */
export const SIGN_IN_CONNECTIONS = 2;
/** Connections that check out and pay (refused card), again and again. */
export const CHECKOUT_CONNECTIONS = 2;

/** The load: groups of connections, each walking its own cycle of requests in order. */
export interface MixPlan {
  groups: { name: string; connections: number; requests: MixRequest[] }[];
}

/**
 * The browsing cycle every browsing connection walks, in order: three rounds of the menu, 2
 * listings (plain and filtered), 3 searches, 2 products, 2 basket pricings and the stock check
 * before checkout, the home page and its entry script (39 requests; the searches rotate the four
 * criteria). Classes without ingredients are simply absent.
 */
export function buildBrowseCycle(found: MixIngredients): MixRequest[] {
  const mix: MixRequest[] = [];
  const listPath = found.menuId === null ? null : `/api/external/product/catalogue/menu/${found.menuId}?page=0&size=24&sort=ranking,asc`;
  const search = (index: number): MixRequest => {
    const criteria = SEARCH_CRITERIA[index % SEARCH_CRITERIA.length]!;
    return {
      class: 'search',
      label: `GET /api/external/search?criteria=${criteria}`,
      method: 'GET',
      path: `/api/external/search?${new URLSearchParams({ criteria, page: '0', size: '12', sort: 'ranking,asc' })}`,
      headers: SHOP_HEADERS,
    };
  };
  const product = (index: number): MixRequest | null => {
    const p = found.products[index % Math.max(found.products.length, 1)];
    if (!p) return null;
    return {
      class: 'product',
      label: `GET ${PRODUCT_PATH} (${p.canonicalUrl})`,
      method: 'GET',
      path: `${PRODUCT_PATH}?${new URLSearchParams({ menu: p.menu, canonicalUrl: p.canonicalUrl })}`,
      headers: SHOP_HEADERS,
    };
  };
  const basket: MixRequest | null = found.basketLine && {
    class: 'basket',
    label: 'POST /api/external/basket/pricing (1 line)',
    method: 'POST',
    path: '/api/external/basket/pricing',
    headers: JSON_HEADERS,
    body: JSON.stringify({ lines: [{ ...found.basketLine, quantity: 1 }] }),
  };
  const stockCheck: MixRequest | null = found.basketLine && {
    class: 'basket',
    label: 'POST /api/external/basket/check-stock (1 line)',
    method: 'POST',
    path: '/api/external/basket/check-stock',
    headers: JSON_HEADERS,
    body: JSON.stringify({ lines: [{ ...found.basketLine, quantity: 1 }] }),
  };
  const listing = (filtered: boolean): MixRequest | null => {
    if (!listPath) return null;
    const filter = filtered ? found.filter : null;
    return {
      class: 'listing',
      label: filter ? `POST listing of menu ${found.menuId} + ${filter.searchFilter} filter` : `POST listing of menu ${found.menuId}`,
      method: 'POST',
      path: listPath,
      headers: JSON_HEADERS,
      body: JSON.stringify(filter ? { filters: [{ searchFilter: filter.searchFilter, values: [filter.value] }] } : { filters: [] }),
    };
  };
  const push = (request: MixRequest | null) => {
    if (request) mix.push(request);
  };

  for (let round = 0; round < 3; round += 1) {
    push({ class: 'menu', label: 'GET /api/external/menu', method: 'GET', path: '/api/external/menu', headers: SHOP_HEADERS });
    push(listing(false));
    push(search(3 * round));
    push(product(2 * round));
    push(basket);
    push({ class: 'page', label: `GET ${HOME_PAGE} (static site)`, method: 'GET', path: HOME_PAGE, headers: HTML_HEADERS });
    if (found.mainScript) push({ class: 'page', label: `GET ${found.mainScript}`, method: 'GET', path: found.mainScript, headers: { accept: '*/*' } });
    push(listing(true));
    push(search(3 * round + 1));
    push(product(2 * round + 1));
    push(search(3 * round + 2));
    push(basket);
    push(stockCheck);
  }
  return mix;
}

/** The sign-in of the demo account (storefront §3 Login request). */
export function signInRequest(brandId: number): MixRequest {
  return {
    class: 'sign-in',
    label: `POST ${SIGN_IN_PATH} (${DEMO_ACCOUNT.username})`,
    method: 'POST',
    path: SIGN_IN_PATH,
    headers: JSON_HEADERS,
    body: JSON.stringify({ customerCode: '', username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, brandId, rememberMe: false }),
    tolerated: [{ status: 429, reason: 'sign-in rate limit (AUTH_RATE_LIMIT_PER_EMAIL / _PER_IP, raised for the run): the sign-ins are of one account from one address' }],
  };
}

/**
 * The whole load: SIGN_IN_CONNECTIONS connections sign in back to back, CHECKOUT_CONNECTIONS check
 * out, each shop flow gets its FLOW_CONNECTIONS, and the others — most of them — browse.
 * A sign-in costs a scrypt hash (N=2^17, ~0.4 s of CPU on this machine); 50 connections walking
 * one cycle in step would all reach their sign-in at once and queue 50 hashes on two cores,
 * which measures the hash, not the shop. Two dedicated connections keep up to two sign-ins in
 * flight all the time (a few per second: a busy shop); the same reasoning gives every flow its
 * own few connections rather than a place in the browsing cycle. With few connections, the
 * dedicated groups are served in that order and at least one connection always browses.
 */
export function buildMix(found: MixIngredients, connections: number): MixPlan {
  const dedicated: MixPlan['groups'] = [];
  let free = Math.max(0, connections - 1);
  const add = (name: string, wanted: number, requests: MixRequest[]) => {
    const given = Math.min(wanted, free);
    if (given <= 0 || requests.length === 0) return;
    free -= given;
    dedicated.push({ name, connections: given, requests });
  };
  add('sign-in', SIGN_IN_CONNECTIONS, [signInRequest(found.brandId)]);
  if (found.checkout) add('checkout', CHECKOUT_CONNECTIONS, buildCheckoutCycle(found.checkout, found.brandId));
  if (found.shop) {
    for (const { flow, requests } of buildShopFlows(found.shop, found.brandId)) add(flow, FLOW_CONNECTIONS[flow], requests);
  }
  const browse = connections - dedicated.reduce((sum, group) => sum + group.connections, 0);
  return { groups: [{ name: 'browse', connections: browse, requests: buildBrowseCycle(found) }, ...dedicated] };
}

/** The distinct requests of a mix (by method, path and body), for the one-off tries. */
export function distinctRequests(mix: readonly MixRequest[]): MixRequest[] {
  const seen = new Map<string, MixRequest>();
  for (const request of mix) seen.set(`${request.method} ${request.path} ${request.body ?? ''}`, request);
  return [...seen.values()];
}

/** Every request of the plan, group after group. */
export const planRequests = (plan: MixPlan): MixRequest[] => plan.groups.flatMap((group) => group.requests);

/**
 * Removes every request of a class listed as skipped; a group left empty gives its connections
 * to the first group that still has requests (so the load keeps its number of connections).
 */
export function withoutSkipped(plan: MixPlan, skipped: readonly MixSkipped[]): MixPlan {
  const out = new Set<MixClass>(skipped.map((s) => s.class));
  const groups = plan.groups.map((group) => ({ ...group, requests: group.requests.filter((request) => !out.has(request.class)) }));
  const kept = groups.filter((group) => group.requests.length > 0);
  const freed = groups.filter((group) => group.requests.length === 0).reduce((sum, group) => sum + group.connections, 0);
  if (kept[0]) kept[0] = { ...kept[0], connections: kept[0].connections + freed };
  return { groups: kept };
}

/** Tries every distinct request once; a class whose request does not answer 2xx is skipped. */
export async function tryMix(origin: string, mix: readonly MixRequest[]): Promise<MixSkipped[]> {
  const skipped: MixSkipped[] = [];
  // A flow whose requests depend on earlier answers (checkout, returns, booking…) is tried as one
  // cycle of all its class's requests, in order, as a connection walks it.
  const chainedClasses = [...new Set(mix.filter((request) => request.setup || request.capture).map((request) => request.class))];
  for (const cls of chainedClasses) {
    const failed = await tryCycle(origin, mix.filter((request) => request.class === cls));
    if (failed) skipped.push({ class: cls, label: failed.label, reason: `the first ${cls} cycle stopped at this request: answered ${failed.status}` });
  }
  for (const request of distinctRequests(mix.filter((request) => !chainedClasses.includes(request.class)))) {
    if (skipped.some((s) => s.class === request.class)) continue;
    const { status, error: detail = '' } = await tryRequest(origin, request);
    if (status >= 200 && status < 300) continue;
    if (request.tolerated?.some((t) => t.status === status)) continue;
    const why =
      request.class === 'sign-in' && status === 404
        ? `${SIGN_IN_PATH} answered 404: the sign-in endpoint is not in the API yet`
        : request.class === 'sign-in' && (status === 400 || status === 401)
          ? `${SIGN_IN_PATH} answered ${status}: the demo account ${DEMO_ACCOUNT.username} is not there or not accepted`
          : `first request answered ${status || detail}`;
    skipped.push({ class: request.class, label: request.label, reason: why });
  }
  return skipped;
}
