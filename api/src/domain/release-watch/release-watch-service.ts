/**
 * Issue 33 §3: the team sees its canary, and a failing canary is rolled back by itself.
 *
 * Browsers report each slot's outcome per build (a mount, a load failure, a render failure) and
 * the server its own render faults; the counts are kept per minute. After each recorded batch,
 * a remote whose *canary* build got a failure in it is judged over the last ten minutes: at least
 * `minRequests` requests (mounts + failures) failing at `failureThreshold` or more → the canary is
 * rolled back (flag share 0, registry without canary), logged and kept as a release event. A
 * stable build's failures never roll anything back: there is nothing safer to go to by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@trama/shared/federation';
import type { ReleaseEventNumbers, ReportKind } from '../../db/schema.ts';
import type { BuildNumbers, ReleaseEventRow, ReportCount, ReportRepository } from './report-repository.ts';

/** The auto-rollback judges this many last minutes of a canary. */
export const WATCH_WINDOW_MINUTES = 10;
/** The status shows this many last minutes per build. */
export const STATUS_WINDOW_MINUTES = 60;
/** Old counts are deleted once in this many batches. */
const CLEANUP_EVERY = 500;

export interface RemoteReport {
  remote: RemoteName;
  buildId: string;
  kind: ReportKind;
}

/** Which builds a remote serves (release-files.ts `ReleaseState`, the part the watch reads). */
export interface ReleaseView {
  stable: string | null;
  canary: string | null;
  previous: string | null;
  canaryShare: number | null;
}

/** The release files, as the watch uses them (release-files.ts on the registry and flags files). */
export interface ReleaseControl {
  read(remote: RemoteName): Promise<ReleaseView>;
  /** Rolls back `canary` only if it is still the remote's canary. */
  rollback(remote: RemoteName, reason: string, canary: string): Promise<unknown>;
}

export interface ReleaseWatchLimits {
  failureThreshold: number;
  minRequests: number;
}

export interface BuildStatus {
  buildId: string;
  channel: 'stable' | 'canary' | 'previous' | 'other';
  mounts: number;
  loadFailures: number;
  renderFailures: number;
  serverFaults: number;
  failures: number;
  requests: number;
  /** failures / requests; null without requests. */
  failureRate: number | null;
}

export interface RemoteReleaseStatus extends ReleaseView {
  remote: RemoteName;
  builds: BuildStatus[];
}

export interface ReleaseEventView {
  at: string;
  remote: string;
  buildId: string;
  action: string;
  reason: string;
  numbers: ReleaseEventNumbers;
}

export interface ReleaseStatus {
  windowMinutes: number;
  autoRollback: ReleaseWatchLimits & { windowMinutes: number };
  remotes: RemoteReleaseStatus[];
  events: ReleaseEventView[];
}

const FAILURE_KINDS: ReadonlySet<ReportKind> = new Set(['load-failure', 'render-failure', 'server-fault']);

const failuresOf = (n: Pick<BuildNumbers, 'loadFailures' | 'renderFailures' | 'serverFaults'>) => n.loadFailures + n.renderFailures + n.serverFaults;

/** The same report many times in a batch is one row with its count. */
export function countsOf(reports: RemoteReport[]): ReportCount[] {
  const counts = new Map<string, ReportCount>();
  for (const { remote, buildId, kind } of reports) {
    const key = `${remote}\n${buildId}\n${kind}`;
    const row = counts.get(key);
    if (row) row.count += 1;
    else counts.set(key, { remote, buildId, kind, count: 1 });
  }
  return [...counts.values()];
}

const NO_RELEASE: ReleaseView = { stable: null, canary: null, previous: null, canaryShare: null };

export class ReleaseWatchService {
  private readonly reports: ReportRepository;
  private readonly control: ReleaseControl;
  private readonly limits: ReleaseWatchLimits;
  private readonly log: FastifyBaseLogger;
  private batches = 0;

  constructor(reports: ReportRepository, control: ReleaseControl, limits: ReleaseWatchLimits, log: FastifyBaseLogger) {
    this.reports = reports;
    this.control = control;
    this.limits = limits;
    this.log = log;
  }

  /**
   * Records a batch, then judges the canaries it reported failures for. The judgement's own
   * trouble (an unreadable registry) is logged, never the reporter's problem.
   */
  async record(reports: RemoteReport[]): Promise<ReleaseEventRow[]> {
    await this.reports.add(countsOf(reports));
    if (++this.batches % CLEANUP_EVERY === 0) void this.reports.cleanUp().catch(() => undefined);
    const suspects = new Map<string, RemoteReport>();
    for (const report of reports) if (FAILURE_KINDS.has(report.kind)) suspects.set(`${report.remote}\n${report.buildId}`, report);
    const events: ReleaseEventRow[] = [];
    for (const { remote, buildId } of suspects.values()) {
      try {
        const event = await this.judgeCanary(remote, buildId);
        if (event) events.push(event);
      } catch (error) {
        this.log.error({ err: error, remote, buildId }, 'Release watch could not judge the canary');
      }
    }
    return events;
  }

