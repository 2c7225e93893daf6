/** Issue 31 §4, storefront §7 "GET page content by id" (language header; legal pages, blog, cookie content). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (id: number | string, language?: string) =>
  t.app.inject({ url: `/api/external/content/page/${id}`, headers: language ? { language } : {} });

describe('GET /api/external/content/page/:id (storefront §7 page content by id)', () => {
  it('[31.4] storefront §7: the cookie page (menu 71) answers its entry and its content items in the language header', async () => {
    const [it_, en] = [await page(71, 'it'), await page(71, 'en')];
    expect(it_.statusCode).toBe(200);
    const [grid] = [await t.app.inject({ url: '/api/external/content/grid/42', headers: { language: 'en' } })];
    expect(en.json()).toEqual({
      menuId: 71,
      key: 'cookie',
      label: 'Cookie policy',
      canonicalUrl: expect.any(String),
      gridId: 42,
      gridTypeId: 5,
      language: 'en',
      items: grid.json(),
    });
    expect(en.json().items.length).toBeGreaterThan(0);
    expect(it_.json()).toMatchObject({ key: 'cookie', language: 'it' });
  });

  it('[31.4] storefront §7: the legal notice (menu 72) in French has its own label', async () => {
    expect((await page(72, 'fr')).json()).toMatchObject({ key: 'mentions_legales', label: 'Mentions légales', gridId: 43 });
  });

  it('[31.4] an unknown id, or a menu entry that is no content page, is 404 PAGE_NOT_FOUND; a malformed id 400', async () => {
    for (const id of [999_999, 1_000_000]) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PAGE_NOT_FOUND', messageKey: 'Error.1' });
    }
    expect((await page('abc')).json().code).toBe('VALIDATION_ERROR');
  });
});
