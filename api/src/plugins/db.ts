/** The connection pool and the Drizzle handle, decorated as `app.db` for the repositories. */
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import fp from 'fastify-plugin';
import pg from 'pg';
import * as schema from '../db/schema.ts';

export type Database = NodePgDatabase<typeof schema>;

/** What a transaction or the pool can run: repositories take either, so a caller's transaction reaches them. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** True when PostgreSQL answers a trivial query within `timeoutMs`. */
    pingDatabase(timeoutMs?: number): Promise<boolean>;
  }
}

export interface DbPluginOptions {
  connectionString: string;
  poolSize?: number;
}

export default fp<DbPluginOptions>(
  async (app, options) => {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', (err) => app.log.error({ err }, 'PostgreSQL idle client error'));
    const db = drizzle({ client: pool, schema });

    app.decorate('db', db);
    app.decorate('pingDatabase', async (timeoutMs = 2_000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const ping = db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      try {
        return await Promise.race([ping, timeout]);
      } finally {
        clearTimeout(timer);
      }
    });
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'db' },
);
