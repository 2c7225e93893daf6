/** The shape of one bench run: what `bench/results/<date>.json` holds. */

/** Which §6 budget an API target belongs to: only listing and search carry the p95 budget. */
export type LoadKind = 'menu' | 'listing' | 'search' | 'product';

export interface LoadResult {
  name: string;
  kind: LoadKind;
  method: 'GET' | 'POST';
  /** Path(s) hit, rotated round-robin (search criteria). */
  paths: string[];
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

export interface LoadSkipped {
  name: string;
  kind: LoadKind;
  skipped: string;
}

export interface BundleWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  name: 'home' | 'product-list' | 'product-page';
  url: string;
  /** 'shell' or the remote name (catalogue, content, …). */
  bundles: Record<string, BundleWeight>;
  total: BundleWeight;
  /** Set when the page could not be measured (then the weights are empty). */
  error?: string;
}

export interface BenchRun {
  /** ISO date-time of the start of the run. */
  startedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  /** Products in the bench database (null when it could not be counted). */
  products: number | null;
  load: (LoadResult | LoadSkipped)[];
  pages: PageWeight[];
  notes: string[];
}

export type BudgetStatus = 'met' | 'missed' | 'not measured';

export interface BudgetCheck {
  budget: string;
  target: string;
  actual: string;
  status: BudgetStatus;
}
