/** One reliability run as the markdown and JSON written under bench/results/ (pure, no I/O). */
import { formatMs } from '../bench/budgets.ts';
import { notesSection, phaseSection, resultStem, table } from '../lib/report-markdown.ts';
import { evaluate } from './evaluate.ts';
import { instancesSection } from './report-instances.ts';
import type { DurabilityResult, LoadPhaseResult, ReliabilityRun, Verdict } from './types.ts';

export const RESILIENCE_SPEC = 'e2e/tests/resilience.spec.ts';

/** File-name stem: reliability-2026-11-22T09-30-05Z. */
export function reliabilityStem(startedAt: string): string {
  return `reliability-${resultStem(startedAt)}`;
}

const codes = (statusCodes: Record<string, number>) =>
  Object.entries(statusCodes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code}: ${count.toLocaleString('en')}`)
    .join(', ') || '—';

/**
 * What the mix is, in one paragraph (issue 6 point 4, issue 7, issue 18 §6); the groups below say
 * how many connections each flow had and its exact requests.
 */
export const MIX_DESCRIPTION =
  'Most connections browse (menu, listings, searches, products, basket pricing and stock check, the home page). The other ' +
  'groups are one shopper flow each, walked back to back, and each flow is its own class in the table below (its p95 and ' +
  'its errors): sign-in (demo@trama.shop); checkout (order, payment session, refused sandbox card, failed page); account ' +
  '(profile, orders, an order\'s detail, addresses, receipts); returns (buy one piece with the authorised sandbox card, open ' +
  'the paid order, return that piece, download the return form); contact (subjects, captcha challenge solved by the load, ' +
  'message); store search (visitor country, stores near a city, a postal code, a misspelt city and a position, shops list, ' +
  'the store pages\' store list); click and collect (stores that can serve the basket near Milano, pricing for a store pickup, ' +
  'checkout to the nearest store with the refused card); booking (a personal-shopper store, its booked slots, captcha, a ' +
  'free slot booked — each slot once). The signed-in flows share the demo account, so its orders list grows by the returns ' +
  "flow's paid orders during the run (failed orders are not listed); each of those orders takes one piece of stock, and a " +
  'stock change clears the product answers and rendered pages on every instance, not the list and search answers ' +
  '(issue 18 §4, migration 0020), as any sale does.';

function loadSection(load: LoadPhaseResult): string {
  const classes = table(
    ['class', 'per cycle', 'answers', '2xx', 'documented non-2xx', 'other non-2xx', 'p50', 'p95', 'p99', 'status codes'],
    load.classes.map((c) => [
      c.class,
      String(c.perCycle),
      c.responses.toLocaleString('en'),
      c.ok.toLocaleString('en'),
      String(c.tolerated),
      String(c.unexpected),
      formatMs(c.p50),
      formatMs(c.p95),
      formatMs(c.p99),
      codes(c.statusCodes),
    ]),
  );
  const total = table(
    ['requests', 'req/s', 'p50', 'p95', 'p99', 'errors', 'timeouts', 'non-2xx', 'status codes'],
    [
      [
        load.requests.toLocaleString('en'),
        Math.round(load.requestsPerSecond).toLocaleString('en'),
        formatMs(load.p50),
        formatMs(load.p95),
        formatMs(load.p99),
        String(load.errors),
        String(load.timeouts),
        String(load.non2xx),
        codes(load.statusCodes),
      ],
    ],
  );
  const lines = [
    `autocannon, ${load.connections} connections at once for ${load.durationSeconds} s, in groups; each connection walks its group's cycle in order (the order is in the JSON).`,
    '',
    MIX_DESCRIPTION,
    '',
    'The groups:',
  ];
  for (const group of load.groups) {
    const perCycle = new Map<string, number>();
    for (const r of group.mix) perCycle.set(`${r.class}: ${r.label}`, (perCycle.get(`${r.class}: ${r.label}`) ?? 0) + 1);
    lines.push('', `${group.name}: ${group.connections} connection(s), a cycle of ${group.mix.length} request(s):`, '', ...[...perCycle].map(([label, n]) => `- ${n} × ${label}`));
  }
  lines.push(
    '',
    total,
    '',
    classes,
  );
  if (load.skipped.length) lines.push('', 'Left out of the mix (their first request or cycle did not answer 2xx):', '', ...load.skipped.map((s) => `- ${s.class} (${s.label}): ${s.reason}`));
  if (load.toleratedReasons.length) lines.push('', 'Documented non-2xx answers (counted apart):', '', ...load.toleratedReasons.map((r) => `- ${r}`));
  return lines.join('\n');
}

