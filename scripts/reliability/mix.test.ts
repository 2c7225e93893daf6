/**
 * Long on purpose: one test a flow of the mix, each built from the same fake ingredients.
 *
 * Issue 18 §6: the reliability mix grows with the shop — account, returns, contact, store search,
 * click and collect and booking join it, each its own flow and class. These tests build the plan
 * from fixed ingredients and walk each flow's cycle as autocannon does (setup before a request,
 * capture after its answer), so the paths and bodies a flow sends are checked without a server;
 * tryMix runs against a real local HTTP server standing in for the API.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOPPER_TIME_SLOTS, isOfferedShopperSlot } from '../../shared/src/rules/stores/appointment.ts';
import { evaluate } from './evaluate.ts';
import { FLOW_CONNECTIONS, SHOP_FLOWS, type ShopFlowIngredients } from './flows/shop-flows.ts';
import { SlotBook } from './flows/booking.ts';
import { solveAltcha, solveChallengeBody } from './flows/captcha.ts';
import { StockPool } from './flows/stock-pool.ts';
import { CLASS_ORDER, summariseAnswers } from './load.ts';
import { CHECKOUT_CONNECTIONS, SIGN_IN_CONNECTIONS, buildMix, entryScript, planRequests, tryMix, withoutSkipped, type MixIngredients } from './mix.ts';
import { MIX_DESCRIPTION, renderReliabilityMarkdown } from './report.ts';
import type { ClassResult, LoadPhaseResult, MixClass, MixRequest, ReliabilityRun } from './types.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
const SHOP: ShopFlowIngredients = {
  shopper: { token: 'jwt', shippingAddressId: 4, billingAddressId: 5 },
  accountOrderId: 100001,
  returnReasonId: 2,
  stock: [
    { productId: 20, size: 'M', pieces: 2 },
    { productId: 21, size: 'L', pieces: 1 },
  ],
  collect: { line: { productId: 7, size: '160x280' }, store: { storeCode: 'TC-MI02', storeDelivery: 'STO' } },
  shopperStores: [101, 112],
  now: NOW,
};
const INGREDIENTS: MixIngredients = {
  menuId: 11,
  filter: { searchFilter: 'COLOR', value: 'blu' },
  products: [{ menu: '/letto/lenzuola', canonicalUrl: 'lenzuolo-a' }],
  basketLine: { productId: 7, size: '160x280' },
  mainScript: '/main.234ec2e4.js',
  brandId: 3,
  checkout: { token: 'jwt', shippingAddressId: 4, billingAddressId: 5, line: { productId: 7, size: '160x280' } },
  shop: SHOP,
};

type Context = Record<string, unknown>;
/** A request as autocannon sends it: its own fields, then what setup changes from the context. */
const prepare = (request: MixRequest, context: Context) => ({ path: request.path, headers: request.headers, body: request.body, ...request.setup?.(context) });
const flow = (cls: MixClass, ingredients: MixIngredients = INGREDIENTS) => planRequests(buildMix(ingredients, 50)).filter((r) => r.class === cls);
const body = (request: { body?: string }) => JSON.parse(request.body ?? 'null') as Record<string, unknown>;

