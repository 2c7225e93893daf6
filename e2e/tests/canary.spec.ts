/**
 * Issue 33 §4: a canary of mf-catalogue, end to end. Two builds that differ visibly (the canary's
 * product list carries a "Canary" mark, support/catalogue-builds.ts) serve side by side; the
 * `release-catalogue` flag's share decides who gets which (set through release-files.ts, as
 * `npm run deploy` does), each visitor keeps their build from the server HTML to the hydrated page
 * and the next page, and a canary that throws in the browser is rolled back by the API on the
 * browsers' own failure reports (CANARY_MIN_REQUESTS is small on the e2e server, support/server.ts).
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { readRelease, setCanaryShare, startCanary } from '../../api/src/domain/releases/release-files.ts';
import { publishCatalogueVariant } from '../support/catalogue-builds.ts';
import { keepOwnerFiles, restoreOwnerFiles } from '../support/owner-files.ts';
import { FLAGS_FILE, REGISTRY_FILE } from '../support/paths.ts';
import { expect, test } from '../support/test.ts';

const FILES = { registryFile: REGISTRY_FILE, flagsFile: FLAGS_FILE };
/** Two product lists: a visitor's first page and the next. */
const LIST = '/it/letto';
const NEXT = '/it/bagno';
/** Fresh visitors per share: at 50 % a split outside 30–70 % of 60 is a 1-in-400 chance. */
const VISITORS = 60;
const REPORTS = '/api/external/remote-reports';

// Each test first waits for the server to render a build it just named (warmUp), then visits many times.
test.describe.configure({ timeout: 180_000 });

let marked = '';
let throwing = '';

test.beforeAll(async () => {
  // Built once per run (and kept while the sources stay the same): a build of the remote takes a while on a busy machine.
  test.setTimeout(600_000);
  marked = await publishCatalogueVariant('marked');
  throwing = await publishCatalogueVariant('throwing');
});
test.beforeEach(keepOwnerFiles);
test.afterEach(restoreOwnerFiles);

/** The catalogue build that rendered the product list on the server (the slot names its build id, as in redeploy.spec.ts). */
const serverBuildIn = (html: string): string | null =>
  /data-testid="slot-catalogue-ProductList"[^>]*data-server-rendered="([^"]*)"/.exec(html)?.[1] ?? null;

/** A fresh visitor's page, fetched with no cookie: which build rendered it, and the bucket it gave the visitor (null: none). */
async function freshServerVisit(baseURL: string): Promise<{ build: string | null; marked: boolean; bucket: string | null }> {
  const response = await fetch(`${baseURL}${LIST}`);
  const html = await response.text();
  return { build: serverBuildIn(html), marked: html.includes('data-testid="canary-mark"'), bucket: /(?:^|,\s*)trama_bucket=(\d+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null };
}

/** Until the server renders the list with that build: a build's first server render may run over the slot's budget while its code loads. */
async function warmUp(baseURL: string, build: string): Promise<void> {
  await expect.poll(async () => (await freshServerVisit(baseURL)).build, { timeout: 60_000 }).toBe(build);
}

/** `count` fresh visitors, one after another: the builds their pages were rendered with. */
async function freshVisitors(baseURL: string, count: number): Promise<string[]> {
  const builds: string[] = [];
  for (let index = 0; index < count; index++) {
    const visit = await freshServerVisit(baseURL);
    // The page shows the mark exactly when the canary rendered it, and every visitor got a bucket (a canary is live).
    expect(visit.marked, `visitor ${index}: the mark and the build ${visit.build} disagree`).toBe(visit.build === marked);
    expect(visit.bucket, `visitor ${index} got no trama_bucket cookie`).toMatch(/^\d{1,4}$/);
    builds.push(visit.build ?? 'not server-rendered');
  }
  return builds;
}

interface BrowserVisit {
  /** The build id in the server HTML's slot. */
  server: string | null;
  /** The catalogue builds whose JavaScript the page requested. */
  scripts: Set<string>;
  /** Script errors and hydration mismatches. */
  errors: string[];
}

/**
 * A visitor opens a page as a shopper does: it reads, moves the pointer (issue 13 §5: a first visit
 * loads its scripts at the first sign of use) and the page hydrates.
 */
async function browse(page: Page, path: string): Promise<BrowserVisit> {
  const visit: BrowserVisit = { server: null, scripts: new Set(), errors: [] };
  const onRequest = (request: { url(): string }) => {
    const build = /\/remotes\/catalogue\/([0-9a-f]{12})\/[^?#]*\.js/.exec(request.url())?.[1];
    if (build) visit.scripts.add(build);
  };
  const onError = (error: Error) => visit.errors.push(error.message);
  // A hydration mismatch would mean the browser rendered something else than the server did.
  const onConsole = (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat/i.test(message.text())) visit.errors.push(message.text().slice(0, 300));
  };
  page.on('request', onRequest);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  const response = await page.goto(path);
  visit.server = serverBuildIn((await response?.text()) ?? '');
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => performance.getEntriesByName('trama:first-view', 'mark').length > 0, undefined, { timeout: 20_000 });
  await expect(page.getByTestId('slot-catalogue-ProductList')).not.toHaveAttribute('data-state', /server|loading/);
  // A script the browser had cached may fire no request event; the page's resource timing lists it all the same.
  for (const url of await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))) onRequest({ url: () => url });
  page.off('request', onRequest);
  page.off('pageerror', onError);
  page.off('console', onConsole);
  return visit;
}

