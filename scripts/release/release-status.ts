/**
 * `--status`: the running shop's counts per build (GET /api/dev/releases) beside the release files'
 * state. The counts live in the shop's database, so without a shop answering only the files speak.
 */
import type { ReleaseState } from '../../api/src/domain/releases/release-files.ts';
import { formatTable, releaseTable } from './release-table.ts';

export interface BuildCounts {
  buildId: string;
  mounts: number;
  loadFailures: number;
  renderFailures: number;
  serverFaults: number;
  failures: number;
  /** failures / (mounts + failures); null with no request at all. */
  failureRate: number | null;
}

export interface ReleaseEvent {
  at: string;
  kind: string;
  buildId: string | null;
  reason: string;
}

export interface RemoteStatus {
  stable: string | null;
  canary: string | null;
  share: number | null;
  builds: BuildCounts[];
  events: ReleaseEvent[];
  /** The minutes the builds' counts cover (the shop's answer; an hour). */
  windowMinutes: number | null;
  threshold: { failureRate: number; minRequests: number; windowMinutes: number | null } | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function buildCounts(raw: unknown): BuildCounts | null {
  if (!isObject(raw)) return null;
  const buildId = str(raw.buildId);
  if (!buildId) return null;
  const mounts = num(raw.mounts) ?? 0;
  const loadFailures = num(raw.loadFailures) ?? 0;
  const renderFailures = num(raw.renderFailures) ?? 0;
  const serverFaults = num(raw.serverFaults) ?? 0;
  const failures = num(raw.failures) ?? loadFailures + renderFailures + serverFaults;
  const total = mounts + failures;
  return { buildId, mounts, loadFailures, renderFailures, serverFaults, failures, failureRate: num(raw.failureRate) ?? (total ? failures / total : null) };
}

function releaseEvent(raw: unknown): ReleaseEvent | null {
  if (!isObject(raw)) return null;
  return {
    at: str(raw.at) ?? str(raw.createdAt) ?? '',
    kind: str(raw.kind) ?? str(raw.action) ?? 'event',
    buildId: str(raw.buildId),
    reason: str(raw.reason) ?? '',
  };
}

/** This remote's part of the status answer; null when the answer does not name it. */
export function remoteStatus(answer: unknown, remote: string): RemoteStatus | null {
  if (!isObject(answer)) return null;
  const remotes = answer.remotes;
  const entry = Array.isArray(remotes)
    ? remotes.find((r) => isObject(r) && r.remote === remote)
    : isObject(remotes) ? remotes[remote] : undefined;
  if (!isObject(entry)) return null;
  const allEvents = [...(Array.isArray(entry.events) ? entry.events : []), ...(Array.isArray(answer.events) ? answer.events.filter((e) => isObject(e) && e.remote === remote) : [])];
  const threshold = isObject(answer.threshold) ? answer.threshold : isObject(answer.autoRollback) ? answer.autoRollback : null;
  const failureRate = num(threshold?.failureRate) ?? num(threshold?.failureThreshold);
  const minRequests = num(threshold?.minRequests);
  return {
    stable: str(entry.stable),
    canary: str(entry.canary),
    share: num(entry.share) ?? num(entry.canaryShare),
    builds: (Array.isArray(entry.builds) ? entry.builds : []).map(buildCounts).filter((b): b is BuildCounts => b !== null),
    events: allEvents.map(releaseEvent).filter((e): e is ReleaseEvent => e !== null),
    windowMinutes: num(answer.windowMinutes),
    threshold: failureRate !== null && minRequests !== null ? { failureRate, minRequests, windowMinutes: num(threshold?.windowMinutes) } : null,
  };
}

const percent = (rate: number | null): string => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);

function channelOf(state: ReleaseState, buildId: string): string {
  if (buildId === state.canary) return 'canary';
  if (buildId === state.stable) return 'stable';
  if (buildId === state.previous) return 'previous';
  return 'other';
}

