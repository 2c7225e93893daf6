/** Command-line options of `npm run reliability` (pure: parsed from argv, no side effects). */
import { parseArgs } from 'node:util';

export const RELIABILITY_PORT = 8380;
export const RELIABILITY_PG_PORT = 55470;

export interface ReliabilityOptions {
  help: boolean;
  /** Seconds of the mixed load (issue 6: 60). */
  durationSeconds: number;
  /** Concurrent connections of the mixed load (issue 6: 50). */
  connections: number;
  load: boolean;
  durability: boolean;
  /** Concurrent writers during the durability check. */
  writers: number;
  /** Seconds of writes before the SIGKILL. */
  killAfterSeconds: number;
  /** Keep the throw-away data folder (for a post-mortem). */
  keep: boolean;
}

export const USAGE = `Usage: npm run reliability [-- options]

Starts the shop like \`npm start\` (the production build served by the API, its own embedded
PostgreSQL in a throw-away folder) on http://localhost:${RELIABILITY_PORT} (PostgreSQL port ${RELIABILITY_PG_PORT}), then:
  (a) load: autocannon, 50 connections for 60 s — 46 browse, search, price a basket and load the
      home page, 2 sign in (demo@trama.shop), 2 check out as that shopper (order, payment session,
      sandbox payment with the refused card, failed page) — passes with 0 errors and 0 non-2xx
      answers (documented exceptions apart);
  (b) durability: newsletter subscriptions written by concurrent writers, the API and its
      PostgreSQL killed with SIGKILL mid-run, restarted on the same data folder; passes when
      every write answered 2xx before the kill is in the database;
  (c) a hanging remote is covered by the journeys (e2e/tests/resilience.spec.ts), not here.
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
  --keep              keep the throw-away data folder
  -h, --help          print this text
`;

function positive(value: string | undefined, fallback: number, name: string, integer = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got '${value}'`);
  if (integer && !Number.isInteger(n)) throw new Error(`--${name} must be a whole number, got '${value}'`);
  return n;
}

export function parseReliabilityArgs(argv: string[]): ReliabilityOptions {
  const { values } = parseArgs({
    args: argv,
    allowNegative: true,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      duration: { type: 'string' },
      connections: { type: 'string' },
      load: { type: 'boolean', default: true },
      durability: { type: 'boolean', default: true },
      writers: { type: 'string' },
      'kill-after': { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  return {
    help: values.help,
    durationSeconds: positive(values.duration, 60, 'duration'),
    connections: positive(values.connections, 50, 'connections', true),
    load: values.load,
    durability: values.durability,
    writers: positive(values.writers, 16, 'writers', true),
    killAfterSeconds: positive(values['kill-after'], 4, 'kill-after'),
    keep: values.keep,
  };
}
