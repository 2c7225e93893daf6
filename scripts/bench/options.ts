/** Command-line options of `npm run bench` (pure: parsed from argv, no side effects). */
import { parseArgs } from 'node:util';

export const BENCH_PORT = 8280;
export const BENCH_PG_PORT = 55460;
export const BENCH_CATALOGUE_SIZE = 50_000;
/** Untimed load before each timed one, so the numbers are of a warm server; the page render warms its caches longer. */
export const API_WARM_UP_SECONDS = 2;
export const PAGE_WARM_UP_SECONDS = 5;

export interface BenchOptions {
  help: boolean;
  connections: number;
  durationSeconds: number;
  load: boolean;
  pages: boolean;
  /** Throw the bench database away even when it already holds the full catalogue. */
  fresh: boolean;
  lighthouse: boolean;
  /** Lighthouse runs per page; the report keeps the median (by performance score). */
  lighthouseRuns: number;
}

export const USAGE = `Usage: npm run bench [-- options]

Starts its own API on http://localhost:${BENCH_PORT} with an embedded PostgreSQL in bench/tmp/pg
(port ${BENCH_PG_PORT}, seeded once with ${BENCH_CATALOGUE_SIZE.toLocaleString('en')} products, kept between runs), loads the API with
autocannon and renders the product page's HTML under load, weighs the first-load JavaScript of the
production build in Chromium (shell / remote / shared), runs Lighthouse (mobile preset) on the home,
a product list, a product page and a static floor page (the product page's LCP image alone),
compares with the budgets of architecture §6 and writes bench/results/<date>.md, .json and latest.md.
A missed budget never fails the command; only a broken bench does.

Options:
  --connections <n>      concurrent connections per load target (default 20)
  --duration <s>         seconds per load target (default 10)
  --no-load              skip the API and server-render load
  --no-pages             skip the JavaScript weighing
  --no-lighthouse        skip Lighthouse
  --lighthouse-runs <n>  Lighthouse runs per page; the median run is reported (default 3)
  --fresh                delete bench/tmp/pg first (reseeds: takes minutes)
  -h, --help             print this text
`;

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got '${value}'`);
  return n;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const n = positive(value, fallback, name);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be a whole number, got '${value}'`);
  return n;
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    allowNegative: true,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      connections: { type: 'string' },
      duration: { type: 'string' },
      load: { type: 'boolean', default: true },
      pages: { type: 'boolean', default: true },
      fresh: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: true },
      'lighthouse-runs': { type: 'string' },
    },
  });
  return {
    help: values.help,
    connections: Math.round(positive(values.connections, 20, 'connections')),
    durationSeconds: positive(values.duration, 10, 'duration'),
    load: values.load,
    pages: values.pages,
    fresh: values.fresh,
    lighthouse: values.lighthouse,
    lighthouseRuns: positiveInteger(values['lighthouse-runs'], 3, 'lighthouse-runs'),
  };
}
