import fp from 'fastify-plugin';
import type { RateLimitConfig } from '../../config.ts';
import { RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export default fp<{ rateLimits: RateLimitConfig }>(
  async (app, options) => {
    app.decorate('rateLimiter', new RateLimiter(app.db, options.rateLimits.windowSeconds));
  },
  { name: 'rate-limit-domain', dependencies: ['db'] },
);
