import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A domain's Fastify plugin when all it does is decorate the app with one service, built from what
 * the app already holds (its `db`, other domains' services named in `dependencies`). Each domain's
 * index.ts still declares its decoration's type on FastifyInstance.
 */
export function domainPlugin<K extends keyof FastifyInstance>(
  key: K,
  build: (app: FastifyInstance) => FastifyInstance[K],
  options: { name: string; dependencies: string[] },
) {
  return fp(async (app) => {
    // Fastify's decorate() cannot follow a generic key to its declared type; build's own type already checks it.
    const service: unknown = build(app);
    app.decorate(key as string, service);
  }, options);
}