/** 'the API (pid 5368) and 19 PostgreSQL processes (the postmaster, 8 auxiliary, 10 client backends, 2 of them busy)'. */
/** An API process (api/src/server.ts); everything else killed is PostgreSQL's. */
const isApi = (command: string) => command.includes('api/src/server.ts');

export function describeKilled(killed: readonly { pid: number; command: string }[]): string {
  if (killed.length === 0) return 'nothing';
  // With --instances N, every API instance is killed with PostgreSQL: the first process is not the only API.
  const apis = killed.filter((p, index) => index === 0 || isApi(p.command));
  const postgres = killed.filter((p) => !apis.includes(p));
  const backends = postgres.filter((p) => /^postgres: \S+ \S+ \S+\(\d+\)/.test(p.command));
  const busy = backends.filter((p) => !/ idle$/.test(p.command.trim()));
  const postmaster = postgres.some((p) => !p.command.startsWith('postgres:'));
  const auxiliary = postgres.length - backends.length - (postmaster ? 1 : 0);
  const apiText = apis.length === 1 ? `the API (pid ${apis[0]!.pid})` : `${apis.length} API instances (pids ${apis.map((p) => p.pid).join(', ')})`;
  return (
    `${apiText} and ${postgres.length} PostgreSQL processes (${postmaster ? 'the postmaster, ' : 'no postmaster, '}` +
    `${auxiliary} auxiliary, ${backends.length} client backends, ${busy.length} of them busy)`
  );
}

function durabilitySection(d: DurabilityResult): string {
  return [
    `${d.writers} concurrent writers: ${d.write}. After ${(d.killAfterMs / 1000).toFixed(1)} s of writes, SIGKILL at once to ` +
      `${describeKilled(d.killed)} — as in a crash of the machine — then the API restarted on the same data folder ` +
      '(PostgreSQL recovers from its WAL) and the rows looked up in PostgreSQL directly.',
    '',
    table(
      ['attempted', 'answered 2xx (committed)', 'answered non-2xx', 'no answer (in flight at the kill)', 'found after restart', 'lost', 'no answer but stored', 'restart to healthy', 'write after restart'],
      [
        [
          String(d.attempted),
          String(d.committed),
          String(d.rejected),
          `${d.unanswered}${d.refused ? ` (+${d.refused} refused, API down)` : ''}`,
          String(d.found),
          String(d.lostCount),
          String(d.foundUnanswered),
          `${(d.restartMs / 1000).toFixed(1)} s`,
          d.writeAfterRestart ? 'ok' : 'failed',
        ],
      ],
    ),
    ...(d.restartError ? ['', `The API did not come back on its data folder: ${d.restartError}`] : []),
    ...(d.lost.length ? ['', `Lost (first ${d.lost.length}): ${d.lost.join(', ')}`] : []),
  ].join('\n');
}

const MARK = (passed: boolean | null) => (passed === null ? '➖ not measured' : passed ? '✅ passed' : '❌ failed');

export function renderReliabilityMarkdown(run: ReliabilityRun, verdict: Verdict = evaluate(run)): string {
  return [
    `# Reliability ${run.startedAt}: ${verdict.passed ? 'passed' : 'FAILED'}`,
    '',
    `Machine: ${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node} (${run.machine.platform}). ` +
      (run.instances
        ? `${run.instances.count} API instances behind HAProxy on ${run.origin}, on one embedded PostgreSQL in a throw-away folder.`
        : `Shop started like \`npm start\` on ${run.origin} with its own embedded PostgreSQL in a throw-away folder.`),
    '',
    '## Checks (issue 6 point 4)',
    '',
    table(['check', 'target', 'actual', 'result'], verdict.checks.map((c) => [c.check, c.target, c.actual, MARK(c.passed)])),
    '',
    ...phaseSection('(a) Mixed load', run.load && loadSection(run.load), 'load'),
    '',
    ...phaseSection('(b) Durability: SIGKILL mid-write and restart', run.durability && durabilitySection(run.durability), 'durability'),
    '',
    '## (c) A hanging remote',
    '',
    `Covered by the end-to-end journeys, not here: \`${RESILIENCE_SPEC}\` — "a remote that hangs is timed out and the page ` +
      'stays usable" (and a remote answering 500, and each remote switched off by its flag).',
    ...(run.instances ? ['', ...instancesSection(run)] : []),
    ...notesSection(run.notes),
    '',
  ].join('\n');
}

export function renderReliabilityJson(run: ReliabilityRun, verdict: Verdict = evaluate(run)): string {
  return `${JSON.stringify({ ...run, passed: verdict.passed, checks: verdict.checks, hangingRemote: RESILIENCE_SPEC }, null, 2)}\n`;
}
