/** Which bundle a script belongs to and the sums per bundle and per shell / remote / shared (pure). */
import type { SharedChunks } from './chunks.ts';
import type { BundleWeight, PageName, PageWeight, ScriptPhase, WakeCase } from './types.ts';

export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Remote files are deployed under /remotes/<name>/<buildId>/; every other same-origin script is the shell's. */
export function bundleOf(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  if (parsed.origin !== new URL(origin).origin) return `external ${parsed.host}`;
  const remote = /^\/remotes\/([^/]+)\//.exec(parsed.pathname);
  return remote ? remote[1]! : 'shell';
}

/** A script counts when its path ends in .js/.mjs (query ignored) or it is served as JavaScript. */
export function isScript(url: string, contentType: string | undefined): boolean {
  return /\.m?js$/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');
}

const empty = (): BundleWeight => ({ files: 0, rawBytes: 0, gzipBytes: 0 });

function add(into: BundleWeight, file: ScriptFile): void {
  into.files += 1;
  into.rawBytes += file.rawBytes;
  into.gzipBytes += file.gzipBytes;
}

/**
 * Each URL once: a script fetched twice is downloaded once on a real first load (cache).
 * A chunk listed in `sharedChunks` (by URL path) counts as shared, whichever build served it;
 * every other script counts as its build's own code. Scripts of another origin count in the
 * total and under their host only.
 */
export function weighPage(name: PageName, url: string, origin: string, files: ScriptFile[], sharedChunks: SharedChunks = {}): PageWeight {
  const seen = new Set<string>();
  const bundles: Record<string, BundleWeight> = {};
  const sharedFrom: Record<string, BundleWeight> = {};
  const packages = new Set<string>();
  const split = { shell: empty(), remote: empty(), shared: empty() };
  const total = empty();
  const listed: PageWeight['files'] = [];
  for (const file of files) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    const bundle = bundleOf(file.url, origin);
    const parsed = new URL(file.url, origin);
    const shared = parsed.origin === new URL(origin).origin ? sharedChunks[parsed.pathname] : undefined;
    if (shared) {
      add((sharedFrom[bundle] ??= empty()), file);
      add(split.shared, file);
      for (const pkg of shared) packages.add(pkg);
    } else {
      add((bundles[bundle] ??= empty()), file);
      if (bundle === 'shell') add(split.shell, file);
      else if (!bundle.startsWith('external ')) add(split.remote, file);
    }
    add(total, file);
    const pathOf = parsed.origin === new URL(origin).origin ? parsed.pathname : parsed.href;
    listed.push(shared ? { path: pathOf, build: bundle, shared, gzipBytes: file.gzipBytes } : { path: pathOf, build: bundle, gzipBytes: file.gzipBytes });
  }
  return { name, url, bundles, split, sharedFrom, sharedPackages: [...packages].sort(), total, files: listed };
}

/** After network idle, this long with no input before the first use: a page waiting for its visitor loads nothing more. */
export const QUIET_BEFORE_USE_MS = 2_000;

/** When the page's requests started, against the bench's input and the shell's first-view mark (ms since navigation). */
export interface PhaseTiming {
  /**
   * Resource Timing of the page: each request's URL, start and initiator ('script' for a script
   * element or a chunk the page runs; 'link', 'fetch', 'other' for a prefetch that is not run).
   */
  requests: { url: string; startTime: number; initiatorType?: string }[];
  /** When the bench's first input started; null when none was made (the page had woken by itself). */
  inputAt: number | null;
  /** The `trama:first-view` mark; null when the page never set it. */
  markAt: number | null;
}

/**
 * 'at once': the mark was set before any input (personal state, a slot the browser renders);
 * 'on use': the page waited for the input; 'no mark': it never marked its first view.
 */
export function wakeOf(timing: Pick<PhaseTiming, 'inputAt' | 'markAt'>): WakeCase {
  if (timing.markAt === null) return 'no mark';
  return timing.inputAt === null || timing.markAt < timing.inputAt ? 'at once' : 'on use';
}

type Phase = 'beforeUse' | 'prefetched' | 'prefetchedUnused' | 'firstUse' | 'afterFirstView';

/** When a script was first asked for, and whether that was only by a prefetch before the input. */
interface Asked {
  start: number;
  /** Every request before the input was a prefetch (not a script element): fetched at low priority, not run. */
  prefetchedOnly: boolean;
  /** A script element asked for it from the input to the first-view mark (the first use ran it, from the cache). */
  ranByFirstUse: boolean;
}

/** A request that fetches without running: a `<link rel=prefetch|preload|modulepreload>`, a fetch(). */
const isPrefetch = (initiatorType: string | undefined) => initiatorType !== undefined && initiatorType !== 'script';

