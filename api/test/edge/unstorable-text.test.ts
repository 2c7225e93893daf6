/**
 * Issue 12 point 16: PostgreSQL refuses a NUL byte in text and a lone UTF-16 surrogate in jsonb,
 * and some 16 places answered 500 for one. One guard at the edge (plugins/text-guard.ts): such a
 * string anywhere in a request — query string, path parameter, header, JSON body at any depth,
 * key or value — is 400 INVALID_CHARACTERS in the shop's error shape, before any hook or handler
 * of the route runs, and nothing is written. Table-driven over every registered route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerWithToken, registrationBody } from '../helpers/auth.ts';
import { expectShopError } from '../helpers/edge.ts';
import { rowCounts } from '../helpers/security.ts';
import { createTestApp } from '../helpers/test-app.ts';

const t = await createTestApp();
const token = (await customerWithToken(t)).token;
afterAll(() => t.close());

const NUL = 'a\u0000b';
const NUL_IN_URL = 'a%00b';
/** Headers the handlers read and pass on to the database. */
const HEADERS = ['authorization', 'brand', 'language', 'country', 'currency', 'promoCluster', 'discountCode', 'x-forwarded-for', 'user-agent'];

interface Route {
  method: string;
  path: string;
}

/** Every route of the running app, from printRoutes' tree (each line's label extends its parent's path). */
function registeredRoutes(): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path: path.startsWith('/') ? path : `/${path}` });
    }
  }
  return routes;
}

const ROUTES = registeredRoutes();
const spec = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
}

const operationOf = (route: Route): OpenApiOperation | undefined =>
  spec.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];

/** The route's path with every parameter filled: `value` for the one named `target`, a harmless one elsewhere. */
function urlOf(route: Route, target?: string, value = NUL_IN_URL): string {
  return route.path
    .replace(/:(\w+)/g, (_all, name: string) => (name === target ? value : '1'))
    .replace(/\*$/, target === '*' ? value : 'x');
}

const parametersOf = (route: Route) => [...route.path.matchAll(/:(\w+)|\*$/g)].map((m) => m[1] ?? '*');
const queryNamesOf = (route: Route) => ['anything', ...(operationOf(route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)];
const bodyNamesOf = (route: Route) => Object.keys(operationOf(route)?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
const hasBody = (route: Route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method);

type Attack = { what: string; url: string; headers?: Record<string, string>; payload?: string };

/** Every way of putting an unstorable string into one request to this route. */
function attacksOn(route: Route): Attack[] {
  const attacks: Attack[] = [];
  for (const name of queryNamesOf(route)) attacks.push({ what: `query ${name}`, url: `${urlOf(route)}?${encodeURIComponent(name)}=${NUL_IN_URL}` });
  attacks.push({ what: 'query key', url: `${urlOf(route)}?${NUL_IN_URL}=1` });
  for (const name of parametersOf(route)) attacks.push({ what: `path parameter ${name}`, url: urlOf(route, name) });
  for (const name of HEADERS) attacks.push({ what: `header ${name}`, url: urlOf(route), headers: { [name]: name === 'authorization' ? `Bearer ${NUL}` : NUL } });
  if (hasBody(route)) {
    for (const name of bodyNamesOf(route)) attacks.push({ what: `body ${name}`, url: urlOf(route), payload: JSON.stringify({ [name]: NUL }) });
    attacks.push({ what: 'body, deep', url: urlOf(route), payload: JSON.stringify({ lines: [{ productId: 1, size: NUL, quantity: 1 }] }) });
    attacks.push({ what: 'body key, deep', url: urlOf(route), payload: JSON.stringify({ context: { [NUL]: 'x' } }) });
    attacks.push({ what: 'body, escaped NUL', url: urlOf(route), payload: '{"email":"x\\u0000@example.com"}' });
    attacks.push({ what: 'body, lone high surrogate', url: urlOf(route), payload: '{"name":"a\\ud800b"}' });
    attacks.push({ what: 'body, lone low surrogate as key', url: urlOf(route), payload: '{"\\udc00":"x"}' });
    attacks.push({ what: 'body, string root', url: urlOf(route), payload: '"\\u0000"' });
  }
  return attacks;
}

let before: Record<string, number>;
beforeAll(async () => {
  before = await rowCounts(t);
});

describe('§ point 16: a NUL or a lone surrogate anywhere in a request is 400 INVALID_CHARACTERS', () => {
  it('the table covers every route the API registers', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    for (const path of ['/api/register', '/api/external/basket/pricing', '/api/external-secured/orders/:orderId/update-status', '/ofrep/v1/evaluate/flags/:key', '/*']) {
      expect(ROUTES.map((r) => r.path), path).toContain(path);
    }
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    for (const attack of attacksOn(route)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: attack.url,
        // A valid bearer, so a secured route's own hooks would let the request through to the handler.
        headers: { ...bearer(token), ...(attack.payload === undefined ? {} : { 'content-type': 'application/json' }), ...attack.headers },
        payload: attack.payload,
      });
      expectShopError(res, 400, 'INVALID_CHARACTERS', `${route.method} ${attack.url} (${attack.what})`);
    }
  });

  it('nothing was written by any of those requests', async () => {
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('the places the issue found answering 500', () => {
  const places: { what: string; method?: 'POST'; url: string; query?: Record<string, string>; payload?: object; headers?: Record<string, string> }[] = [
    { what: 'discountCode', url: '/api/external/web-discount/validate-discount', query: { discountCode: NUL } },
    { what: 'size', method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [{ productId: 1, size: NUL, quantity: 1 }] } },
    { what: 'discountCode (body)', method: 'POST', url: '/api/external/basket/pricing', payload: { lines: [], discountCode: NUL } },
    { what: 'email', method: 'POST', url: '/api/checkemail', payload: { email: `x${NUL}@example.com`, customerCode: 'TRAMA' } },
    { what: 'username', method: 'POST', url: '/api/authenticate', payload: { username: NUL, password: 'x', customerCode: 'TRAMA', brandId: 3, rememberMe: false } },
    { what: 'firstName', method: 'POST', url: '/api/register', payload: registrationBody({ firstName: NUL }) },
    { what: 'browserId', url: '/api/external/clickstream/recommended-products', query: { browserId: NUL } },
    { what: 'name (newsletter mailingID)', method: 'POST', url: '/api/external/azure/zg-newsletter-create', payload: { email: 'n@example.com', brandId: 3, mailingID: NUL } },
    { what: 'awinAwc', method: 'POST', url: '/api/external-secured/orders/create', payload: { awinAwc: NUL }, headers: bearer(token) },
    { what: 'reset mail', method: 'POST', url: '/api/account/reset-password/init', payload: { mail: NUL, customerCode: 'TRAMA' } },
    { what: 'search criteria', url: '/api/external/search', query: { criteria: NUL } },
    { what: 'brand header', url: '/api/external/menu', headers: { brand: NUL } },
  ];
  it.each(places)('$what', async ({ method, url, query, payload, headers }) => {
    const res = await t.app.inject({ method: method ?? 'GET', url, query, payload, headers });
    expectShopError(res, 400, 'INVALID_CHARACTERS', url);
  });
});

describe('well-formed text is not refused', () => {
  it('an emoji (a valid surrogate pair), accents and other control characters pass the guard', async () => {
    const body = registrationBody({ firstName: 'Zoë 😀', lastName: 'Dell\u2019Acqua\t' });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const search = await t.app.inject({ url: '/api/external/search', query: { criteria: 'lenzuola 😀' } });
    expect(search.statusCode, search.body).not.toBe(400);
  });
});
