/**
 * `node support/servers.ts`: the e2e web servers, one per Playwright worker (support/server.ts with
 * E2E_SERVER_INDEX 0 … n − 1, n = the ports in E2E_PORTS), started side by side — Playwright starts
 * the entries of `webServer` one after another, and each server's PostgreSQL start, migration and
 * seed would add up. Prints SERVERS_READY once every server answers /api/health (playwright.config.ts
 * waits for that line); stops them all when stopped, and stops when any of them does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVERS_READY = 'e2e servers ready';

const ports = (process.env.E2E_PORTS ?? process.env.E2E_PORT ?? '8180').split(',').map(Number);
const children: ChildProcess[] = ports.map((_, index) =>
  spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_SERVER_INDEX: String(index) },
  }),
);

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 1);
  });
}

async function healthy(port: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await Promise.all(ports.map(healthy));
console.log(SERVERS_READY);
