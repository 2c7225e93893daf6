/**
 * The shop's rate limits (architecture §4, README Security), counted by @fastify/rate-limit in
 * the PostgreSQL store every instance shares (postgres-store.ts). The domains say where a request
 * counts, because the key is not always known from the request alone: a sign-in counts by the
 * e-mail it names, a visitor form once its captcha is solved (issue 29 §5), a password change by
 * the token's account. Each limit is one of the plugin's limiters (`createRateLimit`): its
 * keyGenerator reads the bucket the domain names.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export interface RateLimit {
  /** e.g. `authenticate:email:<hash>`; personal parts are hashed before they are stored. */
  bucket: string;
  limit: number;
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many requests: retry in ${retryAfterSeconds} s.`, {
    messageKey: 'errors.tooManyRequests',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** A stable, non-reversible bucket part for an e-mail or an IP address. */
export const bucketPart = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** What a limiter is handed: the bucket, plus the one field the plugin reads from a request. */
interface BucketRequest {
  bucket: string;
  routeOptions: { config: Record<string, never> };
}

export class RateLimiter {
  private readonly app: FastifyInstance;
  private readonly windowMs: number;
  private readonly limiters = new Map<number, Limiter>();

  constructor(app: FastifyInstance, windowSeconds: number) {
    this.app = app;
    this.windowMs = windowSeconds * 1000;
  }

  private limiter(max: number): Limiter {
    let limiter = this.limiters.get(max);
    if (!limiter) {
      limiter = this.app.createRateLimit({ max, timeWindow: this.windowMs, keyGenerator: (request) => (request as unknown as BucketRequest).bucket });
      this.limiters.set(max, limiter);
    }
    return limiter;
  }

  /** Counts one request in every bucket; 429 RATE_LIMITED with Retry-After when any is over its limit. */
  async enforce(limits: RateLimit[]): Promise<void> {
    const results = await Promise.all(
      limits.map(({ bucket, limit }) => this.limiter(limit)({ bucket, routeOptions: { config: {} } } as BucketRequest as unknown as FastifyRequest)),
    );
    const over = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
    if (over.length > 0) throw tooManyRequests(Math.max(1, ...over));
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
}
