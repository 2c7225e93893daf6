/** Command-line options of `npm run reliability` (pure: parsed from argv, no side effects). */
import { parseLoadRunArgs, positiveOption, type LoadRunOptions } from '../lib/run-options.ts';

export const RELIABILITY_PORT = 8380;
export const RELIABILITY_PG_PORT = 55470;
/** Issue 18 §5: with --instances N, HAProxy answers on RELIABILITY_PORT and the instances on the ports after it. */
export const MAX_INSTANCES = 4;
export const instancePort = (index: number) => RELIABILITY_PORT + 1 + index;

/** The mixed load runs 60 s on 50 connections by default (issue 6). */
export interface ReliabilityOptions extends LoadRunOptions {
  durability: boolean;
  /** Concurrent writers during the durability check. */
  writers: number;
  /** Seconds of writes before the SIGKILL. */
  killAfterSeconds: number;
  /** Keep the throw-away data folder (for a post-mortem). */
  keep: boolean;
  /** API processes on one PostgreSQL behind HAProxy (issue 18 §5); 1 = the shop of `npm start`, no balancer. */
  instances: number;
}

export const USAGE = `Usage: npm run reliability [-- options]

Starts the shop like \`npm start\` (the production build served by the API, its own embedded
PostgreSQL in a throw-away folder) on http://localhost:${RELIABILITY_PORT} (PostgreSQL port ${RELIABILITY_PG_PORT}), then:
  (a) load: autocannon, 50 connections for 60 s — 37 browse, search, price a basket and load the
      home page; the others walk one shopper flow each (issue 18 §6): 2 sign in (demo@trama.shop),
      2 check out as that shopper (order, payment session, sandbox payment with the refused card,
      failed page), 2 account (profile, orders, an order's detail, addresses, receipts), 1 returns
      (buy one piece with the authorised card, return it, download the return form), 1 contact
      (subjects, captcha solved by the load, message), 2 store search (near a city, a postal code,
      a position; shops list), 2 click and collect (stores for the basket near Milano, pricing
      for a store pickup, order to that store, refused card), 1 booking (a personal-shopper slot,
      each booked once) — passes with 0 errors and 0 non-2xx answers (documented exceptions
      apart), every flow answered; the report gives each flow's p50/p95/p99 and errors;
  (b) durability: newsletter subscriptions written by concurrent writers, the API and its
      PostgreSQL killed with SIGKILL mid-run, restarted on the same data folder; passes when
      every write answered 2xx before the kill is in the database;
  (c) a hanging remote is covered by the journeys (e2e/tests/resilience.spec.ts), not here;
  (d) with --instances N (2..${MAX_INSTANCES}; issue 18 §5): one embedded PostgreSQL on its own, N API
      processes on ports ${instancePort(0)}.. and Debian's HAProxy in front on ${RELIABILITY_PORT} (installed by
      scripts/ensure-haproxy.sh when missing). (a) goes through HAProxy while 4 order writers post
      orders with Idempotency-Keys; a third into the load one instance gets SIGKILL and is started
      again; passes with 0 errors, every order answered 2xx in the database exactly once, answers
      after the kill; then the halves of an attack (captcha, idempotency key, revoked token) are
      sent to different instances, and (b) kills every instance and PostgreSQL at once.
Writes bench/results/reliability-<date>.md, .json and reliability-latest.md.
Exit code: 0 passed, 1 a check failed (errors, unexpected answers, a lost write),
2 bad options, 3 the run itself broke.

Options:
  --duration <s>      seconds of mixed load (default 60)
  --connections <n>   connections of the mixed load (default 50)
  --no-load           skip (a)
  --no-durability     skip (b)
  --writers <n>       concurrent writers in (b) (default 16)
  --kill-after <s>    seconds of writes before the SIGKILL (default 4)
  --instances <n>     API instances behind HAProxy, 1..${MAX_INSTANCES} (default 1: no balancer)
  --keep              keep the throw-away data folder
  -h, --help          print this text
`;

export function parseReliabilityArgs(argv: string[]): ReliabilityOptions {
  const values = parseLoadRunArgs(argv, {
    durability: { type: 'boolean', default: true },
    writers: { type: 'string' },
    'kill-after': { type: 'string' },
    keep: { type: 'boolean', default: false },
    instances: { type: 'string' },
  });
  const instances = positiveOption(values.instances, 1, 'instances', true);
  if (instances > MAX_INSTANCES) throw new Error(`--instances must be 1 to ${MAX_INSTANCES}, got '${values.instances}'`);
  return {
    help: values.help,
    durationSeconds: positiveOption(values.duration, 60, 'duration'),
    connections: positiveOption(values.connections, 50, 'connections', true),
    load: values.load,
    durability: values.durability,
    writers: positiveOption(values.writers, 16, 'writers', true),
    killAfterSeconds: positiveOption(values['kill-after'], 4, 'kill-after'),
    keep: values.keep,
    instances,
  };
}