describe('issue 18 §6: the plan', () => {
  it('50 connections: every flow its own group and class, most connections still browse', () => {
    const plan = buildMix(INGREDIENTS, 50);
    const flows = SHOP_FLOWS.reduce((sum, name) => sum + FLOW_CONNECTIONS[name], 0);
    expect(plan.groups.map((g) => [g.name, g.connections])).toEqual([
      ['browse', 50 - SIGN_IN_CONNECTIONS - CHECKOUT_CONNECTIONS - flows],
      ['sign-in', SIGN_IN_CONNECTIONS],
      ['checkout', CHECKOUT_CONNECTIONS],
      ['account', 2],
      ['returns', 1],
      ['contact', 1],
      ['store-search', 2],
      ['click-and-collect', 2],
      ['booking', 1],
    ]);
    expect(plan.groups[0]!.connections).toBeGreaterThan(50 / 2);
    // Each flow's requests are of its own class only, so the report's row of a class is the flow's.
    for (const group of plan.groups.slice(3)) expect(new Set(group.requests.map((r) => r.class))).toEqual(new Set([group.name]));
    expect(CLASS_ORDER).toEqual(expect.arrayContaining([...SHOP_FLOWS]));
  });

  it('few connections: dedicated groups in order, one connection always browses', () => {
    expect(buildMix(INGREDIENTS, 6).groups.map((g) => [g.name, g.connections])).toEqual([
      ['browse', 1],
      ['sign-in', 2],
      ['checkout', 2],
      ['account', 1],
    ]);
    expect(buildMix(INGREDIENTS, 1).groups.map((g) => g.name)).toEqual(['browse']);
  });

  it('without a signed-in shopper the signed-in flows still go out, without a token (their try answers 401: left out, not hidden)', () => {
    const plan = buildMix({ ...INGREDIENTS, checkout: null, shop: { ...SHOP, shopper: null } }, 50);
    expect(plan.groups.map((g) => g.name)).toEqual(['browse', 'sign-in', ...SHOP_FLOWS]);
    const account = plan.groups.find((g) => g.name === 'account')!.requests[0]!;
    expect(account.headers.authorization).toBe('Bearer ');
  });

  it('a flow left out gives its connections to browsing', () => {
    const plan = withoutSkipped(buildMix(INGREDIENTS, 50), [{ class: 'booking', label: 'GET slots', reason: '500' }]);
    expect(plan.groups.map((g) => g.name)).not.toContain('booking');
    expect(plan.groups[0]!.connections).toBe(buildMix(INGREDIENTS, 50).groups[0]!.connections + FLOW_CONNECTIONS.booking);
  });

  it("finds the shell's entry script in a built page and in a server-rendered page's loader list", () => {
    expect(entryScript('<script defer src="/main.1a2b3c4d.js"></script>')).toBe('/main.1a2b3c4d.js');
    const rendered = '<body><script type="application/json" id="trama-scripts">{"scripts":["/main.bc769473.js","/remotes/x.js"],"preloads":[]}</script></body>';
    expect(entryScript(rendered)).toBe('/main.bc769473.js');
    expect(entryScript('<p>no scripts</p>')).toBeNull();
  });
});