/** What a shopper on a healthy build sees: the hydrated list, no error text, no script error. */
async function expectHealthy(page: Page, visit: BrowserVisit): Promise<void> {
  const slot = page.getByTestId('slot-catalogue-ProductList');
  await expect(slot).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('sort-select')).toBeVisible();
  await expect(slot.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.trama-render-error')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(visit.errors, 'script errors on the page').toEqual([]);
}

async function freshPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('[33.4] two builds of mf-catalogue differ visibly: the canary\'s product list shows its mark, the stable one\'s does not', async ({ baseURL }) => {
  const { stable } = await readRelease(FILES, 'catalogue');
  expect(stable).toMatch(/^[0-9a-f]{12}$/);
  expect(marked).not.toBe(stable);
  expect(throwing).not.toBe(stable);
  expect(throwing).not.toBe(marked);
  const before = await freshServerVisit(baseURL!);
  expect(before).toEqual({ build: stable, marked: false, bucket: null });

  await startCanary(FILES, 'catalogue', marked, 100);
  await warmUp(baseURL!, marked);
  expect(await freshServerVisit(baseURL!)).toMatchObject({ build: marked, marked: true, bucket: expect.stringMatching(/^\d{1,4}$/) });
});

test('[33.4] at a 0 % share no fresh visitor gets the canary, though the registry names it', async ({ baseURL }) => {
  const { stable } = await readRelease(FILES, 'catalogue');
  expect(await startCanary(FILES, 'catalogue', marked, 0)).toMatchObject({ stable, canary: marked, canaryShare: 0 });
  await warmUp(baseURL!, stable!);
  expect(new Set(await freshVisitors(baseURL!, VISITORS))).toEqual(new Set([stable]));
});

test('[33.4] at a 100 % share every fresh visitor gets the canary', async ({ baseURL }) => {
  expect(await startCanary(FILES, 'catalogue', marked, 100)).toMatchObject({ canary: marked, canaryShare: 100 });
  await warmUp(baseURL!, marked);
  expect(new Set(await freshVisitors(baseURL!, VISITORS))).toEqual(new Set([marked]));
});

