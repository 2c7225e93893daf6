/**
 * The mixed load: one autocannon run per group of connections, all at once; each connection
 * walks its group's cycle in order. Answers are told apart per request class: autocannon calls
 * the request's onResponse and then, in the same tick, emits 'response' with the latency, so the
 * class noted by the first is the second's.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { percentile } from '../bench/budgets.ts';
import { planRequests, type MixPlan } from './mix.ts';
import type { ClassResult, LoadPhaseResult, MixClass, MixRequest, MixSkipped } from './types.ts';

/** One answer: its class, status and latency (ms). */
export interface Answer {
  class: MixClass;
  status: number;
  ms: number;
}

/** The browsing classes, then the flows in the order a shopper meets them (issue 18 §6 flows last). */
export const CLASS_ORDER: MixClass[] = [
  'menu',
  'listing',
  'search',
  'product',
  'basket',
  'sign-in',
  'checkout',
  'page',
  'account',
  'returns',
  'contact',
  'store-search',
  'click-and-collect',
  'booking',
];

/** Per-class counts and latency percentiles (pure). */
export function summariseAnswers(mix: readonly MixRequest[], answers: readonly Answer[]): ClassResult[] {
  return CLASS_ORDER.filter((c) => mix.some((r) => r.class === c)).map((cls) => {
    const requests = mix.filter((r) => r.class === cls);
    const tolerated = new Set(requests.flatMap((r) => (r.tolerated ?? []).map((t) => t.status)));
    const mine = answers.filter((a) => a.class === cls);
    const latencies = mine.map((a) => a.ms).sort((a, b) => a - b);
    const statusCodes: Record<string, number> = {};
    let ok = 0;
    let toleratedCount = 0;
    for (const answer of mine) {
      statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
      if (answer.status >= 200 && answer.status < 300) ok += 1;
      else if (tolerated.has(answer.status)) toleratedCount += 1;
    }
    return {
      class: cls,
      perCycle: requests.length,
      responses: mine.length,
      ok,
      tolerated: toleratedCount,
      unexpected: mine.length - ok - toleratedCount,
      statusCodes,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    };
  });
}

interface GroupRun {
  result: AutocannonResult;
  answers: Answer[];
}

function runGroup(origin: string, requests: MixRequest[], connections: number, durationSeconds: number): Promise<GroupRun> {
  const answers: Answer[] = [];
  let lastClass: MixClass | null = null;
  const cycle: AutocannonRequest[] = requests.map((request) => ({
    method: request.method,
    path: request.path,
    headers: request.headers,
    body: request.body,
    // autocannon keeps one context per connection: the checkout passes its order and session ids
    // through it. The key must be absent (not undefined) on the other requests.
    ...(request.setup && {
      setupRequest: (prepared: AutocannonRequest, context: Record<string, unknown>) => ({ ...prepared, ...request.setup!(context) }),
    }),
    onResponse: (status: number, body: string, context: Record<string, unknown>) => {
      lastClass = request.class;
      try {
        request.capture?.(status, body, context);
      } catch {
        // An answer a capture cannot read leaves the context without it: the flow's next request
        // then fails on its own and is counted, rather than this hook stopping the whole load.
      }
    },
  }));
  return new Promise<GroupRun>((resolve, reject) => {
    const instance = autocannon({ url: origin, connections, duration: durationSeconds, timeout: 10, requests: cycle }, (error, result) =>
      error ? reject(error) : resolve({ result, answers }),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (lastClass) answers.push({ class: lastClass, status, ms });
      lastClass = null;
    });
    // autocannon stops itself after `duration`; this is the guard if a stuck server keeps it going.
    const guard = setTimeout(() => instance.stop(), (durationSeconds + 60) * 1000);
    instance.once('done', () => clearTimeout(guard));
  });
}

/** Every group at once, for the same duration; the numbers are of all the answers together. */
export async function runMixedLoad(origin: string, plan: MixPlan, skipped: MixSkipped[], durationSeconds: number): Promise<LoadPhaseResult> {
  const runs = await Promise.all(plan.groups.map((group) => runGroup(origin, group.requests, group.connections, durationSeconds)));
  const answers = runs.flatMap((run) => run.answers);
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const seconds = Math.max(...runs.map((run) => run.result.duration), 1e-9);
  const statusCodes: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, stat] of Object.entries(run.result.statusCodeStats)) statusCodes[code] = (statusCodes[code] ?? 0) + stat.count;
  }
  const mix = planRequests(plan);
  return {
    connections: plan.groups.reduce((sum, group) => sum + group.connections, 0),
    durationSeconds,
    groups: plan.groups.map((group) => ({ name: group.name, connections: group.connections, mix: group.requests.map((r) => ({ class: r.class, label: r.label })) })),
    skipped,
    requests: answers.length,
    requestsPerSecond: answers.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.result.timeouts, 0),
    non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    statusCodes,
    classes: summariseAnswers(mix, answers),
    toleratedReasons: [...new Set(mix.flatMap((r) => (r.tolerated ?? []).map((t) => `${r.class} ${t.status}: ${t.reason}`)))],
  };
}