describe('issue 18 §6: each flow sends what a shopper sends', () => {
  it('account: profile, orders, the order detail, addresses and receipts, all with the bearer', () => {
    const requests = flow('account');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/account',
      'GET /api/external-secured/web-clients',
      'GET /api/external-secured/orders/by-web-client?language=it',
      'GET /api/external-secured/orders/100001?language=it',
      'GET /api/external-secured/client-address',
      'GET /api/external-secured/store-sales',
    ]);
    expect(requests.every((r) => r.headers.authorization === 'Bearer jwt' && !r.setup && !r.tolerated)).toBe(true);
  });

  it('returns: buys one piece from the pool with the authorised card, returns that line of that order, downloads the form', () => {
    const requests = flow('returns');
    expect(requests.map((r) => r.method + ' ' + r.path.split('?')[0])).toEqual([
      'GET /api/external/return-reasons',
      'POST /api/external-secured/orders/create',
      'POST /api/external-secured/adyen/create-checkout-session',
      'POST /api/sandbox-payments/none/payments',
      'GET /api/external-secured/orders/accepted',
      'GET /api/external-secured/orders/0',
      'POST /api/external-secured/returns',
      'GET /api/external-secured/files/download/return/0',
    ]);
    const [reasons, create, session, pay, accepted, detail, file, form] = requests;
    const context: Context = {};
    prepare(reasons!, context);
    expect(context.line).toEqual({ productId: 20, size: 'M' });
    const order = prepare(create!, context);
    expect(body(order)).toMatchObject({ selectedPrice: 1, storeCode: null, shippingAddressId: 4, webOrderLineItems: [{ productId: 20, size: 'M', quantity: 1 }] });
    expect(order.headers?.['idempotency-key']).toMatch(/^rel-/);
    create!.capture!(201, JSON.stringify([{ orderId: 555 }]), context);
    prepare(session!, context);
    session!.capture!(200, JSON.stringify({ sandbox: { sessionId: 's-9' } }), context);
    expect(prepare(pay!, context).path).toBe('/api/sandbox-payments/s-9/payments');
    expect(body(pay!)).toMatchObject({ cardNumber: '4111111145551142' });
    expect(prepare(accepted!, context).path).toBe('/api/external-secured/orders/accepted?id=555');
    expect(prepare(detail!, context).path).toBe('/api/external-secured/orders/555?language=it');
    const lines = [
      { orderLineId: 2, productId: 0, returnableQty: 0, itemTypeCode: 'O' },
      { orderLineId: 1, productId: 20, returnableQty: 1, itemTypeCode: 'EAN' },
    ];
    detail!.capture!(200, JSON.stringify({ orderLines: lines }), context);
    expect(body(prepare(file!, context))).toEqual({
      brandId: 3,
      orderId: 555,
      ticketMessage: expect.any(String),
      country: 'IT',
      languageId: 'it',
      ticketSubjectCode: 'RET',
      ticketMessageFrom: 'C',
      returnReasonId: 2,
      storeId: null,
      webOrderLineItems: [{ productId: 20, quantity: 1, orderLineId: 1 }],
    });
    file!.capture!(201, JSON.stringify({ ticketId: 77 }), context);
    expect(prepare(form!, context).path).toBe('/api/external-secured/files/download/return/77');
    expect(requests.every((r) => r.class === 'returns' && !r.tolerated)).toBe(true);
  });

  it('contact: the form, a challenge the load solves, and a message carrying the form’s subject and that solution', () => {
    const [form, challenge, send] = flow('contact');
    expect(form!.path).toBe('/api/external/contact/form?brandId=3&language=it');
    expect(challenge!.path).toBe('/api/external/altcha/challenge');
    const context: Context = {};
    form!.capture!(200, JSON.stringify({ subjects: [{ code: 'ORD', subject: 'Ordini' }] }), context);
    challenge!.capture!(200, JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', salt: 's', signature: 'y', maxnumber: 0 }), context);
    expect(context.altcha).toBeNull();
    context.altcha = 'solved';
    const message = prepare(send!, context);
    expect(send!.method).toBe('POST');
    expect(body(message)).toMatchObject({ brandId: 3, ticketSubjectCode: 'ORD', altcha: 'solved', contactEmail: 'carico@example.com', language: 'it', country: 'IT' });
    expect(send!.headers.authorization).toBeUndefined();
  });

  it('store search: a city, a postal code, a typo, a position, the shops list and the store list, as a visitor', () => {
    const paths = flow('store-search').map((r) => r.path);
    const nearest = paths.filter((p) => p.startsWith('/storeservice/api/external/store/nearest?')).map((p) => Object.fromEntries(new URLSearchParams(p.split('?')[1])));
    expect(nearest).toEqual([
      { location: 'Milano', brandId: '3', country: 'IT' },
      { location: '20121', brandId: '3', country: 'IT' },
      { location: 'Firenz', brandId: '3', country: 'IT' },
      { location: 'Torino', brandId: '3', country: 'IT' },
      { lat: '41.9028', lng: '12.4964', brandId: '3', country: 'IT' },
    ]);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/external/geo/country', '/storeservice/api/external/store/by-brand?brandId=3&country=IT', '/api/external/stores/stores-by-brand-id?brandId=3']),
    );
    expect(flow('store-search').every((r) => r.method === 'GET' && !r.headers.authorization)).toBe(true);
  });

  it('click and collect: the stores for the line, pricing for their delivery, an order to the nearest store, refused card', () => {
    const [stores, pricing, create, , pay, failed] = flow('click-and-collect');
    const query = Object.fromEntries(new URLSearchParams(stores!.path.split('?')[1]));
    expect(stores!.path.split('?')[0]).toBe('/storeservice/api/external/stores/click-and-collect-stores');
    expect(query).toEqual({ brandId: '3', browserId: 'reliability-load', language: 'it', country: 'IT', location: 'Milano' });
    expect(body(stores!)).toEqual({ basketLineItems: [{ productId: 7, size: '160x280', quantity: 1 }] });
    const context: Context = {};
    stores!.capture!(200, JSON.stringify([{ storeCode: 'TC-MI05', storeDelivery: 'DEP' }]), context);
    expect(body(prepare(pricing!, context))).toEqual({ lines: [{ productId: 7, size: '160x280', quantity: 1 }], delivery: 'DEP' });
    expect(body(prepare(create!, context))).toMatchObject({ selectedPrice: 0, storeCode: 'TC-MI05', webOrderLineItems: [{ productId: 7, size: '160x280' }] });
    expect(body(pay!)).toMatchObject({ cardNumber: '4000000000000002' });
    expect(failed!.path).toBe('/api/external-secured/orders/failed');
    // No store answered: the one found before the load.
    stores!.capture!(200, '[]', context);
    expect(body(prepare(create!, context))).toMatchObject({ storeCode: 'TC-MI02' });
  });

  it('booking: the store list, the store’s booked slots, a solved challenge and a free offered slot', () => {
    const [store, slots, challenge, book] = flow('booking');
    expect(store!.path).toBe('/api/external/stores/stores-by-brand-id?brandId=3');
    expect(challenge!.path).toBe('/api/external/altcha/challenge');
    const context: Context = {};
    prepare(store!, context);
    const first = context.slot as { storeId: number; appointmentDate: string };
    expect(prepare(slots!, context).path).toBe(`/storeservice/api/external/shopper/slots?storeId=${first.storeId}`);
    // The page's slot is already booked (by someone else): the next one of the book goes instead.
    slots!.capture!(200, JSON.stringify({ storeId: first.storeId, taken: [first.appointmentDate] }), context);
    context.altcha = 'solved';
    const request = body(prepare(book!, context));
    expect(request).toMatchObject({ brandId: 3, ticketSubjectCode: 'SHO', altcha: 'solved', language: 'it', country: 'IT' });
    expect(request.appointmentDate).not.toBe(first.appointmentDate);
    expect(isOfferedShopperSlot(String(request.appointmentDate), NOW)).toBe(true);
    expect(SHOP.shopperStores).toContain(request.storeId);
  });
});