test('[33.4] at a 50 % share fresh visitors split between the two builds (30–70 % on the canary)', async ({ baseURL }) => {
  const { stable } = await readRelease(FILES, 'catalogue');
  await startCanary(FILES, 'catalogue', marked, 100);
  await warmUp(baseURL!, marked);
  expect(await setCanaryShare(FILES, 'catalogue', 50)).toMatchObject({ stable, canary: marked, canaryShare: 50 });
  const builds = await freshVisitors(baseURL!, VISITORS);
  expect(builds.filter((build) => build !== stable && build !== marked), 'pages not rendered by either build').toEqual([]);
  const onCanary = builds.filter((build) => build === marked).length;
  test.info().annotations.push({ type: 'split', description: `${onCanary} of ${VISITORS} fresh visitors on the canary` });
  expect(onCanary).toBeGreaterThanOrEqual(VISITORS * 0.3);
  expect(onCanary).toBeLessThanOrEqual(VISITORS * 0.7);
});

test('[33.4] a visitor keeps their build: the server HTML, the hydrated page and the next page name the same one', async ({ browser, baseURL }) => {
  const { stable } = await readRelease(FILES, 'catalogue');
  await startCanary(FILES, 'catalogue', marked, 100);
  await warmUp(baseURL!, marked);
  await setCanaryShare(FILES, 'catalogue', 50);

  // Fresh visitors until both builds had one (at 50 %, 16 visitors all on one side is a 1-in-30,000 chance).
  const seen = new Set<string>();
  for (let index = 0; index < 16 && seen.size < 2; index++) {
    const { context, page } = await freshPage(browser, baseURL!);
    const first = await browse(page, LIST);
    const build = first.server;
    expect([stable, marked], `visitor ${index}: the server rendered with neither build`).toContain(build);
    const bucket = (await context.cookies()).find((cookie) => cookie.name === 'trama_bucket');
    expect(bucket?.value, `visitor ${index} has no bucket`).toMatch(/^\d{1,4}$/);
    // A strictly necessary first-party cookie the page's scripts cannot read.
    expect(bucket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    for (const [path, visit] of [
      [LIST, first],
      [NEXT, await browse(page, NEXT)],
      [NEXT, await browse(page, NEXT)],
    ] as const) {
      const where = `visitor ${index} (bucket ${bucket?.value}) on ${path}`;
      expect(visit.server, `${where}: the server HTML`).toBe(build);
      // After hydration: the page ran that build's code and no other's, and shows what that build shows.
      expect([...visit.scripts], `${where}: the catalogue scripts requested`).toEqual([build]);
      await expectHealthy(page, visit);
      await expect(page.getByTestId('canary-mark'), `${where}: the canary's mark`).toHaveCount(build === marked ? 1 : 0);
      if (build === marked) await expect(page.getByTestId('canary-mark')).toBeVisible();
    }
    expect((await context.cookies()).find((cookie) => cookie.name === 'trama_bucket')?.value, 'the bucket stays').toBe(bucket?.value);
    seen.add(build!);
    test.info().annotations.push({ type: 'visitor', description: `bucket ${bucket?.value}: ${build === marked ? 'canary' : 'stable'} ${build}` });
    await context.close();
  }
  expect([...seen].sort()).toEqual([stable, marked].sort());
});

test('[33.4] a canary that throws in render is rolled back by itself, and visitors on the stable build never see an error', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const { stable } = await readRelease(FILES, 'catalogue');
  // Its server code runs fine (the fixture throws in the browser only): the failures that roll it back are the browsers' reports.
  await startCanary(FILES, 'catalogue', throwing, 100);
  await warmUp(baseURL!, throwing);
  await setCanaryShare(FILES, 'catalogue', 50);
  // Buckets the flag gives the stable build, learnt from plain fetches (no browser: nothing reported),
  // so shoppers on the stable build visit beside the canary's however the fresh visitors fall.
  const stableBuckets: string[] = [];
  for (let index = 0; index < 40 && stableBuckets.length < 3; index++) {
    const visit = await freshServerVisit(baseURL!);
    if (visit.build === stable && visit.bucket) stableBuckets.push(visit.bucket);
  }
  expect(stableBuckets).toHaveLength(3);

  let onCanary = 0;
  let onStable = 0;
  let canaryVisitor: { context: BrowserContext; page: Page } | null = null;
  for (let index = 0; index < 40 && (await readRelease(FILES, 'catalogue')).canary === throwing; index++) {
    // A shopper on the stable build (a fresh browser holding one of those buckets) never sees an error.
    const shopper = await freshPage(browser, baseURL!);
    await shopper.context.addCookies([{ name: 'trama_bucket', value: stableBuckets[index % stableBuckets.length]!, url: baseURL! }]);
    const stableVisit = await browse(shopper.page, LIST);
    expect(stableVisit.server, `stable shopper ${index}: the server HTML`).toBe(stable);
    expect([...stableVisit.scripts]).toEqual([stable]);
    await expectHealthy(shopper.page, stableVisit);
    await shopper.context.close();
    onStable++;

    // A fresh visitor: the canary or the stable build, as the share falls.
    const { context, page } = await freshPage(browser, baseURL!);
    const reported = page
      .waitForResponse((response) => response.url().endsWith(REPORTS) && response.request().method() === 'POST', { timeout: 30_000 })
      .catch(() => null);
    const visit = await browse(page, LIST);
    if (visit.server === throwing) {
      onCanary++;
      // The canary's visitor sees the shop's render-error text where the list was, and the browser reports it.
      await expect(page.getByTestId('slot-catalogue-ProductList').getByRole('alert').first()).toBeVisible();
      expect((await reported)?.status(), `canary visitor ${index}: the failure report`).toBe(204);
      if (canaryVisitor) await context.close();
      else canaryVisitor = { context, page };
    } else {
      onStable++;
      expect(visit.server, `visitor ${index}: the server rendered with neither build`).toBe(stable);
      expect([...visit.scripts]).toEqual([stable]);
      await expectHealthy(page, visit);
      await context.close();
    }
  }
  test.info().annotations.push({ type: 'visitors', description: `${onCanary} on the throwing canary, ${onStable} on the stable build, before the rollback` });
  expect(onCanary, 'visitors on the throwing canary').toBeGreaterThan(0);
  expect(onStable, 'visitors on the stable build beside it').toBeGreaterThan(0);

  // Rolled back by the API, no one touched the files: the share to 0, then the canary out of the registry.
  await expect.poll(async () => readRelease(FILES, 'catalogue'), { timeout: 30_000 }).toMatchObject({ stable, canary: null, canaryShare: 0 });
  const status = (await (await fetch(`${baseURL}/api/dev/releases`)).json()) as {
    remotes: { remote: string; builds: { buildId: string; renderFailures: number; serverFaults: number }[] }[];
    events: { remote: string; buildId: string; action: string }[];
  };
  expect(status.events).toContainEqual(expect.objectContaining({ remote: 'catalogue', buildId: throwing, action: 'auto-rollback' }));
  const catalogue = status.remotes.find((remote) => remote.remote === 'catalogue');
  // The browsers' reports did it: the server rendered that build without a fault.
  const judged = catalogue?.builds.find((build) => build.buildId === throwing);
  expect(judged?.renderFailures).toBeGreaterThan(0);
  expect(judged?.serverFaults).toBe(0);

  // The visitor who had the canary gets the stable build on the next page, whole; so does every new visitor.
  const { page } = canaryVisitor!;
  const next = await browse(page, NEXT);
  expect(next.server).toBe(stable);
  expect([...next.scripts]).toEqual([stable]);
  await expectHealthy(page, next);
  await canaryVisitor!.context.close();
  for (const build of await freshVisitorsAfterRollback(baseURL!)) expect(build).toBe(stable);
});

/** Fresh visitors after a rollback: no canary is live, so they get no bucket either. */
async function freshVisitorsAfterRollback(baseURL: string): Promise<string[]> {
  const builds: string[] = [];
  for (let index = 0; index < 10; index++) {
    const visit = await freshServerVisit(baseURL);
    expect(visit, `visitor ${index} after the rollback`).toMatchObject({ marked: false, bucket: null });
    builds.push(visit.build ?? 'not server-rendered');
  }
  return builds;
}
