import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config.ts';
import { RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** The limits of every bucket (config.ts), for the domains that count requests. */
    rateLimits: RateLimitConfig;
  }
}

export default fp<{ rateLimits: RateLimitConfig }>(
  async (app, options) => {
    app.decorate('rateLimiter', new RateLimiter(app.db, options.rateLimits.windowSeconds));
    app.decorate('rateLimits', options.rateLimits);
  },
  { name: 'rate-limit-domain', dependencies: ['db'] },
);