/** The files' table, then one row per build with its counts, then the threshold and recent events. */
export function statusReport(state: ReleaseState, status: RemoteStatus, shopUrl: string): string {
  const lines = [releaseTable(state), ''];
  const ids = [state.stable, state.canary].filter((id): id is string => id !== null);
  const builds = [...status.builds];
  for (const id of ids) {
    if (!builds.some((b) => b.buildId === id)) builds.push({ buildId: id, mounts: 0, loadFailures: 0, renderFailures: 0, serverFaults: 0, failures: 0, failureRate: null });
  }
  const order = (b: BuildCounts) => ['canary', 'stable', 'previous', 'other'].indexOf(channelOf(state, b.buildId));
  builds.sort((a, b) => order(a) - order(b));
  const header = ['build', 'serves as', 'requests', 'mounts', 'failures', 'load', 'render', 'server', 'failure rate'];
  const row = (b: BuildCounts) => [b.buildId, channelOf(state, b.buildId), ...[b.mounts + b.failures, b.mounts, b.failures, b.loadFailures, b.renderFailures, b.serverFaults].map(String), percent(b.failureRate)];
  lines.push(formatTable([header, ...builds.map(row)], [2, 3, 4, 5, 6, 7, 8]));
  const window = status.windowMinutes === null ? 'the last hour' : `the last ${status.windowMinutes} minutes`;
  lines.push(
    '',
    `Counts of ${window} at ${shopUrl}: requests = mounts + failures; mounts = parts of that build shown fine; failures = load and render failures in browsers + render faults on the server.`,
  );
  const limits = status.threshold
    ? `${percent(status.threshold.failureRate)} with at least ${status.threshold.minRequests} requests in the last ${status.threshold.windowMinutes ?? 10} minutes`
    : 'CANARY_FAILURE_THRESHOLD (0.2) with at least CANARY_MIN_REQUESTS (20) requests in the last 10 minutes';
  lines.push(`A canary is rolled back by itself when its failure rate reaches ${limits}.`);
  if (status.stable !== state.stable || status.canary !== state.canary) {
    lines.push(`Note: the shop serves stable ${status.stable ?? '—'} / canary ${status.canary ?? '—'}: it reads other files than these (REMOTE_REGISTRY_FILE, FLAGS_FILE).`);
  }
  const events = status.events.slice(0, 5);
  if (events.length) {
    lines.push('', 'Recent release events:');
    lines.push(formatTable(events.map((e) => [e.at.replace('T', ' ').slice(0, 19), e.kind, e.buildId ?? '—', e.reason])));
  }
  return lines.join('\n');
}

export interface StatusSource {
  shopUrl: string;
  teamToken: string | undefined;
  fetch: typeof fetch;
}

/** The shop's answer, or why there is none (not running, or refused: e.g. production without TEAM_TOKEN). */
export async function fetchReleaseStatus(source: StatusSource): Promise<{ ok: true; answer: unknown } | { ok: false; why: string; reachable: boolean }> {
  const url = new URL('/api/dev/releases', source.shopUrl);
  let response: Response;
  try {
    response = await source.fetch(url, {
      headers: { accept: 'application/json', ...(source.teamToken ? { authorization: `Bearer ${source.teamToken}` } : {}) },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { ok: false, reachable: false, why: `the shop at ${source.shopUrl} did not answer (${cause})` };
  }
  if (!response.ok) {
    const hint = response.status === 404 || response.status === 401 || response.status === 403 ? ' (in production the page needs TEAM_TOKEN, the same as the shop\'s)' : '';
    return { ok: false, reachable: true, why: `the shop at ${source.shopUrl} answered ${response.status} to ${url.pathname}${hint}` };
  }
  try {
    return { ok: true, answer: await response.json() };
  } catch {
    return { ok: false, reachable: true, why: `the shop at ${source.shopUrl} answered ${url.pathname} with something that is not JSON` };
  }
}
