/**
 * @fastify/rate-limit's store (its FastifyRateLimitStore interface) on PostgreSQL, so every API
 * instance counts in the same place (architecture §4, docs/scaling.md). One atomic upsert per hit:
 * a key's row holds the count of its current window and the window's end; a hit after the end
 * starts a new window at 1. The database clock decides, so instances with drifting clocks agree.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Ended windows are deleted now and then by whichever instance happens to be counting. */
const CLEANUP_EVERY = 200;

export class PostgresRateLimitStore implements FastifyRateLimitStore {
  private readonly db: Database;
  private hits = 0;

  constructor(db: Database) {
    this.db = db;
  }

  /** The class @fastify/rate-limit instantiates itself (`store` option), bound to the database. */
  static on(db: Database): FastifyRateLimitStoreCtor {
    const store = new PostgresRateLimitStore(db);
    return class {
      constructor() {
        return store;
      }
    } as unknown as FastifyRateLimitStoreCtor;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** Every limit (route or domain) counts in the same table: the key names the limit. */
  child(): FastifyRateLimitStore {
    return this;
  }

  async hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const ended = sql`${rateLimits.windowEnd} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, windowEnd: sql`now() + make_interval(secs => ${timeWindowMs / 1000})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimits.windowEnd} end`,
        },
      })
      .returning({ count: rateLimits.count, ttl: sql<string>`ceil(extract(epoch from (${rateLimits.windowEnd} - now())) * 1000)::text` });
    if (++this.hits % CLEANUP_EVERY === 0) void this.cleanUp();
    // now() is each transaction's start: a window another hit opened a moment later may end a few
    // ms beyond this one's now() + window; what is left of a window is never more than the window.
    return { current: row!.count, ttl: Math.min(timeWindowMs, Math.max(0, Number(row!.ttl))) };
  }

  /** Deletes the rows whose window ended (called every CLEANUP_EVERY hits). */
  async cleanUp(): Promise<void> {
    try {
      await this.db.delete(rateLimits).where(lt(rateLimits.windowEnd, sql`now()`));
    } catch {
      // Housekeeping only: the next cleanup tries again.
    }
  }
}
