import { defineConfig, devices } from '@playwright/test';
import { availablePort } from '../api/src/db/available-port.ts';

// 8180 unless another run holds it. Chosen once here in the runner: the web server and the
// workers inherit the environment, so every test reads the same port from support/paths.ts.
process.env.E2E_PORT ??= String(await availablePort(8180));
const { BASE_URL } = await import('./support/paths.ts');

/** Journeys in Debian's Chromium against the composed, built shop (npm run build first). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Tests edit the shared flags and registry files, so they run one at a time.
  workers: 1,
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
  webServer: {
    command: 'node support/server.ts',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
