/**
 * `npx node api/scripts/with-external-db.ts <command…>`: runs a command against a SECOND
 * PostgreSQL server, reached only through DATABASE_URL — the path a real deployment takes.
 * Starts an embedded server on port 55420 (or a free one) in a temporary folder, creates a database, runs the
 * command with DATABASE_URL set, stops the server and exits with the command's exit code.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availablePort } from '../src/db/available-port.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.ts';

// 55420 unless another run holds it (CI and developers share machines).
const PORT = await availablePort(55420);
const DATABASE = 'trama_external';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-external-db.ts <command> [args…]   e.g. npx vitest run --project api');
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'trama-external-pg-'));
let server: EmbeddedServer | undefined;
let exitCode = 1;
try {
  server = await startEmbeddedPostgres({ dataDir, port: PORT, persistent: false });
  await server.createDatabase(DATABASE);
  const databaseUrl = server.url(DATABASE);
  console.log(`[with-external-db] PostgreSQL on port ${PORT}; DATABASE_URL=${databaseUrl}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
  // Ctrl-C reaches the child through the terminal; we only wait for it, then clean up.
  const ignore = () => {};
  process.on('SIGINT', ignore);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  exitCode = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      console.error(`[with-external-db] cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)));
  });
} catch (error) {
  console.error('[with-external-db]', error instanceof Error ? error.message : error);
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
