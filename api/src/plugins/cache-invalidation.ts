/**
 * Cache coherence across API instances (issue 18 §4, docs/caching.md): `app.caches`, where every
 * in-process cache fed by the database registers itself with the tables it reads, and the
 * listener that clears them when PostgreSQL notifies a change (migration 0018's triggers) — from
 * this instance, another instance, the seed, an import or a hand-written UPDATE alike.
 */
import fp from 'fastify-plugin';
import { CacheListener } from '../domain/cache/cache-listener.ts';
import { CacheRegistry } from '../domain/cache/cache-registry.ts';
import { tablesWithoutTrigger } from '../domain/cache/trigger-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    caches: CacheRegistry;
    /** The LISTEN connection (for health and tests): `listening` is false while it reconnects. */
    cacheListener: CacheListener;
  }
}

export interface CacheInvalidationOptions {
  /** The same database the pool uses (DATABASE_URL or the embedded server's). */
  connectionString: string;
}

export default fp<CacheInvalidationOptions>(
  async (app, options) => {
    const caches = new CacheRegistry();
    const listener = new CacheListener({
      connectionString: options.connectionString,
      onChange: (table) => {
        const cleared = caches.clearFor(table);
        app.log.debug({ table, cleared }, 'Cache listener: table changed');
      },
      onListening: () => void caches.clearAll(),
      log: {
        info: (message) => app.log.info(message),
        warn: (details, message) => app.log.warn(details, message),
      },
    });
    app.decorate('caches', caches);
    app.decorate('cacheListener', listener);
    // Ready (listen() resolves, then the balancer sends traffic) once LISTEN is in place, so no
    // request is served by an instance that would miss a write; a database that is down does not
    // stop the start (the listener retries).
    app.addHook('onReady', async () => {
      if (!(await listener.start())) return;
      const missing = await tablesWithoutTrigger(app.db, caches.tables()).catch(() => []);
      if (missing.length > 0) {
        app.log.error(
          { tables: missing },
          'Cache invalidation: these tables have no trama_cache_notify trigger (migration 0018): writes to them reach the caches only by their TTL (docs/caching.md)',
        );
      }
    });
    app.addHook('onClose', async () => {
      await listener.close();
    });
  },
  { name: 'cache-invalidation', dependencies: ['db'] },
);
