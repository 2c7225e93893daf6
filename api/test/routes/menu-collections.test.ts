/**
 * Issue 31 §4, storefront §2 menu keys "collezioni (collections mega-menu layout)": the seeded
 * collections — a top entry, three collections with their photo, each with its own entries — in
 * the five languages, every link of the panel a list with products, and a shop seeded before them
 * topped up on its next start.
 */
import type { CatalogueAnswer, MenuItem } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed/index.ts';
import { COLLECTIONS_KEY, COLLECTIONS_MENU_ID } from '../../src/db/seed/menu.ts';
import { countRows, queryRows } from '../helpers/basket-fixtures.ts';
import { expectTopUpOnce } from '../helpers/seed-top-up.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

async function menu(language: string): Promise<MenuItem[]> {
  const res = await t.app.inject({ url: '/api/external/menu', headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json<MenuItem[]>();
}

async function list(menuId: number): Promise<CatalogueAnswer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${menuId}?size=1`, headers: { language: 'it' }, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CatalogueAnswer>();
}

const collezioni = (items: MenuItem[]) => items.find((item) => item.key === COLLECTIONS_KEY);

describe('[31.4] storefront §2 menu key collezioni: the seeded collections mega-menu', () => {
  it('[31.4] §2 a top entry with three collections, each with a photo and its own entries, in all five languages', async () => {
    const seen: Record<string, string[]> = {};
    for (const language of ['it', 'en', 'fr', 'de', 'es']) {
      const items = await menu(language);
      const top = collezioni(items);
      expect(top, language).toMatchObject({ menuType: 'MENU', parent: null, level: 1 });
      expect(top!.children).toHaveLength(3);
      for (const collection of top!.children) {
        expect(collection.visuals[0]?.photo, `${language} ${collection.key}`).toMatch(/^\/media\/menu\/collezione-[a-z-]+\.svg$/);
        expect(collection.children.length, `${language} ${collection.key}`).toBeGreaterThanOrEqual(3);
        for (const entry of collection.children) {
          expect(entry.canonicalUrl.startsWith(`${collection.canonicalUrl}/`), entry.canonicalUrl).toBe(true);
          expect(entry.level).toBe(3);
        }
      }
      seen[language] = [top!.label, ...top!.children.map((c) => c.label)];
    }
    expect(seen.it).toEqual(['Collezioni', 'Notte', 'Benessere', 'Idee regalo']);
    expect(seen.en).toEqual(['Collections', 'Night', 'Wellbeing', 'Gift ideas']);
    expect(seen.fr?.[0]).toBe('Collections');
    expect(seen.de?.[0]).toBe('Kollektionen');
    expect(seen.es?.[0]).toBe('Colecciones');
    expect(collezioni(await menu('fr'))!.canonicalUrl).toBe('/collections');
    expect(collezioni(await menu('de'))!.children[0]!.children[0]!.canonicalUrl).toBe('/kollektionen/nacht/bettlaken');
  });

  it('[31.4] §2 every link of the panel is a list with products: an entry shows the products of the list it names', async () => {
    const top = collezioni(await menu('it'))!;
    const sheets = (await menu('it')).find((item) => item.key === 'lenzuola')!;
    expect((await list(top.menuId)).products.totalElements).toBeGreaterThan(0);
    for (const collection of top.children) {
      expect((await list(collection.menuId)).products.totalElements, collection.key).toBeGreaterThan(0);
      for (const entry of collection.children) expect((await list(entry.menuId)).products.totalElements, entry.key).toBeGreaterThan(0);
    }
    const entry = top.children[0]!.children.find((child) => child.altUrl2 === 'lenzuola')!;
    const [viaCollection, viaCategory] = await Promise.all([list(entry.menuId), list(sheets.menuId)]);
    expect(viaCollection.products.totalElements).toBe(viaCategory.products.totalElements);
    expect(viaCollection.products.content[0]?.productId).toBe(viaCategory.products.content[0]?.productId);
  });

  it('[31.4] a shop seeded before the collections gets them on its next start, once', async () => {
    await queryRows(t, 'delete from menu_items where menu_id = $1', [COLLECTIONS_MENU_ID]);
    expect(await countRows(t, "select count(*)::int as n from menu_items where menu_id >= 120 and menu_id < 2000 and key like 'collezion%'")).toBe(0);
    // Issue 32 §1: the general top-up (seed/top-up.ts) writes what is missing, and only once.
    await expectTopUpOnce(() => seed(t.app.db));
    const [rows] = await queryRows<{ items: number; translations: number }>(
      t,
      `select count(distinct m.menu_id)::int as items, count(*)::int as translations from menu_items m
         join menu_translations mt on mt.menu_id = m.menu_id where m.key = 'collezioni' or m.key like 'collezione\\_%'`,
    );
    expect(rows).toEqual({ items: 1 + 3 + 9, translations: (1 + 3 + 9) * 5 });
  });
});
