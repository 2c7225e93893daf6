/**
 * `npm start`: the whole shop at http://localhost:8080 — builds what is missing or stale,
 * then runs the API, which serves the shell, the published remotes and the embedded PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { staleBuilds } from './lib/staleness.ts';
import { readRegistry } from './lib/publish.ts';
import { run } from './lib/run.ts';
import { ROOT } from './lib/workspaces.ts';

const registry = await readRegistry();
const stale = await staleBuilds(registry);
if (stale.length) {
  console.log(`Building ${stale.join(', ')} (missing or older than its sources)…`);
  const code = await run(process.execPath, [path.join(ROOT, 'scripts/build.ts'), ...stale]);
  if (code !== 0) process.exit(code);
}

const server = path.join(ROOT, 'api/src/server.ts');
if (!existsSync(server)) throw new Error(`${server} is missing`);
const api = spawn(process.execPath, [server], { cwd: ROOT, stdio: 'inherit', env: process.env });

// The API stops its database itself; we only pass the signal on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