describe('issue 18 §6: what the flows share', () => {
  it('the slot book hands every offered slot out once, the furthest day first, then starts again', () => {
    const book = new SlotBook([101, 112], NOW);
    const slots = Array.from({ length: book.capacity }, () => book.next()!);
    const keys = slots.map((s) => `${s.storeId} ${s.appointmentDate}`);
    expect(new Set(keys).size).toBe(book.capacity);
    // 15 days from tomorrow, Sundays off: 13 days here, 14 half hours, 2 stores.
    expect(book.capacity).toBe(13 * SHOPPER_TIME_SLOTS.length * 2);
    expect(slots.every((s) => isOfferedShopperSlot(s.appointmentDate, NOW))).toBe(true);
    expect(slots[0]!.appointmentDate).toBe('2026-12-10T10:00');
    expect(slots.at(-1)!.appointmentDate.slice(0, 10)).toBe('2026-11-26');
    expect(book.next()).toEqual(slots[0]);
    expect(new SlotBook([], NOW).next()).toBeNull();
  });

  it('the stock pool takes sizes in turn, never more pieces than it holds, and says when it is empty', () => {
    const pool = new StockPool([
      { productId: 1, size: 'S', pieces: 2 },
      { productId: 2, size: 'M', pieces: 1 },
      { productId: 3, size: 'L', pieces: 0 },
    ]);
    expect([pool.total, pool.sizes]).toEqual([3, 2]);
    expect([pool.take(), pool.take(), pool.take()]).toEqual([
      { productId: 1, size: 'S' },
      { productId: 2, size: 'M' },
      { productId: 1, size: 'S' },
    ]);
    // Empty: the last size again, so its order answers 409 and the report shows it.
    expect(pool.take()).toEqual({ productId: 2, size: 'M' });
    expect(new StockPool([]).take()).toBeNull();
  });

  it('solves the API’s ALTCHA challenge as the widget does (altcha-lib verifies it)', async () => {
    const hmacKey = 'reliability-test-key';
    const challenge = await createChallenge({ hmacKey, maxNumber: 2000, number: 1234 });
    const payload = solveAltcha(challenge)!;
    expect(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).toMatchObject({ number: 1234, salt: challenge.salt, signature: challenge.signature });
    expect(await verifySolution(payload, hmacKey, true)).toBe(true);
    const fromBody = solveChallengeBody(JSON.stringify(challenge))!;
    expect(JSON.parse(Buffer.from(fromBody, 'base64').toString('utf8'))).toMatchObject({ number: 1234 });
    expect(solveChallengeBody('not json')).toBeNull();
    expect(solveAltcha({ ...challenge, algorithm: 'MD5' })).toBeNull();
  });
});

