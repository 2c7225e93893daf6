import type { MenuItem } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function menu(headers: Record<string, string> = {}): Promise<MenuItem[]> {
  const res = await t.app.inject({ url: '/api/external/menu', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const byKey = (items: MenuItem[], key: string) => {
  const item = items.find((i) => i.key === key);
  if (!item) throw new Error(`no menu entry ${key}`);
  return item;
};

describe('GET /api/external/menu', () => {
  it('§2 defaults to Italian labels and brand 3', async () => {
    const items = await menu();
    expect(byKey(items, 'letto').label).toBe('Letto');
    expect(byKey(items, 'lenzuola').label).toBe('Lenzuola');
    expect(items.every((i) => i.language === 'it')).toBe(true);
  });

  it('§1 answers English labels for language en, with the same canonical URLs', async () => {
    const [it_, en] = await Promise.all([menu(), menu({ language: 'en' })]);
    expect(byKey(en, 'letto').label).toBe('Bed');
    expect(byKey(en, 'lenzuola').label).toBe('Sheets');
    expect(en.map((i) => i.canonicalUrl)).toEqual(it_.map((i) => i.canonicalUrl));
    expect(en.every((i) => i.language === 'en')).toBe(true);
  });

  it('§1 has French, German and Spanish labels too', async () => {
    expect(byKey(await menu({ language: 'fr' }), 'bagno').label).toBe('Bain');
    expect(byKey(await menu({ language: 'de' }), 'bagno').label).toBe('Bad');
    expect(byKey(await menu({ language: 'es' }), 'bagno').label).toBe('Baño');
  });

  it('§9 an unsupported language falls back to Italian; en-GB means en', async () => {
    expect(byKey(await menu({ language: 'pt' }), 'letto').label).toBe('Letto');
    expect(byKey(await menu({ language: 'en-GB' }), 'letto').label).toBe('Bed');
  });

  it('§2 home is a PAGE with grid 21 of type 1 at /', async () => {
    const home = byKey(await menu(), 'home');
    expect(home).toMatchObject({ menuType: 'PAGE', gridTypeId: 1, gridId: 21, canonicalUrl: '/' });
  });

  it('§2 categories are MENU entries with CATALOGUE children, listed after their parent', async () => {
    const items = await menu();
    const letto = byKey(items, 'letto');
    expect(letto).toMatchObject({ menuType: 'MENU', level: 1, parent: null, canonicalUrl: '/letto' });
    expect(letto.children.map((c) => c.key)).toEqual(['lenzuola', 'copripiumini', 'cuscini', 'plaid']);
    for (const child of letto.children) {
      expect(child).toMatchObject({ menuType: 'CATALOGUE', level: 2, parent: letto.menuId });
      expect(child.canonicalUrl).toBe(`/letto/${child.key}`);
    }
    const keys = items.map((i) => i.key);
    expect(keys.indexOf('lenzuola')).toBe(keys.indexOf('letto') + 1);
    const topMenus = items.filter((i) => i.menuType === 'MENU').map((i) => i.key);
    expect(topMenus).toEqual(['letto', 'bagno', 'tavola', 'homewear', 'gioielli']);
  });

  it('§3 categories carry descriptions and visuals pointing at /media photos', async () => {
    const letto = byKey(await menu({ language: 'en' }), 'letto');
    expect(letto.description).toMatch(/linen/i);
    expect(letto.visuals[0]).toMatchObject({ type: 'MENU', menuHref: '/letto' });
    expect(letto.visuals.slice(1).map((v) => v.name)).toEqual(['Sheets', 'Duvet covers', 'Pillows', 'Throws']);
    expect(letto.visuals.every((v) => v.photo.startsWith('/media/'))).toBe(true);
  });

  it('§2 editorial and static pages have their grid types', async () => {
    const items = await menu();
    expect(byKey(items, 'la_nostra_storia')).toMatchObject({ gridTypeId: 7, canonicalUrl: '/la-nostra-storia' });
    expect(byKey(items, 'notre_savoir_faire').gridTypeId).toBe(2);
    expect(byKey(items, 'nouveaux_precieux').gridTypeId).toBe(3);
    expect(byKey(items, 'orEtArgent').gridTypeId).toBe(4);
    expect(byKey(items, 'timeline').gridTypeId).toBe(6);
    expect(byKey(items, 'magazine')).toMatchObject({ gridTypeId: 8, canonicalUrl: '/magazine' });
    for (const key of ['faq', 'cookie', 'mentions_legales', 'guide_des_tailles', 'cgv']) expect(byKey(items, key).gridTypeId).toBe(5);
    expect(byKey(items, 'cgv').altUrl1).toBe('cgv');
    const gridIds = items.filter((i) => i.gridId !== null).map((i) => i.gridId);
    expect(new Set(gridIds).size).toBe(gridIds.length);
  });

  it('account §2 keys exist as PAGE entries without a grid type; the store locator is altUrl1 boutique', async () => {
    const items = await menu();
    for (const key of ['mon_compte', 'mes_commandes', 'mes_adresses', 'mes_retours', 'mes_informations', 'mes_tickets', 'ma_commande', 'retour', 'creation_de_compte', 'wishlist']) {
      expect(byKey(items, key)).toMatchObject({ menuType: 'PAGE', gridTypeId: null });
    }
    // Issue 12: pages open to visitors (account §1) carry their own content, so none answers 404.
    for (const key of ['contact', 'shopper', 'donnees_personnelles']) {
      expect(byKey(items, key)).toMatchObject({ menuType: 'PAGE', gridTypeId: 5, gridId: expect.any(Number) });
    }
    expect(byKey(items, 'ma_commande').canonicalUrl).toBe('/carrello');
    expect(items.find((i) => i.altUrl1 === 'boutique')).toMatchObject({ key: 'negozi', canonicalUrl: '/negozi' });
  });

  it('§2 footer links are PAGE entries numbered after the underscore; _ext keys are absolute', async () => {
    const items = await menu();
    const footer = items.filter((i) => /^(sub)?footer_/.test(i.key));
    expect(footer.map((i) => i.key).sort()).toEqual(['footer_1', 'footer_10', 'footer_11', 'footer_2', 'footer_3', 'footer_4', 'footer_5', 'footer_6', 'footer_7', 'footer_8', 'footer_9', 'subfooter_1', 'subfooter_2', 'subfooter_3_ext', 'subfooter_4']);
    expect(footer.every((i) => i.menuType === 'PAGE')).toBe(true);
    expect(byKey(items, 'footer_1').canonicalUrl).toBe('/contatti');
    expect(byKey(items, 'subfooter_3_ext').canonicalUrl).toMatch(/^https:\/\//);
    const pageUrls = new Set(items.filter((i) => !footer.includes(i)).map((i) => i.canonicalUrl));
    for (const link of footer.filter((i) => !i.key.includes('_ext'))) expect(pageUrls).toContain(link.canonicalUrl);
  });

  it('answers 400 for a malformed brand or language header', async () => {
    for (const headers of [{ brand: 'abc' }, { brand: '0' }, { brand: '-3' }, { language: 'it$' }, { language: 'x'.repeat(40) }]) {
      const res = await t.app.inject({ url: '/api/external/menu', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 404 BRAND_NOT_FOUND for an unknown brand', async () => {
    const res = await t.app.inject({ url: '/api/external/menu', headers: { brand: '999' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BRAND_NOT_FOUND' });
  });
});
