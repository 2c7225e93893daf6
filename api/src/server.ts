/**
 * `npx node api/src/server.ts`: starts PostgreSQL (embedded unless DATABASE_URL is set), brings
 * the database up to date, then serves the shop on http://localhost:$PORT. SIGINT/SIGTERM
 * close the HTTP server first, then stop the embedded PostgreSQL, then exit 0.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { authConfigFromEnv, serverConfigFromEnv, type AuthConfig, type ServerConfig } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';

const DATABASE_NAME = 'trama';
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** Read before anything starts: a bad or missing setting (PUBLIC_URL in production) stops here, with its message. */
function configuration(): { config: ServerConfig; auth: AuthConfig } {
  try {
    return { config: serverConfigFromEnv(), auth: authConfigFromEnv() };
  } catch (error) {
    console.error('[trama-api] invalid configuration:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { config, auth } = configuration();
const logLevel = process.env.LOG_LEVEL ?? 'info';
const say = (message: string) => console.log(`[trama-api] ${message}`);

let embedded: EmbeddedServer | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function shutdown(reason: string, code: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  say(`${reason}: shutting down`);
  setTimeout(() => {
    console.error('[trama-api] shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app?.close();
  } catch (error) {
    console.error('[trama-api] error while closing the HTTP server', error);
  }
  try {
    await embedded?.stop();
  } catch (error) {
    console.error('[trama-api] error while stopping PostgreSQL', error);
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal, 0));

try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    say(`starting embedded PostgreSQL on port ${config.pgPort} (data: ${config.pgDataDir})`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.pgDataDir,
      port: config.pgPort,
      log: logLevel === 'debug' || logLevel === 'trace' ? (line) => console.log(`[postgres] ${line}`) : undefined,
    });
    await embedded.createDatabase(DATABASE_NAME);
    databaseUrl = embedded.url(DATABASE_NAME);
  } else {
    say('using the PostgreSQL server of DATABASE_URL');
  }
  const { seeded } = await prepareDatabase(databaseUrl);
  if (seeded) say('empty database: demo shop seeded');

  if (!stopping) {
    app = await buildApp({
      databaseUrl,
      paths: config.paths,
      auth,
      logger: { level: logLevel },
      requestLogging: logLevel === 'debug' || logLevel === 'trace',
      // The demo catalogue's photos are painted once per machine, in the background (docs/media.md).
      media: { warmUp: process.env.MEDIA_WARM_UP !== '0' },
    });
    await app.listen({ port: config.port, host: config.host });
    say(`ready on http://${config.host}:${config.port} (API docs: /api/docs)`);
  }
} catch (error) {
  console.error('[trama-api] failed to start:', error instanceof Error ? error.message : error);
  await shutdown('start-up failure', 1);
}
