/**
 * Issue 33 §1 in the server HTML: two builds of the catalogue live at once in one process (stable
 * and canary), each request rendered with its visitor's build, and the page naming the same build
 * as GET /api/external/remotes does for the same cookie. The canary is a real copy of the built
 * catalogue whose server code marks the product name (`cat-canary-mark`), so a page shows which
 * build drew it, down to the lazily loaded chunk.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/config.ts';
import { siteFixtureForFile } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '3000';
// The default page cache (10 s): its key must keep the two builds' pages apart.
delete process.env.RENDER_CACHE_TTL_MS;

const site = siteFixtureForFile();
const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';
const CANARY = 'cafe00000033';
const MARK = 'cat-canary-mark';
let stable: string;
const canaryUrl = `/remotes/catalogue/${CANARY}/mf-manifest.json`;

async function writeRegistry(withCanary: boolean) {
  const remotes = structuredClone(site.registry.remotes) as Record<string, { manifestUrl: string; canary?: { manifestUrl: string } }>;
  if (withCanary) remotes.catalogue!.canary = { manifestUrl: canaryUrl };
  await writeFile(site.t.paths.registryFile, `${JSON.stringify({ remotes })}\n`);
}

beforeAll(async () => {
  stable = site.registry.remotes.catalogue!.manifestUrl.split('/')[3]!;
  // A second real build: the stable one copied under another id, its server code marked.
  const target = path.join(site.t.paths.deployDir, 'remotes/catalogue', CANARY);
  await cp(path.join(REPO_ROOT, 'deploy/remotes/catalogue', stable), target, { recursive: true, dereference: true });
  let marked = 0;
  for (const file of await readdir(path.join(target, 'server'))) {
    const code = await readFile(path.join(target, 'server', file), 'utf8');
    if (!code.includes('className: "cat-product__name"')) continue;
    await writeFile(path.join(target, 'server', file), code.replaceAll('className: "cat-product__name"', `className: "cat-product__name ${MARK}"`));
    marked++;
  }
  expect(marked).toBeGreaterThan(0);
  // Bucket 17 (a named list) gets the canary; everyone else the stable build.
  const flags = JSON.parse(await readFile(site.t.paths.flagsFile, 'utf8')) as { flags: Record<string, unknown> };
  flags.flags['release-catalogue'] = {
    state: 'ENABLED',
    variants: { stable: 'stable', canary: 'canary' },
    defaultVariant: 'stable',
    targeting: { if: [{ in: [{ var: 'targetingKey' }, ['17']] }, 'canary', 'stable'] },
  };
  await writeFile(site.t.paths.flagsFile, JSON.stringify(flags));
  await writeRegistry(true);
}, 60_000);

async function page(bucket: string | null) {
  const res = await site.t.app.inject({ url: PRODUCT, headers: bucket === null ? {} : { cookie: `trama_bucket=${bucket}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-render']).toBe('server');
  const state = JSON.parse(/<script type="application\/json" id="trama-ssr">(.*?)<\/script>/.exec(res.body)![1]!) as {
    api: { key: string; answer: { remotes: { name: string; buildId: string; channel: string; manifestUrl: string }[] } }[];
    page: { build: string };
  };
  const embedded = state.api.find((answer) => answer.key === 'it /api/external/remotes')!.answer.remotes.find((r) => r.name === 'catalogue')!;
  return { res, html: res.body, embedded, rendered: state.page.build, marked: res.body.includes(MARK) };
}

async function apiAnswer(bucket: string) {
  const res = await site.t.app.inject({ url: '/api/external/remotes', headers: { cookie: `trama_bucket=${bucket}`, language: 'it' } });
  return (res.json() as { remotes: { name: string; buildId: string; channel: string }[] }).remotes.find((r) => r.name === 'catalogue')!;
}

describe('issue 33 §1 two builds of a remote in one server', () => {
  it('[33.1] the canary bucket and a stable one, rendered at the same time in one process, each get their own build', async () => {
    const buckets = ['17', '18', '17', '4242', '17', '18'];
    for (let round = 0; round < 2; round++) {
      const pages = await Promise.all(buckets.map((bucket) => page(bucket)));
      pages.forEach((p, i) => {
        const canary = buckets[i] === '17';
        expect(p.marked, `bucket ${buckets[i]}`).toBe(canary);
        expect(p.rendered).toBe(canary ? CANARY : stable);
        expect(p.html).toContain(`data-server-rendered="${canary ? CANARY : stable}"`);
        expect(p.html).toContain('Lenzuolo in lino lavato Sabbia');
      });
    }
  });

  it('[33.1] the server HTML and GET /api/external/remotes with the same cookie name the same build; the page loads that build in the browser', async () => {
    for (const bucket of ['17', '18']) {
      const p = await page(bucket);
      const api = await apiAnswer(bucket);
      expect(p.embedded).toMatchObject({ buildId: api.buildId, channel: api.channel });
      expect(p.rendered).toBe(api.buildId);
      expect(api.channel).toBe(bucket === '17' ? 'canary' : 'stable');
      // The page's preloads and prefetches name this build's files, never the other's.
      const other = bucket === '17' ? stable : CANARY;
      expect(p.html).toContain(`/remotes/catalogue/${api.buildId}/`);
      expect(p.html).not.toContain(`/remotes/catalogue/${other}/`);
    }
  });

  it('[33.1] while a canary is live a page is private and gives a visitor without a bucket one, its embedded answer that bucket\'s', async () => {
    const first = await page(null);
    const cookie = first.res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^trama_bucket=\d{1,4}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/);
    expect(first.res.headers['cache-control']).toBe('private, max-age=0');
    const bucket = /=(\d+)/.exec(cookie)![1]!;
    expect(first.embedded.buildId).toBe((await apiAnswer(bucket)).buildId);
    const again = await page(bucket);
    expect(again.res.headers['set-cookie']).toBeUndefined();
    expect(again.rendered).toBe(first.rendered);
  });

  it('[33.1] a crawler is given no bucket: it keeps no cookie, and indexes the stable build', async () => {
    const res = await site.t.app.inject({ url: PRODUCT, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain(`data-server-rendered="${stable}"`);
  });

  it('[33.1] without a canary: no cookie, the shared-cache headers, the stable build for every bucket', async () => {
    await writeRegistry(false);
    try {
      for (const bucket of [null, '17']) {
        const p = await page(bucket);
        expect(p.res.headers['set-cookie']).toBeUndefined();
        expect(p.res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
        expect(p.rendered).toBe(stable);
        expect(p.marked).toBe(false);
      }
    } finally {
      await writeRegistry(true);
    }
  });
});
