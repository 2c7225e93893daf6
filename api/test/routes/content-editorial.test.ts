/**
 * Issue 16: the editorial pages are reachable and complete in the five languages, and the
 * magazine names favourites the catalogue has (storefront §2 Other pages, Magazine; §7).
 */
import type { ContentItem, MenuItem, Product } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function grid(id: number, language: string): Promise<ContentItem[]> {
  const res = await t.app.inject({ url: `/api/external/content/grid/${id}`, headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function menu(language = 'it'): Promise<MenuItem[]> {
  return (await t.app.inject({ url: '/api/external/menu', headers: { language } })).json();
}

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

/** Home, brand history, savoir-faire, new treasures, gold and silver, timeline, magazine, size guide. */
const EDITORIAL_GRIDS = [21, 31, 32, 33, 34, 35, 40, 44];

describe('editorial pages (issue 16, storefront §2 Other pages)', () => {
  it('§1 every editorial grid and the size guide has its own texts in fr, de and es, not the English fallback', async () => {
    for (const id of EDITORIAL_GRIDS) {
      const english = await grid(id, 'en');
      for (const language of ['fr', 'de', 'es']) {
        const translated = await grid(id, language);
        expect(translated.length, `grid ${id} ${language}`).toBe(english.length);
        // Words both languages share (Gold, Magazine) are fine; a sentence left in English is not.
        const untranslated = translated.filter((item, i) => item.type === 'TEXT' && item.value.split(' ').length > 2 && item.value === english[i]!.value);
        expect(untranslated.map((i) => i.value), `grid ${id} ${language}`).toEqual([]);
      }
    }
  });

  it('§2 the pages the header does not name are in the footer, the sitemap in the sub-footer', async () => {
    for (const language of ['it', 'en', 'fr', 'de', 'es']) {
      const items = flat(await menu(language));
      // Issue 17 §1: each language has its own paths; alternates.it names the Italian one.
      const footer = items.filter((i) => /^(sub)?footer_/.test(i.key)).map((i) => i.alternates?.it ?? i.canonicalUrl);
      for (const path of ['/la-nostra-storia', '/timeline', '/oro-e-argento', '/cataloghi', '/spazio-professionisti', '/mappa-del-sito']) {
        expect(footer, `${path} ${language}`).toContain(path);
      }
      const sitemap = items.find((i) => i.key === 'plan_du_site');
      expect(sitemap).toMatchObject({ menuType: 'PAGE', gridId: null, alternates: expect.objectContaining({ it: '/mappa-del-sito' }) });
      expect(sitemap!.label.length).toBeGreaterThan(0);
    }
  });

  it('§2/§7 each magazine post names favourites the catalogue answers as products of type S with a price', async () => {
    const magazine = await grid(40, 'it');
    const posts = [...new Set(magazine.map((i) => i.widget))];
    for (const post of posts) {
      const ids = magazine.find((i) => i.widget === post && i.name === 'Products')?.value.split(',').map(Number) ?? [];
      expect(ids.length, `post ${post}`).toBeGreaterThanOrEqual(4);
      const res = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', payload: { productIds: ids } });
      expect(res.statusCode).toBe(200);
      const products: Product[] = res.json();
      expect(products.map((p) => p.productId)).toEqual(ids);
      for (const product of products) {
        expect(product.productType).toBe('S');
        expect(product.startingPrice).toBeGreaterThan(0);
      }
    }
  });

  it('§2 gold-and-silver grid 34: a cover (photo, title, subtitle), then a gold and a silver block', async () => {
    const list = await grid(34, 'de');
    const cover = list.filter((i) => i.section === 1).map((i) => i.name);
    expect(cover).toEqual(['Photo', 'Title', 'Subtitle']);
    expect(list.find((i) => i.section === 2 && i.name === 'Title')?.value).toBe('Gold');
    expect(list.find((i) => i.section === 3 && i.name === 'Title')?.value).toBe('Silber');
  });
});
