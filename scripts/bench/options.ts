/** Command-line options of `npm run bench` (pure: parsed from argv, no side effects). */
import { parseLoadRunArgs, positiveOption, type LoadRunOptions } from '../lib/run-options.ts';

export const BENCH_PORT = 8280;
export const BENCH_PG_PORT = 55460;
/** Products of the default bench catalogue: the size the API budgets are stated for (issue 18). */
export const BENCH_CATALOGUE_SIZE = 50_000;
/** The API's own limit on CATALOGUE_SIZE (api/src/db/seed/catalogue/index.ts). */
export const MAX_BENCH_PRODUCTS = 1_000_000;
/** Untimed load before each timed one, so the numbers are of a warm server; the page render warms its caches longer. */
export const API_WARM_UP_SECONDS = 2;
export const PAGE_WARM_UP_SECONDS = 5;

export interface BenchOptions extends LoadRunOptions {
  pages: boolean;
  /** Throw the bench database away even when it already holds the full catalogue. */
  fresh: boolean;
  lighthouse: boolean;
  /** Lighthouse runs per page; the report keeps the median (by performance score). */
  lighthouseRuns: number;
  /** Products of the catalogue seeded and measured (issue 18 §3: 5,000, 50,000, 500,000); one database per size. */
  products: number;
  /** The first-use phase (issue 30 §6): the first tap on Lighthouse's mobile profile, cold cache. */
  firstTap: boolean;
  /** Rounds of the first-use phase; each figure's runs and median are reported (default 3). */
  firstTapRuns: number;
}

/** The phases `--only` can pick: the others are skipped. */
export const PHASES = ['load', 'pages', 'lighthouse', 'first-tap'] as const;
export type Phase = (typeof PHASES)[number];

export const USAGE = `Usage: npm run bench [-- options]

Starts its own API on http://localhost:${BENCH_PORT} with an embedded PostgreSQL in bench/tmp/pg-<products>
(port ${BENCH_PG_PORT}, seeded once with --products products, kept between runs), loads the API with
autocannon (the search target rotates thousands of distinct phrases made of the catalogue's own
words, typos and accents included, none repeated), weighs the answers (cards against full products,
raw, gzip and brotli) and renders the product page's HTML under load, weighs the first-load
JavaScript of the production build in Chromium (shell / remote / shared), runs Lighthouse (mobile
preset) on the home, a product list, a product page and a static floor page (the product page's LCP
image alone), compares with the budgets of architecture §6 and issue 18 and writes
bench/results/<date>.md, .json, latest.md and the cost curve over the catalogue sizes measured
(cost-curve.md, .json). A missed budget never fails the command; only a broken bench does.

Options:
  --connections <n>      concurrent connections per load target (default 20)
  --duration <s>         seconds per load target (default 10)
  --no-load              skip the API and server-render load
  --no-pages             skip the JavaScript weighing
  --no-lighthouse        skip Lighthouse
  --lighthouse-runs <n>  Lighthouse runs per page; the median run is reported (default 3)
  --no-first-tap         skip the first-use phase (issue 30: the first tap on Lighthouse's mobile
                         profile, DevTools throttling, cold cache, and a first visit on Slow 3G)
  --first-tap-runs <n>   rounds of the first-use phase; each figure's runs and median (default 3)
  --only <phase>         run only this phase (${PHASES.join(', ')}); repeatable, e.g.
                         \`--only first-tap\` to iterate on the first tap in about 3 minutes
  --products <n>         products in the catalogue: 5000, 50000, 500000… (default ${BENCH_CATALOGUE_SIZE}, at most
                         ${MAX_BENCH_PRODUCTS}); each size keeps its own database (seeding 500,000 takes minutes)
  --fresh                delete bench/tmp/pg-<products> first (reseeds: takes minutes)
  -h, --help             print this text
`;

/** --products: a whole number of products, 1..MAX_BENCH_PRODUCTS ('50,000' and '50_000' read too). */
function catalogueSize(value: string | undefined): number {
  const n = positiveOption(value?.replace(/[,_]/g, ''), BENCH_CATALOGUE_SIZE, 'products', true);
  if (n > MAX_BENCH_PRODUCTS) throw new Error(`--products must be at most ${MAX_BENCH_PRODUCTS}, got '${value}'`);
  return n;
}

/** --only a --only b: the phases named, or null when --only was not given. */
function onlyPhases(values: string[] | undefined): Set<Phase> | null {
  if (!values?.length) return null;
  const names = values.flatMap((value) => value.split(',')).map((name) => name.trim());
  for (const name of names) {
    if (!(PHASES as readonly string[]).includes(name)) throw new Error(`--only takes ${PHASES.join(', ')}; got '${name}'`);
  }
  return new Set(names as Phase[]);
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const values = parseLoadRunArgs(argv, {
    pages: { type: 'boolean', default: true },
    fresh: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: true },
    'lighthouse-runs': { type: 'string' },
    products: { type: 'string' },
    'first-tap': { type: 'boolean', default: true },
    'first-tap-runs': { type: 'string' },
    only: { type: 'string', multiple: true },
  });
  const only = onlyPhases(values.only);
  const on = (phase: Phase, flag: boolean) => (only ? only.has(phase) : flag);
  return {
    help: values.help,
    connections: Math.round(positiveOption(values.connections, 20, 'connections')),
    durationSeconds: positiveOption(values.duration, 10, 'duration'),
    load: on('load', values.load),
    pages: on('pages', values.pages),
    fresh: values.fresh,
    lighthouse: on('lighthouse', values.lighthouse),
    lighthouseRuns: positiveOption(values['lighthouse-runs'], 3, 'lighthouse-runs', true),
    products: catalogueSize(values.products),
    firstTap: on('first-tap', values['first-tap']),
    firstTapRuns: positiveOption(values['first-tap-runs'], 3, 'first-tap-runs', true),
  };
}
