/** Where the e2e server keeps the files a product owner or a deploy team would edit. */
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const STATE_DIR = path.join(REPO, 'e2e/.state');
export const FLAGS_FILE = path.join(STATE_DIR, 'flags.json');
export const REGISTRY_FILE = path.join(STATE_DIR, 'registry.json');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
