/**
 * The cost curve (issue 18 §3): listing, filtered listing, search and product p95 for each catalogue
 * size measured, from the latest bench result of each size, and the 500,000 ÷ 50,000 ratio against
 * the 1.5× budget. Pure except readCurvePoints / writeCostCurve, which read and write bench/results.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUDGETS, curveOf, formatMs, formatRatio, isSkipped, type ScaleBaseline } from './budgets.ts';
import type { BenchRun, BudgetStatus, CurveMetric } from './types.ts';

export const CURVE_METRICS: readonly CurveMetric[] = ['listing', 'filtered listing', 'search', 'product'];

/** One run's place on the curve. */
export interface CurvePoint {
  /** Products asked for (--products). */
  size: number;
  /** Products the database held. */
  products: number | null;
  startedAt: string;
  /** Result file (bench/results/…json) it comes from. */
  file: string;
  connections: number | null;
  p95: Partial<Record<CurveMetric, number>>;
  /** Errors + non-2xx per metric: a p95 of failing requests is no figure. */
  failures: Partial<Record<CurveMetric, number>>;
}

export interface CurveRatio {
  metric: CurveMetric;
  at50k: number | null;
  at500k: number | null;
  ratio: number | null;
  status: BudgetStatus;
}

export interface CostCurve {
  points: CurvePoint[];
  ratios: CurveRatio[];
}

/** A run's point, or null for a run made before `--products` (its search figure was a cache hit rate) or without load. */
export function curvePointOf(run: BenchRun, file: string): CurvePoint | null {
  if (typeof run.catalogueSize !== 'number') return null;
  const point: CurvePoint = { size: run.catalogueSize, products: run.products, startedAt: run.startedAt, file, connections: null, p95: {}, failures: {} };
  for (const load of run.load) {
    const metric = curveOf(load);
    if (!metric || isSkipped(load) || load.requests === 0) continue;
    point.p95[metric] = load.p95;
    point.failures[metric] = load.errors + load.non2xx;
    point.connections ??= load.connections;
  }
  return Object.keys(point.p95).length ? point : null;
}

/** The latest point of each size, smallest size first. */
export function latestPerSize(points: readonly CurvePoint[]): CurvePoint[] {
  const latest = new Map<number, CurvePoint>();
  for (const point of points) {
    const kept = latest.get(point.size);
    if (!kept || point.startedAt > kept.startedAt) latest.set(point.size, point);
  }
  return [...latest.values()].sort((a, b) => a.size - b.size);
}

/** The figures a run of `size` products is held to: the latest 50,000 run's, for a 500,000 run. */
export function baselineFor(size: number, points: readonly CurvePoint[]): ScaleBaseline | null {
  if (size < BUDGETS.scaleProducts) return null;
  const at50k = latestPerSize(points).find((point) => point.size === BUDGETS.apiProducts);
  return at50k ? { startedAt: at50k.startedAt, p95: at50k.p95 } : null;
}

export function buildCostCurve(points: readonly CurvePoint[]): CostCurve {
  const latest = latestPerSize(points);
  const small = latest.find((point) => point.size === BUDGETS.apiProducts);
  const large = latest.find((point) => point.size === BUDGETS.scaleProducts);
  const ratios = CURVE_METRICS.map((metric): CurveRatio => {
    const at50k = small?.p95[metric] ?? null;
    const at500k = large?.p95[metric] ?? null;
    const ratio = at50k && at500k !== null ? at500k / at50k : null;
    return { metric, at50k, at500k, ratio, status: ratio === null ? 'not measured' : ratio <= BUDGETS.scaleRatio ? 'met' : 'missed' };
  });
  return { points: latest, ratios };
}

const MARK: Record<BudgetStatus, string> = { met: '✅ met', missed: '❌ missed', 'not measured': '➖ not measured' };
const cell = (ms: number | undefined | null, failures?: number) =>
  typeof ms === 'number' ? `${formatMs(ms)}${failures ? ` (${failures} errors)` : ''}` : '—';

export function renderCostCurveMarkdown(curve: CostCurve, writtenAt: string): string {
  const header = ['products', ...CURVE_METRICS.map((m) => `${m} p95`), 'connections', 'run'];
  const rows = curve.points.map((point) => [
    point.size.toLocaleString('en'),
    ...CURVE_METRICS.map((metric) => cell(point.p95[metric], point.failures[metric])),
    String(point.connections ?? '—'),
    `[${point.startedAt}](${point.file.replace(/\.json$/, '.md')})`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const ratioRows = curve.ratios.map((r) => [
    r.metric,
    cell(r.at50k),
    cell(r.at500k),
    r.ratio === null ? '—' : formatRatio(r.ratio),
    `≤ ${formatRatio(BUDGETS.scaleRatio)}`,
    MARK[r.status],
  ]);
  return [
    '# Cost curve (issue 18 §3)',
    '',
    `Written ${writtenAt} from the latest bench result of each catalogue size in bench/results/ ` +
      '(runs made with `--products`; older runs rotated four search phrases, a cache hit rate, and are left out). ' +
      `Budgets at ${BUDGETS.apiProducts.toLocaleString('en')} products: listing, filtered listing and search p95 ≤ ${BUDGETS.apiP95Ms} ms, ` +
      `product p95 ≤ ${BUDGETS.productP95Ms} ms; at ${BUDGETS.scaleProducts.toLocaleString('en')} each at most ${formatRatio(BUDGETS.scaleRatio)} its ${BUDGETS.apiProducts.toLocaleString('en')} figure.`,
    '',
    curve.points.length ? [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n') : 'No run with `--products` in bench/results/ yet.',
    '',
    `## ${BUDGETS.scaleProducts.toLocaleString('en')} ÷ ${BUDGETS.apiProducts.toLocaleString('en')}`,
    '',
    [line(['p95', `at ${BUDGETS.apiProducts.toLocaleString('en')}`, `at ${BUDGETS.scaleProducts.toLocaleString('en')}`, 'ratio', 'budget', 'status']), line(Array(6).fill('---')), ...ratioRows.map(line)].join('\n'),
    '',
    'A ratio needs a run of each size; the numbers of runs made at different times on a shared machine compare only roughly (see each run\'s load average).',
    '',
  ].join('\n');
}

/** Every bench result (not reliability) of the folder as curve points. */
export async function readCurvePoints(resultsDir: string): Promise<CurvePoint[]> {
  const files = (await readdir(resultsDir).catch(() => [] as string[])).filter((file) => /^\d{4}-.*\.json$/.test(file)).sort();
  const points: CurvePoint[] = [];
  for (const file of files) {
    try {
      const run = JSON.parse(await readFile(path.join(resultsDir, file), 'utf8')) as BenchRun;
      const point = curvePointOf(run, file);
      if (point) points.push(point);
    } catch {
      // A result file being written or hand-edited: not on the curve.
    }
  }
  return points;
}

/** bench/results/cost-curve.md and .json from every result in the folder. */
export async function writeCostCurve(resultsDir: string, writtenAt = new Date().toISOString()): Promise<CostCurve> {
  const curve = buildCostCurve(await readCurvePoints(resultsDir));
  await writeFile(path.join(resultsDir, 'cost-curve.md'), renderCostCurveMarkdown(curve, writtenAt));
  await writeFile(path.join(resultsDir, 'cost-curve.json'), `${JSON.stringify({ writtenAt, ...curve }, null, 2)}\n`);
  return curve;
}
