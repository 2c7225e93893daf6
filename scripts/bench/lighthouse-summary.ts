/** From a Lighthouse result (LHR) to the numbers of the report, and the median run (pure). */
import type { LighthouseRun, PageRequest } from './types.ts';

/** The part of Lighthouse's LHR (lighthouse/types/lhr) the bench reads. */
export interface LhrLike {
  lighthouseVersion?: string;
  runtimeError?: { code: string; message?: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  configSettings?: {
    formFactor?: string;
    throttlingMethod?: string;
    throttling?: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number };
  };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { title?: string; score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items?: unknown[] } } | undefined
  >;
}

/** The fields of a network-requests audit item the bench reads. */
interface NetworkItem {
  url?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
  statusCode?: unknown;
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

const score = (lhr: LhrLike, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: LhrLike, audit: string): number | null => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Audits of a category that count (weight > 0) and did not pass. */
function failedAuditsOf(lhr: LhrLike, category: string): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      return [`${category}: ${ref.id}${audit.title ? ` (${audit.title})` : ''}`];
    });
}

/** The LCP element's selector ('ul.cat-cards > li.cat-card > a > img.cat-card__photo'), null when Lighthouse names none. */
export function lcpElementOf(lhr: LhrLike): string | null {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const items = (lhr.audits[id]?.details?.items ?? []) as { type?: string; selector?: unknown; items?: { node?: { selector?: unknown } }[] }[];
    const node = items.find((item) => item.type === 'node');
    if (typeof node?.selector === 'string') return node.selector;
    const nested = items.flatMap((item) => item.items ?? []).find((item) => typeof item.node?.selector === 'string');
    if (nested) return nested.node!.selector as string;
  }
  return null;
}

export function summariseLhr(lhr: LhrLike): LighthouseRun {
  const run: LighthouseRun = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    serverResponseMs: numeric(lhr, 'server-response-time'),
    lcpElement: lcpElementOf(lhr),
    speedIndexMs: numeric(lhr, 'speed-index'),
    warnings: [...(lhr.runWarnings ?? [])],
    failedAudits: [...failedAuditsOf(lhr, 'accessibility'), ...failedAuditsOf(lhr, 'seo')],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
  if (lhr.runtimeError) run.error = `${lhr.runtimeError.code}${lhr.runtimeError.message ? `: ${lhr.runtimeError.message}` : ''}`;
  return run;
}

/** The requests of the load (network-requests audit), in request order; [] when the audit is missing. */
export function networkRequestsOf(lhr: LhrLike): PageRequest[] {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  return items
    .filter((item) => typeof item.url === 'string')
    .map((item) => ({
      url: item.url as string,
      resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
      transferBytes: typeof item.transferSize === 'number' ? item.transferSize : 0,
      statusCode: typeof item.statusCode === 'number' ? item.statusCode : 0,
    }));
}

/** The preset a run really used: 'mobile, simulated throttling: RTT 150 ms, 1.6 Mbit/s, CPU ×4'. */
export function describeSettings(lhr: LhrLike): string | null {
  const settings = lhr.configSettings;
  if (!settings) return null;
  const t = settings.throttling ?? {};
  const network = t.rttMs !== undefined && t.throughputKbps !== undefined ? `RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbit/s, ` : '';
  return `${settings.formFactor ?? '?'}, ${settings.throttlingMethod === 'simulate' ? 'simulated' : (settings.throttlingMethod ?? '?')} throttling: ${network}CPU ×${t.cpuSlowdownMultiplier ?? '?'}`;
}

/** A run that broke before Lighthouse answered (Chromium did not start, timeout…). */
export function failedRun(error: string): LighthouseRun {
  return {
    performance: null,
    accessibility: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    speedIndexMs: null,
    error,
    warnings: [],
    failedAudits: [],
    benchmarkIndex: null,
  };
}

/**
 * The run with the median performance score among the runs that scored, without a runtime
 * error. With an even count the lower of the two middle runs (the stricter reading); on equal
 * scores the earlier run. null when no run scored.
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  const scored = runs
    .map((run, index) => ({ run, index }))
    .filter(({ run }) => run.performance !== null && !run.error)
    .sort((a, b) => a.run.performance! - b.run.performance! || a.index - b.index);
  if (scored.length === 0) return null;
  return scored[Math.floor((scored.length - 1) / 2)]!.run;
}
