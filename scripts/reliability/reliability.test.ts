import { describe, expect, it } from 'vitest';
import { compareWrites, evaluate } from './evaluate.ts';
import { summariseAnswers, type Answer } from './load.ts';
import { CHECKOUT_CONNECTIONS, DEMO_ACCOUNT, SIGN_IN_CONNECTIONS, buildBrowseCycle, buildMix, distinctRequests, planRequests, withoutSkipped, type MixIngredients } from './mix.ts';
import { describeKilled, reliabilityStem, renderReliabilityJson, renderReliabilityMarkdown } from './report.ts';
import type { ClassResult, DurabilityResult, LoadPhaseResult, MixClass, ReliabilityRun } from './types.ts';

const INGREDIENTS: MixIngredients = {
  menuId: 11,
  filter: { searchFilter: 'COLOR', value: 'blu' },
  products: [
    { menu: '/letto/lenzuola', canonicalUrl: 'lenzuolo-a' },
    { menu: '/letto/lenzuola', canonicalUrl: 'lenzuolo-b' },
  ],
  basketLine: { productId: 7, size: '160x280' },
  mainScript: '/main.234ec2e4.js',
  brandId: 3,
  checkout: null,
};
const CHECKOUT = { token: 'jwt', shippingAddressId: 4, billingAddressId: 5, line: { productId: 7, size: '160x280' } };

