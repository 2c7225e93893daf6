/**
 * Fixed-window rate limits counted in PostgreSQL (architecture §4: shared by every API instance).
 * One atomic upsert per hit: the row of a bucket holds its current window and count; the
 * database clock decides the window, so instances with drifting clocks still agree.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../plugins/db.ts';
import { AppError } from '../errors.ts';

export interface RateLimit {
  /** e.g. `authenticate:email:<address>`; personal parts are hashed before they are stored. */
  bucket: string;
  limit: number;
}

export interface HitResult {
  count: number;
  retryAfterSeconds: number;
}

/** Old windows are deleted now and then by whichever instance happens to be counting. */
const CLEANUP_EVERY = 200;

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many requests: retry in ${retryAfterSeconds} s.`, {
    messageKey: 'errors.tooManyRequests',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** A stable, non-reversible bucket part for an e-mail or an IP address. */
export const bucketPart = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

export class RateLimiter {
  private readonly db: Database;
  private readonly windowSeconds: number;
  private hits = 0;

  constructor(db: Database, windowSeconds: number) {
    this.db = db;
    this.windowSeconds = windowSeconds;
  }

  async hit(bucket: string): Promise<HitResult> {
    const window = this.windowSeconds;
    const result = await this.db.execute<{ count: number; retry: string }>(sql`
      insert into rate_limit_hits as h (bucket, window_start, count)
      values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window}), 1)
      on conflict (bucket) do update set
        count = case when h.window_start = excluded.window_start then h.count + 1 else 1 end,
        window_start = excluded.window_start
      returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - now())))::text as retry`);
    if (++this.hits % CLEANUP_EVERY === 0) void this.cleanUp();
    const row = result.rows[0]!;
    return { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry)) };
  }

  /** Counts one request in every bucket; 429 RATE_LIMITED with Retry-After when any is over its limit. */
  async enforce(limits: RateLimit[]): Promise<void> {
    const results = await Promise.all(limits.map(async (limit) => ({ limit, hit: await this.hit(limit.bucket) })));
    const over = results.filter(({ limit, hit }) => hit.count > limit.limit);
    if (over.length > 0) throw tooManyRequests(Math.max(...over.map(({ hit }) => hit.retryAfterSeconds)));
  }

  /**
   * Issue 29 §5: a visitor form (contact, newsletter, booking) counted per e-mail and per client IP,
   * as sign-in is: `<form>:email:<hash>` and `<form>:ip:<hash>`.
   */
  enforceForm(form: string, email: string, ip: string, limits: { perEmail: number; perIp: number }): Promise<void> {
    return this.enforce([
      { bucket: `${form}:email:${bucketPart(email.trim().toLowerCase())}`, limit: limits.perEmail },
      { bucket: `${form}:ip:${bucketPart(ip)}`, limit: limits.perIp },
    ]);
  }

  private async cleanUp(): Promise<void> {
    try {
      await this.db.execute(sql`delete from rate_limit_hits where window_start < now() - make_interval(secs => ${this.windowSeconds * 2})`);
    } catch {
      // Housekeeping only: the next cleanup tries again.
    }
  }
}
