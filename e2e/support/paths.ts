/**
 * Where the e2e server of this worker keeps the files a product owner or a deploy team would edit.
 * The journeys run in E2E_WORKERS Playwright workers (playwright.config.ts); each worker has its own
 * server, PostgreSQL and state folder, so journeys of two workers never see each other's flags,
 * registry edits, baskets or accounts. A worker process knows its slot from Playwright's
 * TEST_PARALLEL_INDEX; a server from E2E_SERVER_INDEX (support/server.ts).
 */
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
/** This process's server slot: 0 … E2E_WORKERS − 1 (0 outside the runner, e.g. a server started by hand). */
export const SERVER_INDEX = Number(process.env.E2E_SERVER_INDEX ?? process.env.TEST_PARALLEL_INDEX ?? 0);
export const STATE_DIR = path.join(REPO, 'e2e/.state', `server-${SERVER_INDEX}`);
export const FLAGS_FILE = path.join(STATE_DIR, 'flags.json');
export const REGISTRY_FILE = path.join(STATE_DIR, 'registry.json');
/** E2E_PORTS: one port per server, chosen once by the runner (playwright.config.ts); E2E_PORT for a single server. */
const PORTS = (process.env.E2E_PORTS ?? process.env.E2E_PORT ?? '8180').split(',').map(Number);
export const E2E_PORT = PORTS[SERVER_INDEX] ?? PORTS[0]!;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