const count = (classes: MixClass[]) => classes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('the mix', () => {
  it('browses, searches, prices a basket and loads the home page, browsing-heavy', () => {
    const cycle = buildBrowseCycle(INGREDIENTS);
    expect(count(cycle.map((r) => r.class))).toEqual({ menu: 3, listing: 6, search: 9, product: 6, basket: 9, page: 6 });
    expect(cycle.filter((r) => r.class === 'basket').map((r) => r.path)).toContain('/api/external/basket/check-stock');
    expect(cycle.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toContain('POST /api/external/product/catalogue/menu/11');
    expect(new Set(cycle.filter((r) => r.class === 'page').map((r) => r.path))).toEqual(new Set(['/it', '/main.234ec2e4.js']));
    expect(new Set(cycle.filter((r) => r.class === 'search').map((r) => new URLSearchParams(r.path.split('?')[1]).get('criteria')))).toEqual(
      new Set(['lenzuola', 'lino', 'asciugamano', 'collana oro']),
    );
  });

  it('50 connections: 48 browse, 2 sign in back to back', () => {
    const plan = buildMix(INGREDIENTS, 50);
    expect(plan.groups.map((g) => [g.name, g.connections, g.requests.length])).toEqual([
      ['browse', 50 - SIGN_IN_CONNECTIONS, 39],
      ['sign-in', SIGN_IN_CONNECTIONS, 1],
    ]);
    expect(buildMix(INGREDIENTS, 1).groups.map((g) => g.name)).toEqual(['browse']);
  });

  it('issue 7: with a signed-in shopper, 2 connections check out (order, session, refused sandbox payment, failed page)', () => {
    const plan = buildMix({ ...INGREDIENTS, checkout: CHECKOUT }, 50);
    expect(plan.groups.map((g) => [g.name, g.connections])).toEqual([
      ['browse', 50 - SIGN_IN_CONNECTIONS - CHECKOUT_CONNECTIONS],
      ['sign-in', SIGN_IN_CONNECTIONS],
      ['checkout', CHECKOUT_CONNECTIONS],
    ]);
    const [create, session, pay, failed] = plan.groups[2]!.requests;
    expect(JSON.parse(create!.body!)).toMatchObject({ billingAddressId: 5, shippingAddressId: 4, webOrderLineItems: [{ productId: 7, size: '160x280', quantity: 1 }] });
    // Every order gets its own Idempotency-Key, so each one is a new order, not a replay.
    const keys = [create!.setup!({}), create!.setup!({})].map((r) => r.headers?.['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    const context: Record<string, unknown> = {};
    create!.capture!(201, JSON.stringify([{ orderId: 100007 }]), context);
    expect(JSON.parse(session!.setup!(context).body!)).toMatchObject({ orderId: 100007 });
    session!.capture!(200, JSON.stringify({ sandbox: { sessionId: 's-1' } }), context);
    expect(pay!.setup!(context).path).toBe('/api/sandbox-payments/s-1/payments');
    expect(failed!.setup!(context).path).toBe('/api/external-secured/orders/failed?id=100007');
  });

  it('sends a real basket line and the demo account, and documents the sign-in 429', () => {
    const requests = planRequests(buildMix(INGREDIENTS, 50));
    const basket = requests.find((r) => r.class === 'basket')!;
    expect(basket.path).toBe('/api/external/basket/pricing');
    expect(JSON.parse(basket.body!)).toEqual({ lines: [{ productId: 7, size: '160x280', quantity: 1 }] });
    const signIn = requests.find((r) => r.class === 'sign-in')!;
    expect(signIn.path).toBe('/api/authenticate');
    expect(JSON.parse(signIn.body!)).toMatchObject({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, brandId: 3 });
    expect(signIn.tolerated?.map((t) => t.status)).toEqual([429]);
    expect(requests.filter((r) => r.class !== 'sign-in').every((r) => !r.tolerated)).toBe(true);
  });

  it('leaves out what was not found, never sends an unknown id', () => {
    const cycle = buildBrowseCycle({ ...INGREDIENTS, menuId: null, products: [], basketLine: null, mainScript: null, filter: null });
    expect(new Set(cycle.map((r) => r.class))).toEqual(new Set(['menu', 'search', 'page']));
    const noFilter = buildBrowseCycle({ ...INGREDIENTS, filter: null }).filter((r) => r.class === 'listing');
    expect(new Set(noFilter.map((r) => r.body))).toEqual(new Set([JSON.stringify({ filters: [] })]));
  });

  it('tries each distinct request once and drops a skipped class, its connections going to browsing', () => {
    const plan = buildMix(INGREDIENTS, 50);
    // menu, 2 listings, 4 searches, 2 products, pricing and stock check, 2 pages, 1 sign-in
    expect(distinctRequests(planRequests(plan))).toHaveLength(14);
    const without = withoutSkipped(plan, [{ class: 'sign-in', label: 'POST /api/authenticate', reason: '404' }]);
    expect(without.groups.map((g) => [g.name, g.connections, g.requests.length])).toEqual([['browse', 50, 39]]);
    const noSearch = withoutSkipped(plan, [{ class: 'search', label: 'GET /api/external/search', reason: '500' }]);
    expect(noSearch.groups.map((g) => [g.name, g.connections, g.requests.length])).toEqual([
      ['browse', 48, 30],
      ['sign-in', 2, 1],
    ]);
  });
});

describe('answers per class', () => {
  it('counts 2xx, documented and other non-2xx, with latency percentiles', () => {
    const requests = planRequests(buildMix(INGREDIENTS, 50));
    const answers: Answer[] = [
      ...Array.from({ length: 100 }, (_, i): Answer => ({ class: 'search', status: 200, ms: i + 1 })),
      { class: 'sign-in', status: 200, ms: 80 },
      { class: 'sign-in', status: 429, ms: 3 },
      { class: 'menu', status: 500, ms: 9 },
    ];
    const classes = summariseAnswers(requests, answers);
    expect(classes.map((c) => c.class)).toEqual(['menu', 'listing', 'search', 'product', 'basket', 'sign-in', 'page']);
    expect(classes.find((c) => c.class === 'search')).toMatchObject({ perCycle: 9, responses: 100, ok: 100, p50: 50, p95: 95, p99: 99 });
    expect(classes.find((c) => c.class === 'sign-in')).toMatchObject({ perCycle: 1, ok: 1, tolerated: 1, unexpected: 0, statusCodes: { '200': 1, '429': 1 } });
    expect(classes.find((c) => c.class === 'menu')).toMatchObject({ ok: 0, tolerated: 0, unexpected: 1 });
    expect(classes.find((c) => c.class === 'listing')).toMatchObject({ responses: 0, p95: 0 });
  });
});

function classResult(over: Partial<ClassResult> = {}): ClassResult {
  return { class: 'search', perCycle: 3, responses: 300, ok: 300, tolerated: 0, unexpected: 0, statusCodes: { '200': 300 }, p50: 5, p95: 9, p99: 12, ...over };
}

function loadResult(over: Partial<LoadPhaseResult> = {}): LoadPhaseResult {
  return {
    connections: 50,
    durationSeconds: 60,
    groups: [{ name: 'browse', connections: 50, mix: [{ class: 'search', label: 'GET /api/external/search?criteria=lenzuola' }] }],
    skipped: [],
    requests: 300,
    requestsPerSecond: 5,
    p50: 5,
    p95: 9,
    p99: 12,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { '200': 300 },
    classes: [classResult()],
    toleratedReasons: [],
    ...over,
  };
}

function durability(over: Partial<DurabilityResult> = {}): DurabilityResult {
  return {
    writers: 16,
    write: 'POST /api/external/azure/zg-newsletter-create',
    killAfterMs: 4000,
    killed: [
      { pid: 10, command: 'node api/src/server.ts' },
      { pid: 11, command: '/x/bin/postgres -D /tmp/pg -p 55470' },
      { pid: 12, command: 'postgres: checkpointer ' },
      { pid: 13, command: 'postgres: postgres trama 127.0.0.1(58890) INSERT' },
      { pid: 14, command: 'postgres: postgres trama 127.0.0.1(58906) idle' },
    ],
    attempted: 2000,
    committed: 1700,
    rejected: 0,
    unanswered: 300,
    refused: 0,
    found: 1702,
    lost: [],
    lostCount: 0,
    foundUnanswered: 2,
    restartMs: 2300,
    writeAfterRestart: true,
    ...over,
  };
}

function reliabilityRun(over: Partial<ReliabilityRun> = {}): ReliabilityRun {
  return {
    startedAt: '2026-11-22T09:30:05.123Z',
    machine: { cpus: 2, cpuModel: 'test cpu', node: 'v24.0.0', platform: 'linux-x64' },
    origin: 'http://localhost:8380',
    load: loadResult(),
    durability: durability(),
    notes: [],
    ...over,
  };
}

describe('committed writes against the database', () => {
  it('a committed write missing is lost; an unanswered write found is fine', () => {
    expect(compareWrites(['a', 'b', 'c'], ['d', 'e'], new Set(['a', 'c', 'd']))).toEqual({ lost: ['b'], foundUnanswered: 1 });
    expect(compareWrites(['a'], [], new Set(['a']))).toEqual({ lost: [], foundUnanswered: 0 });
  });
});

describe('verdict', () => {
  const failed = (run: ReliabilityRun) => evaluate(run).checks.filter((c) => c.passed === false).map((c) => c.check);

  it('passes with 0 errors, 0 non-2xx, no lost write and a working restart', () => {
    expect(evaluate(reliabilityRun())).toMatchObject({ passed: true });
  });

  it('fails on one connection error, one timeout or one unexpected non-2xx', () => {
    expect(failed(reliabilityRun({ load: loadResult({ errors: 1 }) }))).toEqual(['Mixed load: connection errors and timeouts']);
    expect(failed(reliabilityRun({ load: loadResult({ errors: 1, timeouts: 1 }) }))).toEqual(['Mixed load: connection errors and timeouts']);
    expect(failed(reliabilityRun({ load: loadResult({ non2xx: 1, classes: [classResult({ unexpected: 1 })] }) }))).toEqual([
      'Mixed load: non-2xx answers (documented exceptions apart)',
    ]);
  });

  it('documented non-2xx (the sign-in 429) are counted apart and do not fail the run', () => {
    const load = loadResult({ non2xx: 7, classes: [classResult({ class: 'sign-in', tolerated: 7 })], toleratedReasons: ['sign-in 429: rate limit'] });
    const verdict = evaluate(reliabilityRun({ load }));
    expect(verdict.passed).toBe(true);
    expect(verdict.checks.find((c) => c.check.includes('non-2xx'))?.actual).toBe('0 (+7 documented: sign-in 429: rate limit)');
  });

  it('fails when autocannon saw a non-2xx no class accounts for', () => {
    expect(evaluate(reliabilityRun({ load: loadResult({ non2xx: 2 }) })).passed).toBe(false);
  });

  it('fails on one lost write, on no committed write, or a failed write after the restart', () => {
    expect(failed(reliabilityRun({ durability: durability({ lost: ['x@example.com'], lostCount: 1 }) }))).toEqual([
      'Durability: committed writes lost after the restart',
    ]);
    expect(evaluate(reliabilityRun({ durability: durability({ committed: 0 }) })).passed).toBe(false);
    expect(evaluate(reliabilityRun({ durability: durability({ writeAfterRestart: false }) })).passed).toBe(false);
  });

  it('fails when the API does not come back after the SIGKILL', () => {
    const verdict = evaluate(reliabilityRun({ durability: durability({ restartError: 'The API exited (1) before it was ready', writeAfterRestart: false }) }));
    expect(verdict.passed).toBe(false);
    expect(verdict.checks.find((c) => c.check.includes('restarts'))).toMatchObject({ passed: false, actual: 'The API exited (1) before it was ready' });
    expect(verdict.checks.find((c) => c.check.includes('lost'))).toMatchObject({ passed: null });
  });

  it('a class left out of the mix is reported, not failed', () => {
    const load = loadResult({ skipped: [{ class: 'sign-in', label: 'POST /api/authenticate', reason: 'not in the API yet' }] });
    const verdict = evaluate(reliabilityRun({ load }));
    expect(verdict.passed).toBe(true);
    expect(verdict.checks.find((c) => c.check.includes('sign-in'))).toMatchObject({ passed: null, actual: 'left out: not in the API yet' });
  });

  it('with a run of nothing (--no-load --no-durability) nothing failed', () => {
    expect(evaluate(reliabilityRun({ load: undefined, durability: undefined }))).toEqual({ passed: true, checks: [] });
  });
});

describe('reliability report', () => {
  it('names the files reliability-<start time without colons>', () => {
    expect(reliabilityStem('2026-11-22T09:30:05.123Z')).toBe('reliability-2026-11-22T09-30-05Z');
  });

  it('sums up what the SIGKILL took down', () => {
    expect(describeKilled(durability().killed)).toBe(
      'the API (pid 10) and 4 PostgreSQL processes (the postmaster, 1 auxiliary, 2 client backends, 1 of them busy)',
    );
    expect(describeKilled([])).toBe('nothing');
  });

  it('the markdown gives the verdict, the load table per class, the durability numbers and points to the hanging-remote journey', () => {
    const markdown = renderReliabilityMarkdown(reliabilityRun({ load: loadResult({ errors: 2 }) }));
    expect(markdown).toMatch(/^# Reliability 2026-11-22T09:30:05\.123Z: FAILED/);
    expect(markdown).toMatch(/Mixed load: connection errors and timeouts \| 0 \| 2 \(0 timeouts\) \| ❌ failed/);
    expect(markdown).toContain('| 300 | 5 | 5.00 ms | 9.00 ms | 12.0 ms | 2 | 0 | 0 | 200: 300 |');
    expect(markdown).toContain('| search | 3 | 300 | 300 | 0 | 0 | 5.00 ms | 9.00 ms | 12.0 ms | 200: 300 |');
    expect(markdown).toContain('| 2000 | 1700 | 0 | 300 | 1702 | 0 | 2 | 2.3 s | ok |');
    expect(renderReliabilityMarkdown(reliabilityRun({ durability: durability({ refused: 5 }) }))).toContain('| 300 (+5 refused, API down) |');
    expect(markdown).toContain('- 1 × search: GET /api/external/search?criteria=lenzuola');
    expect(markdown).toContain('e2e/tests/resilience.spec.ts');
  });

  it('the JSON carries the run, the verdict and every check', () => {
    const json = JSON.parse(renderReliabilityJson(reliabilityRun())) as { passed: boolean; checks: unknown[]; durability: DurabilityResult };
    expect(json.passed).toBe(true);
    expect(json.checks).toHaveLength(6);
    expect(json.durability.killed).toHaveLength(5);
  });
});
