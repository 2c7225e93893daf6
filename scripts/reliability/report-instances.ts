/** The report section and the checks of a run with more than one API instance (issue 18 §5; pure). */
import type { InstanceKill, InstanceOrders, InstancesResult } from './instances-types.ts';
import type { ReliabilityRun, Verdict } from './types.ts';

const list = (items: string[], count: number) => (count === 0 ? '0' : `${count} (${items.join(', ')}${count > items.length ? ', …' : ''})`);

function restartLine(kill: InstanceKill): string {
  if (!kill.restart) return 'not restarted';
  if ('error' in kill.restart) return `did not come back: ${kill.restart.error}`;
  return `healthy again ${kill.restart.healthyAfterSeconds.toFixed(1)} s after the kill, then served ${kill.restart.servedAfter} requests`;
}

function ordersLines(orders: InstanceOrders): string[] {
  if (orders.error) return [`Order writers: ${orders.error}.`];
  const statuses = Object.entries(orders.statuses).map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`).join(', ');
  return [
    `${orders.writers} order writers through HAProxy (POST /api/external-secured/orders/create, an Idempotency-Key per order, the key also stored as the order's browserId), looked up in the orders table after the load:`,
    '',
    '| attempted | answered 2xx | of them before the kill | refused (4xx) | unanswered | resent by the writers | found | lost | duplicated | other order | unanswered found |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${orders.attempted} | ${orders.committed} | ${orders.committedBeforeKill} | ${orders.rejected} | ${orders.unanswered} | ${orders.clientRetries} | ${orders.found} | ${orders.lostCount} | ${orders.duplicatedCount} | ${orders.mismatchedCount} | ${orders.foundUnanswered} |`,
    '',
    `Statuses: ${statuses || 'none'}.`,
  ];
}

/** Markdown lines of the "more than one instance" section; empty when the run had one instance. */
export function instancesSection(run: ReliabilityRun): string[] {
  const result: InstancesResult | undefined = run.instances;
  if (!result) return [];
  const lines = [
    '## (d) More than one instance (issue 18 §5)',
    '',
    `${result.count} API instances (\`api/src/server.ts\`, ports ${result.ports.join(', ')}) on one PostgreSQL, behind ${result.balancer.software} on port ${result.balancer.port} ` +
      '(roundrobin, health checks GET /api/health every 500 ms, fall 2 rise 2, 3 s to answer; `retry-on conn-failure empty-response response-timeout`, `retries 3`, `option redispatch 1`, `option http-buffer-request`). ' +
      'The mixed load (a) went through HAProxy.',
  ];
  const kill = result.kill;
  if (kill) {
    lines.push(
      '',
      `**The kill:** SIGKILL to ${kill.instance} (port ${kill.port}; ${kill.killed.map((p) => `pid ${p.pid} ${p.command}`).join(', ')}) ${kill.atSeconds.toFixed(1)} s into the load, PostgreSQL left running; ${restartLine(kill)}.`,
      '',
      '| requests before the kill | after it | answered by the others after it | retried by HAProxy | redispatched | connection errors | response errors | 5xx to clients |',
      '|---|---|---|---|---|---|---|---|',
      `| ${kill.requestsBefore} | ${kill.requestsAfter} | ${kill.survivorsAfter} | ${kill.retried} | ${kill.redispatched} | ${kill.connectionErrors} | ${kill.responseErrors} | ${kill.balancer5xx} |`,
    );
  }
  if (result.traffic.length) {
    lines.push('', '| instance | requests before the kill | at the end |', '|---|---|---|');
    for (const t of result.traffic) lines.push(`| ${t.name} (port ${t.port}) | ${t.beforeKill} | ${t.atEnd} |`);
  }
  if (result.orders) lines.push('', ...ordersLines(result.orders));
  if (result.attackHalves.length) {
    lines.push(
      '',
      '### Attack halves across instances',
      '',
      'Each attack sent in two halves to two instances (their own ports): the second must be stopped by what the first left in PostgreSQL. ' +
        'The rate limit half is in api/test/security/cross-instance.test.ts (the run raises the limits for its load).',
      '',
      '| attack | first half | second half | held |',
      '|---|---|---|---|',
      ...result.attackHalves.map((h) => `| ${h.attack} | ${h.first} | ${h.second} | ${h.held ? 'yes' : '❌ no'} |`),
    );
  }
  return lines;
}

/** Checks of the multi-instance run, appended to the verdict's. */
export function instancesChecks(run: ReliabilityRun): Verdict['checks'] {
  const result = run.instances;
  if (!result) return [];
  const checks: Verdict['checks'] = [];
  const orders = result.orders;
  if (orders) {
    const usable = !orders.error && orders.committed > 0;
    checks.push(
      {
        check: 'Instances: orders answered 2xx lost after the kill',
        target: '0',
        actual: orders.error ?? (orders.committed === 0 ? 'no order answered 2xx' : list(orders.lost, orders.lostCount)),
        passed: usable && orders.lostCount === 0 && orders.mismatchedCount === 0,
      },
      {
        check: 'Instances: orders written twice (one Idempotency-Key, two orders)',
        target: '0',
        actual: orders.error ? 'not measured' : list(orders.duplicated, orders.duplicatedCount),
        passed: orders.error ? null : orders.duplicatedCount === 0,
      },
    );
  }
  const kill = result.kill;
  if (kill) {
    checks.push({
      check: 'Instances: the load continued through the others after the kill',
      target: '> 0 answers',
      actual: `${kill.survivorsAfter} answers after the kill`,
      passed: kill.survivorsAfter > 0,
    });
    checks.push({
      check: 'Instances: 5xx sent by HAProxy (requests no instance answered)',
      target: '0',
      actual: `${kill.balancer5xx} (${kill.retried} retried, ${kill.redispatched} redispatched)`,
      passed: kill.balancer5xx === 0,
    });
  }
  if (result.attackHalves.length) {
    const failed = result.attackHalves.filter((h) => !h.held);
    checks.push({
      check: 'Instances: attack halves sent to different instances are stopped',
      target: 'all held',
      actual: failed.length ? `not held: ${failed.map((h) => `${h.attack} (${h.second})`).join('; ')}` : `${result.attackHalves.length} of ${result.attackHalves.length} held`,
      passed: failed.length === 0,
    });
  }
  return checks;
}
