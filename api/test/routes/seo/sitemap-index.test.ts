/**
 * Issue 13 §7 Crawlable: above the URL limit per file /sitemap.xml is a sitemap index of
 * /sitemap-N.xml parts. The limit (50,000 by default) is lowered here with SITEMAP_MAX_URLS so the
 * seeded catalogue (a few hundred products, five languages each) needs several parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoRepository } from '../../../src/domain/seo/seo-repository.ts';
import { SeoService } from '../../../src/domain/seo/seo-service.ts';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { indexLocs, LANGUAGES, ORIGIN, urlsOf, type SitemapUrl } from './seo-test-helpers.ts';

const LIMIT = 1_000;

let t: TestApp;
let index: string;
beforeAll(async () => {
  process.env.SITEMAP_MAX_URLS = String(LIMIT);
  try {
    t = await createTestApp({ auth: { publicUrl: ORIGIN } });
  } finally {
    delete process.env.SITEMAP_MAX_URLS;
  }
  const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  index = res.body;
});
afterAll(() => t.close());

async function part(loc: string): Promise<SitemapUrl[]> {
  const res = await t.app.inject({ url: new URL(loc).pathname });
  expect(res.statusCode, loc).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return urlsOf(res.body);
}

describe('sitemap index (issue 13 §7)', () => {
  it('issue 13 §7 over the limit, /sitemap.xml is a well-formed index of /sitemap-1.xml … /sitemap-N.xml on PUBLIC_URL', () => {
    const locs = indexLocs(index);
    expect(locs.length).toBeGreaterThan(1);
    expect(locs).toEqual(locs.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));
    expect(index).not.toContain('evil.example');
  });

  it('issue 13 §7 each part holds at most the limit, and together they list every page and product once', async () => {
    const parts = await Promise.all(indexLocs(index).map(part));
    for (const urls of parts) {
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
    }
    const all = parts.flat();
    const locs = new Set(all.map((url) => url.loc));
    expect(locs.size, 'no URL in two parts').toBe(all.length);
    expect(all.length).toBeGreaterThan(LIMIT);

    for (const language of LANGUAGES) {
      // Issue 17 §1: the list's path and the product's slug in the language's own words (else the neutral ones).
      const products = await queryRows<{ canonical_url: string; menu_url: string }>(
        t,
        `select coalesce(pt.canonical_url, p.canonical_url) as canonical_url, coalesce(mt.canonical_url, m.canonical_url) as menu_url
           from products p join menu_items m on m.menu_id = p.menu_id
           left join menu_translations mt on mt.menu_id = m.menu_id and mt.language = '${language}'
           left join product_texts pt on pt.product_id = p.product_id and pt.language = '${language}'
          where p.brand_id = 3`,
      );
      for (const product of products) {
        expect(locs.has(`${ORIGIN}/${language}${product.menu_url}/${product.canonical_url}`), `${language} ${product.canonical_url}`).toBe(true);
      }
    }
    for (const page of ['/it', '/en/bed/sheets', '/de/haeufige-fragen', '/es/revista/2']) expect(locs.has(`${ORIGIN}${page}`), page).toBe(true);
    // Every alternate of every URL is listed in some part.
    for (const url of all) for (const href of Object.values(url.alternates)) expect(locs.has(href), href).toBe(true);
  });

  it('issue 13 §7 a part the index does not list is a 404, not the shell', async () => {
    const count = indexLocs(index).length;
    await t.write('shell/dist/index.html', '<!doctype html><html><body>SHELL PAGE</body></html>');
    for (const url of [`/sitemap-${count + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-.xml']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('sitemap byte limit (issue 13 §7)', () => {
  it('issue 13 §7 a part also stays under the byte limit per file (50 MB by default), whatever its URL count', async () => {
    const maxBytes = 300_000;
    const service = new SeoService(new SeoRepository(t.app.db), t.app.menuService, { maxUrls: 50_000, maxBytes });
    const text = async (part: number | null) => {
      const document = await service.sitemap(3, ORIGIN, part);
      if (!document) throw new Error(`no sitemap part ${part}`);
      if (document.kind === 'index') return document.xml;
      let xml = '';
      for await (const chunk of document.chunks) xml += chunk;
      return xml;
    };
    const locs = indexLocs(await text(null));
    expect(locs.length).toBeGreaterThan(1);
    let total = 0;
    for (let i = 1; i <= locs.length; i++) {
      const xml = await text(i);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(maxBytes);
      total += urlsOf(xml).length;
    }
    expect(await service.sitemap(3, ORIGIN, locs.length + 1)).toBeNull();
    const [{ n }] = (await queryRows<{ n: number }>(t, 'select count(*)::int as n from products where brand_id = 3')) as [{ n: number }];
    expect(total).toBeGreaterThan(n * LANGUAGES.length);
  });
});
