/** The budgets of architecture §6 and the comparison of one run against them (pure). */
import type { BenchRun, BudgetCheck, BudgetStatus, LighthousePage, LighthouseRun, LoadResult, LoadSkipped, PageWeight } from './types.ts';

export const BUDGETS = {
  /** Search and listing p95 under 20 concurrent connections, in ms. */
  apiP95Ms: 25,
  apiConnections: 20,
  /** The data volume the API budget is stated for. */
  apiProducts: 50_000,
  /** First-load JavaScript of a product page, gzip; KB read as 1000 bytes (the stricter reading). */
  productPageJsBytes: 200_000,
  /** Lighthouse mobile, median of the runs, on the home, a product list and a product page. */
  lighthouse: {
    performance: 95,
    lcpMs: 2_000,
    tbtMs: 150,
    cls: 0.05,
    accessibility: 95,
  },
} as const;

export const LIGHTHOUSE_PAGES = ['home', 'product-list', 'product-page'] as const;

export function isSkipped(load: LoadResult | LoadSkipped): load is LoadSkipped {
  return 'skipped' in load;
}

/** Nearest-rank percentile of already sorted values; 0 for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const formatMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const formatCls = (cls: number) => cls.toFixed(3);

/** One Lighthouse budget: what it reads from a run, its limit, and which way is better. */
interface LighthouseBudget {
  metric: 'performance' | 'LCP' | 'TBT' | 'CLS' | 'accessibility';
  read: (run: LighthouseRun) => number | null;
  limit: number;
  /** 'min': the value must be at least the limit (scores); 'max': at most (times, shift). */
  kind: 'min' | 'max';
  format: (value: number) => string;
}

const L = BUDGETS.lighthouse;
export const LIGHTHOUSE_BUDGETS: LighthouseBudget[] = [
  { metric: 'performance', read: (r) => r.performance, limit: L.performance, kind: 'min', format: String },
  { metric: 'LCP', read: (r) => r.lcpMs, limit: L.lcpMs, kind: 'max', format: formatSeconds },
  { metric: 'TBT', read: (r) => r.tbtMs, limit: L.tbtMs, kind: 'max', format: (ms) => `${Math.round(ms)} ms` },
  { metric: 'CLS', read: (r) => r.cls, limit: L.cls, kind: 'max', format: formatCls },
  { metric: 'accessibility', read: (r) => r.accessibility, limit: L.accessibility, kind: 'min', format: String },
];

/** met / missed of one metric of one run; 'not measured' when the run has no value for it. */
export function lighthouseStatus(budget: LighthouseBudget, run: LighthouseRun | null): BudgetStatus {
  const value = run ? budget.read(run) : null;
  if (value === null) return 'not measured';
  return (budget.kind === 'min' ? value >= budget.limit : value <= budget.limit) ? 'met' : 'missed';
}

function lighthouseChecks(pages: LighthousePage[] | undefined, runsPerPage: number): BudgetCheck[] {
  return LIGHTHOUSE_PAGES.flatMap((name) => {
    const page = pages?.find((p) => p.name === name);
    return LIGHTHOUSE_BUDGETS.map((budget): BudgetCheck => {
      const check = {
        budget: `Lighthouse ${name}: ${budget.metric}`,
        target: `${budget.kind === 'min' ? '≥' : '≤'} ${budget.format(budget.limit)}`,
      };
      if (!pages) return { ...check, actual: 'Lighthouse not run (--no-lighthouse)', status: 'not measured' };
      if (!page) return { ...check, actual: 'page not measured', status: 'not measured' };
      if (!page.median) {
        const why = page.runs.find((run) => run.error)?.error ?? 'no run scored';
        return { ...check, actual: `no scored run: ${why}`, status: 'not measured' };
      }
      const value = budget.read(page.median);
      const scored = page.runs.filter((run) => run.performance !== null && !run.error).length;
      const of = scored === runsPerPage ? `median of ${scored}` : `median of ${scored} scored of ${page.runs.length}`;
      return { ...check, actual: value === null ? 'no value' : `${budget.format(value)} (${of})`, status: lighthouseStatus(budget, page.median) };
    });
  });
}

function apiCheck(load: LoadResult | LoadSkipped, products: number | null): BudgetCheck {
  const budget = `API ${load.name}: p95 ≤ ${BUDGETS.apiP95Ms} ms at ${BUDGETS.apiConnections} connections, zero errors`;
  const target = `≤ ${BUDGETS.apiP95Ms} ms, 0 errors, ${BUDGETS.apiProducts.toLocaleString('en')} products`;
  if (isSkipped(load)) return { budget, target, actual: load.skipped, status: 'not measured' };
  const failures = load.errors + load.non2xx;
  const actual = `p95 ${formatMs(load.p95)}, ${failures} errors/non-2xx, ${products?.toLocaleString('en') ?? '?'} products`;
  // A run on a smaller catalogue or with fewer connections says nothing about the budget.
  if (products === null || products < BUDGETS.apiProducts || load.connections < BUDGETS.apiConnections) {
    return { budget, target, actual, status: 'not measured' };
  }
  const met = load.p95 <= BUDGETS.apiP95Ms && failures === 0 && load.requests > 0;
  return { budget, target, actual, status: met ? 'met' : 'missed' };
}

function productPageCheck(page: PageWeight | undefined): BudgetCheck {
  const budget = 'Product page first-load JavaScript (shell + remote chunks), gzip';
  const target = `≤ ${formatKb(BUDGETS.productPageJsBytes)}`;
  if (!page || page.error || page.total.files === 0) {
    return { budget, target, actual: page?.error ?? 'not loaded', status: 'not measured' };
  }
  const status = page.total.gzipBytes <= BUDGETS.productPageJsBytes ? 'met' : 'missed';
  const split = `shell ${formatKb(page.split.shell.gzipBytes)}, remotes ${formatKb(page.split.remote.gzipBytes)}, shared ${formatKb(page.split.shared.gzipBytes)}`;
  return { budget, target, actual: `${formatKb(page.total.gzipBytes)} in ${page.total.files} files (${split})`, status };
}

/** One line per §6 budget the bench measures; Lighthouse: one line per page and metric. */
export function checkBudgets(run: BenchRun): BudgetCheck[] {
  const api = run.load.filter((load) => load.kind === 'listing' || load.kind === 'search').map((load) => apiCheck(load, run.products));
  return [
    ...api,
    productPageCheck(run.pages.find((page) => page.name === 'product-page')),
    ...lighthouseChecks(run.lighthouse?.pages, run.lighthouse?.runsPerPage ?? 0),
  ];
}
