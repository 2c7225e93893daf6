/**
 * The first-use phase's figures (issue 30 §6) from what the page recorded, their medians and
 * their budgets (pure: no browser here; first-tap.ts measures).
 */
import type { BudgetCheck, BudgetStatus, FirstTapFigure, FirstTapResult, FirstTapRun, FirstTapValue } from './types.ts';

/** How long the visitor reads before the first tap (issue 30 §6). */
export const READING_MS = 3_000;

/** How a figure reads, what it is held to, and where the budget comes from. */
export interface FigureSpec {
  id: FirstTapFigure;
  label: string;
  unit: 'ms' | 'bytes' | 'count';
  /** At most this (in its unit); null: reported beside the budgets, not budgeted. */
  budget: number | null;
  /** Which point of issue 30 states the budget. */
  source?: string;
}

export const FIRST_TAP_FIGURES: readonly FigureSpec[] = [
  { id: 'addToCount', label: 'tap "Aggiungi al carrello" → basket count on screen', unit: 'ms', budget: 1_000, source: 'issue 30 §6' },
  { id: 'addAck', label: 'tap "Aggiungi al carrello" → the button shows it is working (or the count)', unit: 'ms', budget: 100, source: 'issue 30 §1' },
  { id: 'scriptBytesAfterTap', label: 'script fetched after the tap (transfer, until the count shows)', unit: 'bytes', budget: null },
  { id: 'scriptFilesAfterTap', label: 'script files fetched after the tap', unit: 'count', budget: null },
  { id: 'requestWavesAfterTap', label: 'waves of requests after the tap (a request that waits for another starts a wave)', unit: 'count', budget: null },
  { id: 'longTaskMsAfterTap', label: 'long-task time after the tap (sum, until 2 s after the count shows)', unit: 'ms', budget: null },
  { id: 'menu', label: 'phone menu: tap → menu visible (list page, 3 s of reading)', unit: 'ms', budget: 100, source: 'issue 30 §2, §6' },
  { id: 'size', label: 'size: tap → chosen (product page, 3 s of reading)', unit: 'ms', budget: 100, source: 'issue 30 §6' },
  { id: 'inp', label: 'after hydration: INP of a few taps (slowest interaction, Event Timing)', unit: 'ms', budget: 200, source: 'issue 30 §6' },
];

/** Every figure absent: a run starts from this and fills in what it measured. */
export function emptyFigures(): Record<FirstTapFigure, FirstTapValue> {
  return Object.fromEntries(FIRST_TAP_FIGURES.map((figure) => [figure.id, null])) as Record<FirstTapFigure, FirstTapValue>;
}

/**
 * The median of the measured runs, 'never' counting as slower than any number (a tap never
 * answered is the worst run). With an even count the upper of the two middle runs: the stricter
 * reading for times. null when no run measured the figure.
 */
