/**
 * What a page runs, for the journeys on wake on use (issue 13 §5, issue 30): the scripts it asks
 * for, and whether the shell has marked it hydrated.
 */
import type { Page } from '@playwright/test';

/** Every script the page requests, by path (the array fills as the page runs). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The shell's first-view mark (`trama:first-view`): the shell and the page's parcel are hydrated. */
export const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('trama:first-view', 'mark').length > 0);