  /** The server's own render fault of a build (page-rendering.ts): recorded and judged like a report. */
  recordServerFault(remote: RemoteName, buildId: string): Promise<ReleaseEventRow[]> {
    return this.record([{ remote, buildId, kind: 'server-fault' }]);
  }

  /** Rolls the remote's canary back when `buildId` is that canary and its last minutes cross the threshold. */
  async judgeCanary(remote: RemoteName, buildId: string): Promise<ReleaseEventRow | null> {
    // Without the lock first: most batches are about a build that is no canary.
    if ((await this.control.read(remote)).canary !== buildId) return null;
    return this.reports.releaseLocked(remote, async (tx) => {
      // Again under the lock: another instance may have rolled it back meanwhile.
      if ((await this.control.read(remote)).canary !== buildId) return null;
      // A build started again after a rollback is judged on its new run only.
      const after = (await this.reports.lastEventAt(remote, buildId, tx)) ?? undefined;
      const [totals] = await this.reports.numbers(WATCH_WINDOW_MINUTES, { remote, buildId, after });
      if (!totals) return null;
      const failures = failuresOf(totals);
      const requests = totals.mounts + failures;
      const failureRate = requests > 0 ? failures / requests : 0;
      const { failureThreshold: threshold, minRequests } = this.limits;
      if (requests < minRequests || failureRate < threshold) return null;
      const numbers: ReleaseEventNumbers = { mounts: totals.mounts, failures, requests, failureRate, threshold, minRequests, windowMinutes: WATCH_WINDOW_MINUTES };
      const reason =
        `${failures} of ${requests} requests failed (${percent(failureRate)}) in the last ${WATCH_WINDOW_MINUTES} minutes; ` +
        `threshold ${percent(threshold)} from ${minRequests} requests`;
      await this.control.rollback(remote, `auto-rollback: ${reason}`, buildId);
      this.log.warn({ remote, buildId, ...numbers }, `Canary ${remote} ${buildId} rolled back automatically: ${reason}`);
      return this.reports.addEvent({ remote, buildId, action: 'auto-rollback', reason, numbers }, tx);
    });
  }

  /** GET /api/dev/releases: per remote its builds, share and numbers over the last hour; recent events. */
  async status(): Promise<ReleaseStatus> {
    const [numbers, events] = await Promise.all([this.reports.numbers(STATUS_WINDOW_MINUTES), this.reports.recentEvents()]);
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (remote): Promise<RemoteReleaseStatus> => {
        const release = await this.control.read(remote).catch((error: unknown) => {
          this.log.warn({ err: error, remote }, 'Release status: the release files are unreadable');
          return NO_RELEASE;
        });
        return { remote, ...release, builds: buildsOf(release, numbers.filter((row) => row.remote === remote)) };
      }),
    );
    return {
      windowMinutes: STATUS_WINDOW_MINUTES,
      autoRollback: { ...this.limits, windowMinutes: WATCH_WINDOW_MINUTES },
      remotes,
      events: events.map((row) => ({ at: row.at.toISOString(), remote: row.remote, buildId: row.buildId, action: row.action, reason: row.reason, numbers: row.numbers })),
    };
  }
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The canary, stable and previous builds (even without reports), then any other build that reported. */
function buildsOf(release: ReleaseView, numbers: BuildNumbers[]): BuildStatus[] {
  const named: [BuildStatus['channel'], string | null][] = [
    ['canary', release.canary],
    ['stable', release.stable],
    ['previous', release.previous],
  ];
  const ids = new Map<string, BuildStatus['channel']>();
  for (const [channel, id] of named) if (id && !ids.has(id)) ids.set(id, channel);
  for (const row of numbers) if (!ids.has(row.buildId)) ids.set(row.buildId, 'other');
  return [...ids].map(([buildId, channel]) => {
    const row = numbers.find((candidate) => candidate.buildId === buildId);
    const counts = { mounts: row?.mounts ?? 0, loadFailures: row?.loadFailures ?? 0, renderFailures: row?.renderFailures ?? 0, serverFaults: row?.serverFaults ?? 0 };
    const failures = failuresOf(counts);
    const requests = counts.mounts + failures;
    return { buildId, channel, ...counts, failures, requests, failureRate: requests > 0 ? failures / requests : null };
  });
}
