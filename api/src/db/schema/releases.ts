/**
 * Issue 33 §3: how each remote build does in shoppers' browsers and in the server render (migration
 * 0032), and what the release watch did about it. Counts only: nothing about a visitor is kept.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identityKey, timestampTz } from './columns.ts';

/** mount: a slot of that build mounted (a "request"); the other three are failures. */
export const REPORT_KINDS = ['mount', 'load-failure', 'render-failure', 'server-fault'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Per remote, build, kind and minute: how many slots reported it. */
export const remoteReportCounts = pgTable(
  'remote_report_counts',
  {
    remote: text('remote').notNull(),
    /** The 12-hex build id of the registry entry (the directory before mf-manifest.json). */
    buildId: text('build_id').notNull(),
    kind: text('kind').$type<ReportKind>().notNull(),
    /** The minute the reports arrived in (date_trunc('minute', now())). */
    minute: timestampTz('minute').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'remote_report_counts_pk', columns: [t.remote, t.buildId, t.minute, t.kind] }),
    check('remote_report_counts_kind', sql`${t.kind} in ('mount', 'load-failure', 'render-failure', 'server-fault')`),
    index('remote_report_counts_minute_idx').on(t.minute),
  ],
);

/** The numbers an event was decided on (an auto-rollback's window). */
export interface ReleaseEventNumbers {
  mounts: number;
  failures: number;
  requests: number;
  failureRate: number;
  threshold: number;
  minRequests: number;
  windowMinutes: number;
}

/** What the release watch did by itself: an auto-rollback, with its reason and numbers. */
export const releaseEvents = pgTable(
  'release_events',
  {
    id: identityKey(),
    at: timestampTz('at').notNull().defaultNow(),
    remote: text('remote').notNull(),
    buildId: text('build_id').notNull(),
    /** auto-rollback */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    numbers: jsonb('numbers').$type<ReleaseEventNumbers>().notNull(),
  },
  (t) => [index('release_events_at_idx').on(t.at)],
);
