/**
 * Issue 18 §5, "one instance killed with SIGKILL mid-load loses no committed order and the load
 * continues through the other": runs beside the mixed load. Order writers post through HAProxy
 * from the start; at `killAtSeconds` the last instance gets SIGKILL (the API process only, not
 * PostgreSQL), then it is started again; once the load is over the writers stop and every order
 * answered 2xx is looked up in the database. HAProxy's counters say where the requests went.
 */
import type { CheckoutIngredients } from './checkout-cycle.ts';
import { instanceName, type Cluster } from './cluster.ts';
import type { StatRow } from './haproxy.ts';
import type { InstanceKill, InstanceOrders, InstanceTraffic } from './instances-types.ts';
import { checkOrders, noOrders, startOrderWriters } from './order-writers.ts';

export interface KillSettings {
  /** Resolves when the mixed load is over (or at once without a load: then the writers run `durationSeconds`). */
  loadDone: Promise<unknown>;
  durationSeconds: number;
  killAtSeconds: number;
  writers: number;
  checkout: CheckoutIngredients | null;
  brandId: number;
  say: (line: string) => void;
}

export interface KillOutcome {
  kill?: InstanceKill;
  orders?: InstanceOrders;
  traffic: InstanceTraffic[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (rows: StatRow[], pxname: string, svname: string) => rows.find((r) => r.pxname === pxname && r.svname === svname);
const stot = (rows: StatRow[], pxname: string, svname: string) => row(rows, pxname, svname)?.stot ?? 0;
/** HTTP requests the frontend received (its stot counts client connections, which the load keeps open). */
const requests = (rows: StatRow[]) => row(rows, 'shop', 'FRONTEND')?.req_tot ?? 0;

export async function killDuringLoad(cluster: Cluster, settings: KillSettings): Promise<KillOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const prefix = `rel-order-${Date.now().toString(36)}-`;
  const writers = settings.checkout ? startOrderWriters(cluster.origin, settings.checkout, settings.brandId, settings.writers, prefix) : null;
  if (!writers) settings.say('instances: no signed-in shopper with addresses: no order writers');
  const start = await cluster.balancer.stats();

  await sleep(settings.killAtSeconds * 1000);
  const victim = cluster.instances.length - 1;
  const name = instanceName(victim);
  const beforeKill = await cluster.balancer.stats();
  const committedBeforeKill = writers?.committedSoFar() ?? 0;
  const killedAt = seconds();
  const killed = await cluster.instances[victim]!.crash();
  settings.say(`instances: SIGKILL to ${name} (pid ${killed.map((p) => p.pid).join(', ')}) ${killedAt.toFixed(1)} s into the load; ${committedBeforeKill} orders answered 2xx before`);

  // The load carries on through the others meanwhile; then the killed instance comes back.
  await sleep(1_000);
  let restart: InstanceKill['restart'];
  let atRestart: StatRow[] | null = null;
  try {
    await cluster.restart(victim);
    atRestart = await cluster.balancer.stats();
    restart = { healthyAfterSeconds: seconds() - killedAt, servedAfter: 0 };
    settings.say(`instances: ${name} healthy again ${restart.healthyAfterSeconds.toFixed(1)} s after the kill`);
  } catch (error) {
    restart = { error: error instanceof Error ? error.message : String(error) };
    settings.say(`instances: ${name} did not come back: ${restart.error}`);
  }

  await settings.loadDone;
  const left = settings.durationSeconds - seconds();
  if (left > 0) await sleep(left * 1000);
  const writes = await writers?.stop();
  // Health checks put a restarted server back after 2 good checks: its share is read at the very end.
  const end = await cluster.balancer.stats();
  if (restart && 'healthyAfterSeconds' in restart && atRestart) restart.servedAfter = stot(end, 'api', name) - stot(atRestart, 'api', name);

  const backend = (rows: StatRow[]) => row(rows, 'api', 'BACKEND');
  const delta = (field: 'wretr' | 'wredis' | 'econ' | 'eresp') => (backend(end)?.[field] ?? 0) - (backend(start)?.[field] ?? 0);
  const servers = cluster.ports.map((port, index) => ({ name: instanceName(index), port }));
  const traffic = servers.map((server) => ({ ...server, beforeKill: stot(beforeKill, 'api', server.name), atEnd: stot(end, 'api', server.name) }));
  const kill: InstanceKill = {
    atSeconds: killedAt,
    instance: name,
    port: cluster.ports[victim]!,
    killed,
    requestsBefore: requests(beforeKill) - requests(start),
    requestsAfter: requests(end) - requests(beforeKill),
    survivorsAfter: traffic.filter((t) => t.name !== name).reduce((sum, t) => sum + t.atEnd - t.beforeKill, 0),
    retried: delta('wretr'),
    redispatched: delta('wredis'),
    connectionErrors: delta('econ'),
    responseErrors: delta('eresp'),
    balancer5xx: (row(end, 'shop', 'FRONTEND')?.hrsp_5xx ?? 0) - (row(start, 'shop', 'FRONTEND')?.hrsp_5xx ?? 0),
    restart,
  };
  if (!writes || !settings.checkout) {
    return { kill, traffic, orders: { ...noOrders(settings.writers), error: 'no signed-in shopper with addresses and a basket line: no order written' } };
  }
  const check = await checkOrders(cluster.databaseUrl, prefix, writes);
  const orders: InstanceOrders = {
    writers: writes.writers,
    attempted: writes.attempted,
    committed: writes.committed.length,
    committedBeforeKill,
    rejected: writes.rejected,
    unanswered: writes.unanswered.length,
    clientRetries: writes.clientRetries,
    statuses: writes.statuses,
    found: check.found,
    lost: check.lost.slice(0, 20),
    lostCount: check.lost.length,
    duplicated: check.duplicated.slice(0, 20),
    duplicatedCount: check.duplicated.length,
    mismatchedCount: check.mismatched.length,
    foundUnanswered: check.foundUnanswered,
  };
  settings.say(`instances: ${orders.committed} orders answered 2xx, ${orders.found} found, ${orders.lostCount} lost, ${orders.duplicatedCount} duplicated`);
  return { kill, orders, traffic };
}