describe('issue 18 §6: the try before the load', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A local HTTP server answering 200 `{}`-ish bodies, and `failing` paths with 500. */
  async function stand(failing: (path: string) => boolean): Promise<{ origin: string; seen: string[] }> {
    const seen: string[] = [];
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => {
        response.writeHead(failing(request.url ?? '') ? 500 : 200, { 'content-type': 'application/json' });
        response.end(request.url?.startsWith('/api/external-secured/orders/create') ? '[{"orderId":9}]' : '{}');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  it('tries each flow as one cycle, and leaves out only the flow whose cycle fails, saying where', async () => {
    const { origin, seen } = await stand((path) => path.startsWith('/storeservice/api/external/shopper/appointments'));
    const plan = buildMix(INGREDIENTS, 50);
    const skipped = await tryMix(origin, planRequests(plan));
    expect(skipped).toEqual([
      {
        class: 'booking',
        label: expect.stringContaining('POST /storeservice/api/external/shopper/appointments'),
        reason: 'the first booking cycle stopped at this request: answered 500',
      },
    ]);
    // The returns cycle ran in order with its context: the order id of the create answer reached the result page.
    expect(seen).toContain('GET /api/external-secured/orders/accepted?id=9');
    expect(seen.filter((s) => s.startsWith('POST /api/external-secured/returns'))).toHaveLength(1);
  });
});

describe('issue 18 §6: the report lists each flow', () => {
  const row = (cls: MixClass, over: Partial<ClassResult> = {}): ClassResult => ({
    class: cls,
    perCycle: 4,
    responses: 40,
    ok: 40,
    tolerated: 0,
    unexpected: 0,
    statusCodes: { '200': 30, '201': 10 },
    p50: 20,
    p95: 45,
    p99: 60,
    ...over,
  });
  const load = (classes: ClassResult[], over: Partial<LoadPhaseResult> = {}): LoadPhaseResult => ({
    connections: 50,
    durationSeconds: 60,
    groups: [{ name: 'booking', connections: 1, mix: [{ class: 'booking', label: 'POST /storeservice/api/external/shopper/appointments' }] }],
    skipped: [],
    requests: classes.reduce((sum, c) => sum + c.responses, 0),
    requestsPerSecond: 10,
    p50: 20,
    p95: 45,
    p99: 60,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { '200': 30, '201': 10 },
    classes,
    toleratedReasons: [],
    ...over,
  });
  const run = (l: LoadPhaseResult): ReliabilityRun => ({
    startedAt: '2026-11-25T05:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'test cpu', node: 'v24.0.0', platform: 'linux-x64' },
    origin: 'http://localhost:8380',
    load: l,
    notes: [],
  });

  it('one row per flow with p50/p95/p99, 2xx, documented and other non-2xx; the paragraph describes the mix', () => {
    const markdown = renderReliabilityMarkdown(run(load(SHOP_FLOWS.map((cls) => row(cls)))));
    for (const cls of SHOP_FLOWS) expect(markdown).toContain(`| ${cls} | 4 | 40 | 40 | 0 | 0 | 20.0 ms | 45.0 ms | 60.0 ms | 200: 30, 201: 10 |`);
    expect(markdown).toContain(MIX_DESCRIPTION);
    expect(MIX_DESCRIPTION).toMatch(/account.*returns.*contact.*store search.*click and collect.*booking/s);
  });

  it('a flow without a single answer fails the run; a flow left out is listed with its reason', () => {
    const silent = evaluate(run(load([row('account'), row('booking', { responses: 0, ok: 0, statusCodes: {} })])));
    expect(silent.passed).toBe(false);
    expect(silent.checks[0]).toMatchObject({ passed: false, actual: expect.stringContaining('no answer: booking') });
    const skipped = load([row('account')], { skipped: [{ class: 'returns', label: 'POST /api/external-secured/returns', reason: 'the first returns cycle stopped at this request: answered 422' }] });
    const markdown = renderReliabilityMarkdown(run(skipped));
    expect(markdown).toContain('- returns (POST /api/external-secured/returns): the first returns cycle stopped at this request: answered 422');
  });

  it('sorts the flows after the browsing classes in the per-class numbers', () => {
    const requests = planRequests(buildMix(INGREDIENTS, 50));
    const classes = summariseAnswers(requests, [{ class: 'booking', status: 201, ms: 12 }]).map((c) => c.class);
    expect(classes).toEqual(['menu', 'listing', 'search', 'product', 'basket', 'sign-in', 'checkout', 'page', ...SHOP_FLOWS]);
  });
});