/** The phase of a request first asked at `asked` (undefined: not in Resource Timing). */
function phaseOf(asked: Asked | undefined, wake: WakeCase, { inputAt, markAt }: PhaseTiming): Phase {
  // A script the page's timing does not show counts where the budget sees it (as before wake on use).
  if (asked === undefined) return 'beforeUse';
  const { start } = asked;
  if (wake === 'at once') return start < markAt! ? 'beforeUse' : 'afterFirstView';
  // Issue 30 §3: the first use's code prefetched into the cache once the page is idle is the first
  // use's, not the first load's: the page fetched it at low priority and ran none of it.
  // Only what the first use then ran counts as its weight; the rest of the prefetch is listed apart.
  if (inputAt !== null && start < inputAt && asked.prefetchedOnly) return asked.ranByFirstUse || wake === 'no mark' ? 'prefetched' : 'prefetchedUnused';
  if (inputAt === null || start < inputAt) return 'beforeUse';
  if (wake === 'no mark' || start < markAt!) return 'firstUse';
  return 'afterFirstView';
}

function phaseWeight(files: ScriptFile[], origin: string, seen: Set<string>): ScriptPhase {
  const total = empty();
  const listed: ScriptPhase['files'] = [];
  for (const file of files) {
    if (seen.has(file.url)) continue;
    seen.add(file.url);
    add(total, file);
    const parsed = new URL(file.url, origin);
    listed.push({ path: parsed.origin === new URL(origin).origin ? parsed.pathname : parsed.href, build: bundleOf(file.url, origin), gzipBytes: file.gzipBytes });
  }
  return { total, files: listed };
}

/**
 * Splits a page's scripts into the three phases of wake on use (issue 13), by when each request
 * started: before any input (the first-load budget), from the input to the first-view mark (what
 * the first use costs until the page answers), after the mark (listed apart). A page that woke by
 * itself has no first-use phase: everything before its mark is first load, as before wake on use.
 * The page's own weights (total, split, bundles) are of first load and first use together, so
 * they compare with the runs before wake on use.
 */
export function weighPageByPhase(
  name: PageName,
  url: string,
  origin: string,
  files: ScriptFile[],
  timing: PhaseTiming,
  sharedChunks: SharedChunks = {},
): PageWeight {
  const wake = wakeOf(timing);
  const counts = new Map<string, { start: number; beforeInput: number; prefetchesBeforeInput: number; ranByFirstUse: boolean }>();
  for (const request of timing.requests) {
    const count = counts.get(request.url) ?? { start: Infinity, beforeInput: 0, prefetchesBeforeInput: 0, ranByFirstUse: false };
    count.start = Math.min(count.start, request.startTime);
    const inFirstUse = timing.inputAt !== null && request.startTime >= timing.inputAt && (timing.markAt === null || request.startTime < timing.markAt);
    if (inFirstUse && !isPrefetch(request.initiatorType)) count.ranByFirstUse = true;
    if (timing.inputAt !== null && request.startTime < timing.inputAt) {
      count.beforeInput += 1;
      if (isPrefetch(request.initiatorType)) count.prefetchesBeforeInput += 1;
    }
    counts.set(request.url, count);
  }
  const asked = new Map<string, Asked>(
    [...counts].map(([url, c]) => [url, { start: c.start, prefetchedOnly: c.beforeInput > 0 && c.beforeInput === c.prefetchesBeforeInput, ranByFirstUse: c.ranByFirstUse }]),
  );
  const by: Record<Phase, ScriptFile[]> = { beforeUse: [], prefetched: [], prefetchedUnused: [], firstUse: [], afterFirstView: [] };
  for (const file of files) by[phaseOf(asked.get(file.url), wake, timing)].push(file);
  const weight = weighPage(name, url, origin, [...by.beforeUse, ...by.prefetched, ...by.firstUse], sharedChunks);
  const seen = new Set<string>();
  const beforeUse = phaseWeight(by.beforeUse, origin, seen);
  const prefetched = phaseWeight(by.prefetched, origin, seen);
  const firstUse = phaseWeight(by.firstUse, origin, seen);
  const afterFirstView = phaseWeight(by.afterFirstView, origin, seen);
  const prefetchedUnused = phaseWeight(by.prefetchedUnused, origin, seen);
  return {
    ...weight,
    wake,
    timing: { inputAtMs: timing.inputAt, firstViewAtMs: timing.markAt },
    beforeUse,
    ...(prefetched.files.length ? { prefetched } : {}),
    firstUse,
    ...(wake === 'no mark' ? {} : { afterFirstView }),
    ...(prefetchedUnused.files.length ? { prefetchedUnused } : {}),
  };
}
