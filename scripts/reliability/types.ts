/** The shape of one reliability run: what `bench/results/reliability-<date>.json` holds. */
import type { LoadStats } from '../bench/types.ts';
import type { InstancesResult } from './instances-types.ts';

/**
 * The request classes of the mixed load: the browsing classes (menu … page), then one class per
 * shopper flow (issue 18 §6), so the report gives each flow its own p95 and errors.
 */
export type MixClass =
  | 'menu'
  | 'listing'
  | 'search'
  | 'product'
  | 'basket'
  | 'sign-in'
  | 'checkout'
  | 'page'
  | 'account'
  | 'returns'
  | 'contact'
  | 'store-search'
  | 'click-and-collect'
  | 'booking';

/** One request of the mix, as autocannon sends it. */
export interface MixRequest {
  class: MixClass;
  /** Short label for the report: 'GET /api/external/menu'. */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * Non-2xx statuses that are expected and documented for this request (counted apart, not as
   * failures), with the reason: e.g. 429 of the sign-in rate limit.
   */
  tolerated?: { status: number; reason: string }[];
  /**
   * For a request that depends on an earlier answer of the same connection (the checkout): what
   * to change before it is sent, from the connection's context.
   */
  setup?: (context: Record<string, unknown>) => { path?: string; headers?: Record<string, string>; body?: string };
  /** Notes what a later request needs from this answer into the connection's context. */
  capture?: (status: number, body: string, context: Record<string, unknown>) => void;
}

/** A class left out of the mix because its first request did not answer 2xx. */
export interface MixSkipped {
  class: MixClass;
  label: string;
  reason: string;
}

export interface ClassResult {
  class: MixClass;
  /** Requests of this class in one cycle of the mix. */
  perCycle: number;
  responses: number;
  ok: number;
  /** Answers with a tolerated (documented) non-2xx status. */
  tolerated: number;
  /** Answers with any other non-2xx status. */
  unexpected: number;
  statusCodes: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
}

/** non2xx counts every non-2xx answer autocannon saw, tolerated ones included. */
export interface LoadPhaseResult extends LoadStats {
  /** Groups of connections; each connection of a group walks its cycle of requests in order. */
  groups: { name: string; connections: number; mix: { class: MixClass; label: string }[] }[];
  skipped: MixSkipped[];
  classes: ClassResult[];
  /** What the tolerated statuses were, for the report. */
  toleratedReasons: string[];
}

export interface DurabilityResult {
  writers: number;
  /** Write request: the endpoint and what is written. */
  write: string;
  /** Milliseconds of writes before the SIGKILL. */
  killAfterMs: number;
  /** Processes of the API's process group killed (the API and its PostgreSQL). */
  killed: { pid: number; command: string }[];
  attempted: number;
  /** Writes answered 2xx before the kill: these must all be in the database. */
  committed: number;
  /** Writes answered with a non-2xx status (not committed by contract). */
  rejected: number;
  /** Writes without an answer: in flight at the kill. */
  unanswered: number;
  /** Writes refused before they reached the API (the port already closed): not attempted writes. */
  refused: number;
  /** Of the writes the run made, how many rows the database holds after the restart. */
  found: number;
  /** Committed writes missing after the restart (e-mails, at most 20 listed). */
  lost: string[];
  lostCount: number;
  /** Rows found for unanswered writes: committed, the answer lost with the process (allowed). */
  foundUnanswered: number;
  /** Milliseconds from the restart to the API answering /api/health again (crash recovery included). */
  restartMs: number;
  /** A write after the restart answered 2xx and was found. */
  writeAfterRestart: boolean;
  /** Set when the API did not come back on its data folder (then nothing was looked up). */
  restartError?: string;
}

export interface ReliabilityRun {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  origin: string;
  load?: LoadPhaseResult;
  durability?: DurabilityResult;
  /** Issue 18 §5: set when the run had more than one API instance behind a balancer. */
  instances?: InstancesResult;
  notes: string[];
}

export interface Verdict {
  passed: boolean;
  /** One line per check: what, the target, the actual value, passed or not. */
  checks: { check: string; target: string; actual: string; passed: boolean | null }[];
}
