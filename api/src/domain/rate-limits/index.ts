import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config.ts';
import { RateLimiter, tooManyRequests } from './limits.ts';
import { PostgresRateLimitStore } from './postgres-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** The limits of every bucket (config.ts), for the domains that count requests. */
    rateLimits: RateLimitConfig;
  }
}

export default fp<{ rateLimits: RateLimitConfig }>(
  async (app, options) => {
    await app.register(rateLimit, {
      // No limit on every route: each limit is named where it counts (limits.ts), or in a route's
      // config.rateLimit (counted after validation, on the same shared store).
      global: false,
      hook: 'preHandler',
      timeWindow: options.rateLimits.windowSeconds * 1000,
      store: PostgresRateLimitStore.on(app.db),
      // A route-level limit refuses as the domain ones do: 429 RATE_LIMITED, Retry-After in seconds.
      errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
    app.decorate('rateLimiter', new RateLimiter(app, options.rateLimits.windowSeconds));
    app.decorate('rateLimits', options.rateLimits);
  },
  { name: 'rate-limit-domain', dependencies: ['db'] },
);
