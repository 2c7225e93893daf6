/** The shape of one bench run: what `bench/results/<date>.json` holds. One file on purpose: the whole result format, read in one place (its length is the format's). */

/**
 * Which §6 budget a load target belongs to: listing and search carry the API p95 budget, 'page'
 * (GET of a shop page's HTML, not the API) the server-render budget.
 */
export type LoadKind = 'menu' | 'listing' | 'search' | 'product' | 'page';

/** What autocannon measured over one load: shared by the bench and the reliability run. */
export interface LoadStats {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds over every answered request. */
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts (autocannon 'errors' counts timeouts too). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** The four p95 figures of issue 18's budgets and cost curve. */
export type CurveMetric = 'listing' | 'filtered listing' | 'search' | 'product';

/** One group of the one-at-a-time search probe (probes.ts). */
export interface SearchProbe {
  /** 'typo, it', 'clean, other languages', … */
  group: string;
  requests: number;
  medianMs: number;
  maxMs: number;
  failures: number;
}

/** How the search target's phrases were used (issue 18 §1: not a cache hit rate). */
export interface PhraseStats {
  /** Distinct phrases made from the catalogue's words (no two alike once folded). */
  available: number;
  /** Of the timed run's: single words, two or three words, with a typo, with an accent added or removed. */
  counts: Record<'word' | 'two words' | 'typo' | 'accent', number>;
  /** Of the timed run's, by the language they were asked in. */
  languages?: Record<string, number>;
  /** Requests of the untimed warm-up (phrases never used again). */
  warmUp: number;
  /** Requests of the timed run, and of those how many sent a phrase already sent (0: none repeated). */
  timed: number;
  repeated: number;
  /** A few phrases of the timed run, for the report. */
  samples: string[];
  /** Unsent phrases asked one at a time after the load, by kind: what one uncached search costs. */
  probe?: SearchProbe[];
}

export interface LoadResult extends LoadStats {
  name: string;
  kind: LoadKind;
  curve?: CurveMetric;
  phrases?: PhraseStats;
  /** Listing targets: pages the load never asked for, one at a time after it (probes.ts). */
  probe?: SearchProbe[];
  method: 'GET' | 'POST';
  /** Path(s) hit, rotated round-robin (search criteria). */
  paths: string[];
}

export interface LoadSkipped {
  name: string;
  kind: LoadKind;
  curve?: CurveMetric;
  skipped: string;
}

export interface BundleWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export type PageName = 'home' | 'product-list' | 'product-page';

/** Who a first-load script belongs to: the shell's own code, a remote's own code, or a share-scope library. */
export type ScriptOwner = 'shell' | 'remote' | 'shared';

/** How a page woke in the bench: see PageWeight.wake. */
export type WakeCase = 'on use' | 'at once' | 'no mark';

/** The scripts of one phase of a page's load: their sum and each file once. */
export interface ScriptPhase {
  total: BundleWeight;
  files: { path: string; build: string; gzipBytes: number }[];
}

export interface PageWeight {
  name: PageName;
  url: string;
  /**
   * Own code per build: 'shell' or the remote name (catalogue, content, …); share-scope chunks
   * are not in here but in `shared` / `sharedFrom`.
   */
  bundles: Record<string, BundleWeight>;
  /** The split of issue 6: shell's own code, every remote's own code, share-scope libraries. */
  split: Record<ScriptOwner, BundleWeight>;
  /** Share-scope chunks by the build that served them ('shell' or a remote name). */
  sharedFrom: Record<string, BundleWeight>;
  /** Share-scope packages seen on the page (react, rxjs, @trama/shared/…), sorted. */
  sharedPackages: string[];
  /** Since wake on use: first load and first use together (as `bundles`, `split`, `files`), comparable with earlier runs. */
  total: BundleWeight;
  /** Every script once, in load order: URL path, build, share-scope packages (shared chunks only), gzip bytes. */
  files: { path: string; build: string; shared?: string[]; gzipBytes: number }[];
  /**
   * How the page woke (issue 13, wake on use): 'on use' = it loaded its scripts only after the
   * bench's input; 'at once' = it had set its first-view mark before any input (personal state,
   * a slot the browser renders); 'no mark' = it never set the mark. Absent in earlier runs.
   */
  wake?: WakeCase;
  /** When the bench's input started and the first-view mark was set, ms since navigation (null: none). */
  timing?: { inputAtMs: number | null; firstViewAtMs: number | null };
  /**
   * First load (before use): every script requested before any input, or before the mark when the
   * page woke at once. The budget of architecture §6 is this one. Absent in earlier runs (then
   * `total` is the first load).
   */
  beforeUse?: ScriptPhase;
  /**
   * Issue 30 §3: scripts fetched before any input by a prefetch (a `<link>` or fetch, not a script
   * element: in the cache, not run). The first use's code, paid before the tap: counted with the
   * first use, never with the first load. Absent when the page prefetched nothing.
   */
  prefetched?: ScriptPhase;
  /** Prefetched before the input but not run by the first use (later parts, lazy screens): listed, in no budget. */
  prefetchedUnused?: ScriptPhase;
  /** First use (to interactive): scripts requested from the input to the first-view mark (budget: with `prefetched`, issue 30 §4). */
  firstUse?: ScriptPhase;
  /**
   * Scripts requested after the shell's first-view mark (shell/src/remotes/first-view.ts): the
   * page's secondary parts, loaded at an idle moment. Not first-load JavaScript; listed apart.
   * Absent when the page set no mark.
   */
  afterFirstView?: ScriptPhase;
  /** Set when the page could not be measured (then the weights are empty). */
  error?: string;
}

/** The numbers of one Lighthouse run (scores 0–100, times in ms). */
export interface LighthouseRun {
  /** null when Lighthouse could not score the category (runtime error). */
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /**
   * The document's server response time as observed in the run (audit server-response-time). Lantern
   * carries the observed server time into its simulated FCP and LCP, so a busy or cold server moves
   * them (issue 30 §6). Absent in earlier runs.
   */
  serverResponseMs?: number | null;
  /** The LCP element Lighthouse saw (its CSS selector), from the lcp-breakdown insight. Absent in earlier runs. */
  lcpElement?: string | null;
  speedIndexMs: number | null;
  /** Lighthouse's runtime error code, or the exception of a run that broke. */
  error?: string;
  /** Lighthouse's warnings about the run (e.g. the page was slow to settle). */
  warnings: string[];
  /** Accessibility and SEO audits that failed (id: title), for the fix list. */
  failedAudits: string[];
  /** Lighthouse's CPU benchmark of the machine during the run. */
  benchmarkIndex: number | null;
}

/** The budgeted pages, and 'floor': a static page with only the product page's LCP image. */
export type LighthousePageName = PageName | 'floor';

/** One request of a page load, from Lighthouse's network-requests audit. */
export interface PageRequest {
  url: string;
  /** Lighthouse's resource type: Document, Script, Stylesheet, Image, Font, Fetch, XHR, Other… */
  resourceType: string;
  transferBytes: number;
  statusCode: number;
  /** Why the page loads it (shell entry, remote entry of catalogue, API call (…), …). */
  why?: string;
}

export interface LighthousePage {
  name: LighthousePageName;
  url: string;
  runs: LighthouseRun[];
  /** The run with the median performance score (null when no run scored). */
  median: LighthouseRun | null;
  /** The requests of the median run's load, in request order. */
  requests?: PageRequest[];
}

export interface LighthouseResult {
  /** 'mobile (Lighthouse default: simulated Slow 4G, 4× CPU)'. */
  preset: string;
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  pages: LighthousePage[];
}

/** Bytes of one answer: as JSON, and compressed as the API compresses (gzip level 6, brotli quality 4). */
export interface AnswerBytes {
  raw: number;
  gzip: number;
  br: number;
}

/** One answer weighed twice (issue 18 §2): with list cards (now) and with the full products (before). */
export interface AnswerSize {
  answer: string;
  /** Products in the answer. */
  items: number;
  /** The answer as the API sends it now; null for the product answer (it is the full product). */
  cards: AnswerBytes | null;
  /** The same answer with each card replaced by its full product (the answer before contract 1.12). */
  full: AnswerBytes | null;
  /** Why it could not be weighed. */
  error?: string;
}

export interface BenchRun {
  /** ISO date-time of the start of the run. */
  startedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  /** Products in the bench database (null when it could not be counted). */
  products: number | null;
  /** Products asked for (--products): the catalogue size the run stands for. Absent before issue 18. */
  catalogueSize?: number;
  /** Bytes per answer, cards against full products (absent with --no-load). */
  answerSizes?: AnswerSize[];
  /** Where the time goes (issue 18 §1): the findings doc and its first section's summary. */
  timeGoes?: { doc: string; summary: string | null };
  load: (LoadResult | LoadSkipped)[];
  pages: PageWeight[];
  /** Absent when the run was made with --no-lighthouse. */
  lighthouse?: LighthouseResult;
  /** The first-use phase (issue 30 §6); absent when it was not run. */
  firstTap?: FirstTapResult;
  notes: string[];
}

export type BudgetStatus = 'met' | 'missed' | 'not measured';

export interface BudgetCheck {
  budget: string;
  target: string;
  actual: string;
  status: BudgetStatus;
}

/**
 * One figure of one first-use run: a number (ms, bytes or a count), 'never' when the awaited
 * state did not come within the bench's wait, null when it could not be measured (the run broke
 * before it, or the page has no such control).
 */
export type FirstTapValue = number | 'never' | null;

/** The figures of the first-use phase (issue 30 §6), each measured once per round. */
export type FirstTapFigure =
  | 'addToCount'
  | 'addAck'
  | 'scriptBytesAfterTap'
  | 'scriptFilesAfterTap'
  | 'requestWavesAfterTap'
  | 'longTaskMsAfterTap'
  | 'menu'
  | 'size'
  | 'inp';

/** One round of the first-use phase: each figure, the Slow 3G visit, and what went wrong. */
export interface FirstTapRun {
  figures: Record<FirstTapFigure, FirstTapValue>;
  /** Slow 3G first visit: true when the basket held the product in the tapped size after settling; null: not measured. */
  slow3GKept: boolean | null;
  /** What the Slow 3G visit saw: the size tapped, the basket's sizes, the message shown, how long it waited. */
  slow3GDetail?: string;
  /** Errors and remarks of the round, one line each. */
  notes: string[];
}

export interface FirstTapResult {
  /** The profiles as applied ('Slow 4G (…): latency 562.5 ms, …'). */
  profile: string;
  slow3GProfile: string;
  /** Lighthouse's mobile screen as emulated: '412×823 @1.75, touch'. */
  screen: string;
  /** The pages measured. */
  productPage: string;
  listPage: string;
  runs: FirstTapRun[];
}