export function medianValue(values: readonly FirstTapValue[]): FirstTapValue {
  const measured = values.filter((value): value is number | 'never' => value !== null);
  if (measured.length === 0) return null;
  const sorted = [...measured].sort((a, b) => (a === 'never' ? Infinity : a) - (b === 'never' ? Infinity : b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function formatValue(value: FirstTapValue, unit: FigureSpec['unit']): string {
  if (value === null) return '—';
  if (value === 'never') return 'never';
  if (unit === 'bytes') return `${(value / 1000).toFixed(1)} KB`;
  if (unit === 'count') return String(Math.round(value));
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** met / missed of a figure's median; 'not measured' without a run or a budget. */
export function figureStatus(spec: FigureSpec, median: FirstTapValue): BudgetStatus {
  if (spec.budget === null || median === null) return 'not measured';
  return median !== 'never' && median <= spec.budget ? 'met' : 'missed';
}

/** "no tap lost": met when every Slow 3G visit kept its tap, missed when one lost it. */
export function slow3GStatus(runs: readonly FirstTapRun[]): BudgetStatus {
  const measured = runs.map((run) => run.slow3GKept).filter((kept): kept is boolean => kept !== null);
  if (measured.length === 0) return 'not measured';
  return measured.every(Boolean) ? 'met' : 'missed';
}

const yesNo = (kept: boolean | null) => (kept === null ? '—' : kept ? 'yes' : 'no');

/** One row per figure: runs, median, budget; the Slow 3G row last. */
export function firstTapRows(result: FirstTapResult): { label: string; runs: string[]; median: string; budget: string; status: BudgetStatus }[] {
  const rows = FIRST_TAP_FIGURES.map((spec) => {
    const values = result.runs.map((run) => run.figures[spec.id]);
    const median = medianValue(values);
    return {
      label: spec.label,
      runs: values.map((value) => formatValue(value, spec.unit)),
      median: formatValue(median, spec.unit),
      budget: spec.budget === null ? 'not budgeted' : `≤ ${formatValue(spec.budget, spec.unit)}`,
      status: figureStatus(spec, median),
    };
  });
  const kept = result.runs.map((run) => run.slow3GKept);
  const keptCount = kept.filter((k) => k === true).length;
  const measured = kept.filter((k) => k !== null).length;
  rows.push({
    label: 'Slow 3G first visit: size and "add" tapped as soon as they show → the basket holds that size ("no tap lost")',
    runs: kept.map(yesNo),
    median: measured ? `${keptCount} of ${measured} kept` : '—',
    budget: 'every run',
    status: slow3GStatus(result.runs),
  });
  return rows;
}

/** The budget lines of the first-use phase, for the report's budget table. */
export function firstTapChecks(result: FirstTapResult | undefined, why = 'first-use phase not run (--no-first-tap)'): BudgetCheck[] {
  const budgeted = FIRST_TAP_FIGURES.filter((spec) => spec.budget !== null);
  if (!result) {
    return [
      ...budgeted.map((spec) => ({ budget: `First use: ${spec.label} (${spec.source})`, target: `≤ ${formatValue(spec.budget, spec.unit)} median`, actual: why, status: 'not measured' as const })),
      { budget: 'First use: no tap lost on Slow 3G (issue 30 §1, §6)', target: 'every run', actual: why, status: 'not measured' },
    ];
  }
  const rows = firstTapRows(result);
  return [
    ...budgeted.map((spec) => {
      const row = rows[FIRST_TAP_FIGURES.indexOf(spec)]!;
      return {
        budget: `First use: ${spec.label} (${spec.source})`,
        target: `≤ ${formatValue(spec.budget, spec.unit)} median`,
        actual: `${row.median} (median of ${row.runs.join(' / ')})`,
        status: row.status,
      };
    }),
    {
      budget: 'First use: no tap lost on Slow 3G (issue 30 §1, §6)',
      target: 'every run',
      actual: `${rows.at(-1)!.median} (${rows.at(-1)!.runs.join(' / ')})`,
      status: slow3GStatus(result.runs),
    },
  ];
}

/** One request of the page (Resource Timing), in ms since navigation. */
export interface TimedRequest {
  url: string;
  startTime: number;
  responseEnd: number;
  /** Bytes on the wire; 0 when served from the cache (or a prefetch). */
  transferSize: number;
  initiatorType: string;
}

const isScriptRequest = (request: TimedRequest) =>
  request.initiatorType === 'script' || /\.m?js$/.test(new URL(request.url, 'http://x').pathname);

/**
 * Waves of requests after `from`: a request that starts after another one (after `from`) has
 * ended is in the next wave after it, as a script that asks for the next chunk once it runs.
 * 0 when no request started; 1 when they all went out together.
 */
export function requestWaves(requests: readonly TimedRequest[], from: number): number {
  const after = requests.filter((request) => request.startTime >= from).sort((a, b) => a.startTime - b.startTime);
  const waves: number[] = [];
  for (const [i, request] of after.entries()) {
    let wave = 1;
    for (let j = 0; j < i; j += 1) if (after[j]!.responseEnd <= request.startTime) wave = Math.max(wave, waves[j]! + 1);
    waves.push(wave);
  }
  return waves.length ? Math.max(...waves) : 0;
}

/** Script bytes and files fetched from the network between `from` and `to` (cache hits: 0 bytes, not counted). */
export function scriptsFetched(requests: readonly TimedRequest[], from: number, to: number): { bytes: number; files: number; fromCache: number } {
  const scripts = requests.filter((request) => isScriptRequest(request) && request.startTime >= from && request.startTime <= to);
  const fetched = scripts.filter((request) => request.transferSize > 0);
  return { bytes: fetched.reduce((sum, request) => sum + request.transferSize, 0), files: fetched.length, fromCache: scripts.length - fetched.length };
}

/** Sum of the long tasks (≥ 50 ms, PerformanceObserver 'longtask') that started between `from` and `to`. */
export function longTaskTime(tasks: readonly { startTime: number; duration: number }[], from: number, to: number): number {
  return tasks.filter((task) => task.startTime >= from && task.startTime <= to).reduce((sum, task) => sum + task.duration, 0);
}

/** One Event Timing entry (PerformanceObserver 'event', durationThreshold 16). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/**
 * INP of the interactions that started at or after `from` (the first-view mark): each
 * interaction's longest event, then the slowest interaction (with fewer than 50 interactions
 * INP is the worst one). null when there was no interaction.
 */
export function interactionToNextPaint(entries: readonly EventEntry[], from: number): number | null {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId || entry.startTime < from) continue;
    byInteraction.set(entry.interactionId, Math.max(entry.duration, byInteraction.get(entry.interactionId) ?? 0));
  }
  return byInteraction.size ? Math.max(...byInteraction.values()) : null;
}

/** Whether the stored basket (localStorage 'basket': product id → {sizes: [{size}]}) holds `size` and only it. */
export function basketHoldsOnly(stored: unknown, size: string): { kept: boolean; sizes: string[] } {
  const sizes: string[] = [];
  if (stored && typeof stored === 'object') {
    for (const entry of Object.values(stored as Record<string, unknown>)) {
      const lines = (entry as { sizes?: unknown } | null)?.sizes;
      if (!Array.isArray(lines)) continue;
      for (const line of lines) if (line && typeof (line as { size?: unknown }).size === 'string') sizes.push((line as { size: string }).size);
    }
  }
  return { kept: sizes.length === 1 && sizes[0] === size, sizes };
}
