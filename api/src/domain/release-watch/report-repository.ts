/**
 * Issue 33 §3: the per-minute counts of remote reports and the release events (migration 0032).
 * Every count is an atomic upsert on the row of this minute, so instances and concurrent batches
 * add up without reading first; the database clock decides the minute.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { releaseEvents, remoteReportCounts, type ReleaseEventNumbers, type ReportKind } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';

export interface ReportCount {
  remote: string;
  buildId: string;
  kind: ReportKind;
  count: number;
}

/** A build's numbers over a window: mounts and the three failure kinds. */
export interface BuildNumbers {
  remote: string;
  buildId: string;
  mounts: number;
  loadFailures: number;
  renderFailures: number;
  serverFaults: number;
}

export type ReleaseEventRow = typeof releaseEvents.$inferSelect;

/** Counts older than this are deleted now and then (the status page shows the last hour). */
const KEEP_DAYS = 7;
/** How many recent events the status lists. */
const EVENT_LIMIT = 50;

const sinceMinutes = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
const sumOf = (kind: ReportKind) => sql<string>`coalesce(sum(${remoteReportCounts.count}) filter (where ${remoteReportCounts.kind} = ${kind}), 0)::text`;

export class ReportRepository extends SqlRepository {
  /** Adds the counts to this minute's rows (one statement for the whole batch). */
  async add(counts: ReportCount[], executor: Executor = this.db): Promise<void> {
    if (counts.length === 0) return;
    await executor
      .insert(remoteReportCounts)
      .values(counts.map((row) => ({ ...row, minute: sql`date_trunc('minute', now())` })))
      .onConflictDoUpdate({
        target: [remoteReportCounts.remote, remoteReportCounts.buildId, remoteReportCounts.minute, remoteReportCounts.kind],
        set: { count: sql`${remoteReportCounts.count} + excluded.count` },
      });
  }

  /** Per remote and build, the numbers since `minutes` ago (and since `after`, when given). */
  async numbers(minutes: number, filter: { remote?: string; buildId?: string; after?: Date } = {}): Promise<BuildNumbers[]> {
    const conditions = [gte(remoteReportCounts.minute, sinceMinutes(minutes))];
    if (filter.remote) conditions.push(eq(remoteReportCounts.remote, filter.remote));
    if (filter.buildId) conditions.push(eq(remoteReportCounts.buildId, filter.buildId));
    // The minute a rollback happened in belongs to the old run: counted from the next minute.
    if (filter.after) conditions.push(gte(remoteReportCounts.minute, sql`date_trunc('minute', ${filter.after.toISOString()}::timestamptz) + interval '1 minute'`));
    const rows = await this.db
      .select({
        remote: remoteReportCounts.remote,
        buildId: remoteReportCounts.buildId,
        mounts: sumOf('mount'),
        loadFailures: sumOf('load-failure'),
        renderFailures: sumOf('render-failure'),
        serverFaults: sumOf('server-fault'),
      })
      .from(remoteReportCounts)
      .where(and(...conditions))
      .groupBy(remoteReportCounts.remote, remoteReportCounts.buildId)
      .orderBy(remoteReportCounts.remote, remoteReportCounts.buildId);
    return rows.map((row) => ({
      remote: row.remote,
      buildId: row.buildId,
      mounts: Number(row.mounts),
      loadFailures: Number(row.loadFailures),
      renderFailures: Number(row.renderFailures),
      serverFaults: Number(row.serverFaults),
    }));
  }

  async addEvent(event: { remote: string; buildId: string; action: string; reason: string; numbers: ReleaseEventNumbers }, executor: Executor = this.db): Promise<ReleaseEventRow> {
    const [row] = await executor.insert(releaseEvents).values(event).returning();
    return row!;
  }

  /** Newest first. */
  recentEvents(limit = EVENT_LIMIT): Promise<ReleaseEventRow[]> {
    return this.db.select().from(releaseEvents).orderBy(desc(releaseEvents.id)).limit(limit);
  }

  /** When the watch last acted on this build (its counts before that belong to an earlier run). */
  async lastEventAt(remote: string, buildId: string, executor: Executor = this.db): Promise<Date | null> {
    const [row] = await executor
      .select({ at: releaseEvents.at })
      .from(releaseEvents)
      .where(and(eq(releaseEvents.remote, remote), eq(releaseEvents.buildId, buildId)))
      .orderBy(desc(releaseEvents.id))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * Runs `work` holding this remote's release lock (a transaction-scoped advisory lock): two
   * instances judging the same canary at once never both roll it back.
   */
  releaseLocked<T>(remote: string, work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`release-watch:${remote}`}))`);
      return work(tx);
    });
  }

  /** Deletes counts older than a week (housekeeping; a failure is retried next time). */
  async cleanUp(): Promise<void> {
    await this.db.delete(remoteReportCounts).where(lt(remoteReportCounts.minute, sql`now() - make_interval(days => ${KEEP_DAYS})`));
  }
}
