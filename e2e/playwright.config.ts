import { defineConfig, devices } from '@playwright/test';
import { availablePort } from '../api/src/db/available-port.ts';

// One server per worker (support/server.ts): its own port, PostgreSQL and copies of flags.json and the
// registry, so journeys that flip flags or re-point remotes run beside each other without meeting.
// E2E_WORKERS=1 runs them one at a time against one server (as before issue 32 §5).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// 8180, 8181, … unless another run holds them. Chosen once here in the runner: the web servers and the
// workers inherit the environment (this file is evaluated again in each worker, E2E_PORTS then set), so
// every test reads its worker's port from support/paths.ts.
if (!process.env.E2E_PORTS) {
  const ports: number[] = [];
  for (let index = 0; index < WORKERS; index++) {
    const preferred = index === 0 ? Number(process.env.E2E_PORT ?? 8180) : ports[index - 1]! + 1;
    let port = await availablePort(preferred);
    while (ports.includes(port)) port = await availablePort(0);
    ports.push(port);
  }
  process.env.E2E_PORTS = ports.join(',');
}
const { BASE_URL } = await import('./support/paths.ts');

/** Journeys in Debian's Chromium against the composed, built shop (npm run build first). */
export default defineConfig({
  testDir: './tests',
  // Tests of one file share their server's flags and registry files and run in order, one at a time;
  // files are spread over the workers, each with its own server.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says (npm test sums it up).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every worker's server, started side by side; ready when each answers /api/health (support/servers.ts).
  webServer: {
    command: 'node support/servers.ts',
    wait: { stdout: /e2e servers ready/ },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
