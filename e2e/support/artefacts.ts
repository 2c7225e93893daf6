/**
 * Visual artefacts of the journeys (issue 17 §8): full-page screenshots a person looks at after a
 * run — checkout, its result pages, empty states, the phone header. Written to e2e/artefacts/
 * (kept out of git; CI keeps the folder) and attached to the test's report.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

export const ARTEFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artefacts');

/** Saves `<name>.png` (lower-case words and dashes) of the whole page and attaches it to the test. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`screenshot name "${name}": lower-case words and dashes only`);
  await mkdir(ARTEFACTS_DIR, { recursive: true });
  const path = join(ARTEFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  return path;
}
