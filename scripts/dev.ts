/**
 * `npm run dev`: every remote on its own rspack dev server (hot reload), the shell's dev server
 * on http://localhost:3000, and the API on :8080 whose registry points at the dev servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTES, SHELL_DEV_PORT, type RemoteName } from '../shared/src/federation/remotes.ts';
import { writeRegistry, type RegistryFile } from './lib/publish.ts';
import { ALL_BUILDS, DEPLOY_DIR, ROOT } from './lib/workspaces.ts';

const devRegistryFile = path.join(DEPLOY_DIR, 'registry.dev.json');
const registry: RegistryFile = { remotes: {} };
for (const remote of Object.keys(REMOTES) as RemoteName[]) {
  registry.remotes[remote] = { manifestUrl: `http://localhost:${REMOTES[remote].devPort}/mf-manifest.json` };
}
await writeRegistry(registry, devRegistryFile);

const children: ChildProcess[] = [];

function start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  // Each child leads its own process group so that stopping it also stops what npm started under it.
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `.padEnd(22);
  const forward = (chunk: Buffer, out: NodeJS.WriteStream) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', (c: Buffer) => forward(c, process.stdout));
  child.stderr?.on('data', (c: Buffer) => forward(c, process.stderr));
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  children.push(child);
}

// Links in e-mails point where a person opens the shop: the shell's dev server, not the API's :8080.
start('api', process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
  REMOTE_REGISTRY_FILE: devRegistryFile,
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${SHELL_DEV_PORT}`,
});
for (const build of ALL_BUILDS) start(build.dir, 'npm', ['run', 'dev', '-w', build.dir]);

console.log(`\nTrama dev: open http://localhost:${SHELL_DEV_PORT} (API on :8080, remotes on :3001-3005)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    setTimeout(() => process.exit(0), 5000).unref();
    Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() => process.exit(0));
  });
}
