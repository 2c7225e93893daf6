/** The budgets of architecture §6 and the comparison of one run against them (pure). */
import type { BenchRun, BudgetCheck, LoadResult, LoadSkipped, PageWeight } from './types.ts';

export const BUDGETS = {
  /** Search and listing p95 under 20 concurrent connections, in ms. */
  apiP95Ms: 25,
  apiConnections: 20,
  /** The data volume the API budget is stated for. */
  apiProducts: 50_000,
  /** First-load JavaScript of a product page, gzip; KB read as 1000 bytes (the stricter reading). */
  productPageJsBytes: 200_000,
} as const;

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
  return { budget, target, actual: `${formatKb(page.total.gzipBytes)} in ${page.total.files} files`, status };
}

/** One line per §6 budget the bench measures; Lighthouse is named but not run here. */
export function checkBudgets(run: BenchRun): BudgetCheck[] {
  const api = run.load.filter((load) => load.kind === 'listing' || load.kind === 'search').map((load) => apiCheck(load, run.products));
  return [
    ...api,
    productPageCheck(run.pages.find((page) => page.name === 'product-page')),
    {
      budget: 'Lighthouse mobile (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, a11y ≥ 95)',
      target: 'see architecture §6',
      actual: 'Lighthouse is not part of this bench',
      status: 'not measured',
    },
  ];
}
