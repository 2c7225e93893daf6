import { readRegistry } from '../support/owner-files.ts';
import { slot } from '../support/shop.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * Issue 33 §3: the browser reports each slot's outcome per remote build, in batches sent after the
 * first view (here: when the page is left), without cookies; the team's status counts them.
 */
interface BuildCounts {
  buildId: string;
  mounts: number;
}

async function mountsOf(page: Page, remote: string, buildId: string): Promise<number> {
  const status = (await (await page.request.get('/api/dev/releases')).json()) as { remotes: { remote: string; builds: BuildCounts[] }[] };
  return status.remotes.find((entry) => entry.remote === remote)?.builds.find((build) => build.buildId === buildId)?.mounts ?? 0;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('access', 'cookieApproval'));
});

test('[33.3] a page’s slots report their mounts per build when the page is left; /api/dev/releases counts them', async ({ page }) => {
  const build = (await readRegistry()).remotes.catalogue!.manifestUrl.split('/')[3]!;
  const before = await mountsOf(page, 'catalogue', build);

  await page.goto('/it/letto');
  await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
  // The sender loads after the first view; then leaving the page sends what waited (pagehide).
  await page.waitForFunction(() => performance.getEntriesByName('trama:first-view').length > 0);
  await page.waitForTimeout(500);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/external/remote-reports') && request.method() === 'POST');
  await page.goto('/it/negozi');
  const request = await sent;
  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.headers().cookie).toBeUndefined();
  const { reports } = request.postDataJSON() as { reports: { remote: string; buildId: string; kind: string }[] };
  expect(reports).toContainEqual({ remote: 'catalogue', buildId: build, kind: 'mount' });
  for (const report of reports) expect(Object.keys(report).sort()).toEqual(['buildId', 'kind', 'remote']);

  await expect.poll(() => mountsOf(page, 'catalogue', build)).toBeGreaterThan(before);
});
