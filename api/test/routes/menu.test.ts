import type { MenuItem } from '@trama/shared/contract';
import { sql } from 'drizzle-orm';
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

  it('§1 answers English labels for language en, the same entries in the same order', async () => {
    const [it_, en] = await Promise.all([menu(), menu({ language: 'en' })]);
    expect(byKey(en, 'letto').label).toBe('Bed');
    expect(byKey(en, 'lenzuola').label).toBe('Sheets');
    expect(en.map((i) => i.key)).toEqual(it_.map((i) => i.key));
    expect(en.every((i) => i.language === 'en')).toBe(true);
  });

  it.each([
    ['it', 'Lenzuola', 'Lino lavato e percalle di cotone, dal singolo al king size.', '/letto/lenzuola', '/il-mio-account/ordini'],
    ['en', 'Sheets', 'Washed linen and cotton percale, single to king size.', '/bed/sheets', '/my-account/orders'],
    ['fr', 'Draps', 'Lin lavé et percale de coton, du lit simple au king size.', '/lit/draps', '/mon-compte/commandes'],
    ['de', 'Bettlaken', 'Gewaschenes Leinen und Baumwollperkal, vom Einzelbett bis King Size.', '/bett/bettlaken', '/mein-konto/bestellungen'],
    ['es', 'Sábanas', 'Lino lavado y percal de algodón, de individual a king size.', '/cama/sabanas', '/mi-cuenta/pedidos'],
  ])('issue 17 §1 in %s: label, description and address in that language\'s own words', async (language, label, description, sheets, orders) => {
    const items = await menu({ language });
    expect(byKey(items, 'lenzuola')).toMatchObject({ label, description, canonicalUrl: sheets, language });
    expect(byKey(items, 'mes_commandes').canonicalUrl).toBe(orders);
    // Every entry names its address in all five languages; its own is the asked language's.
    const alternates = { it: '/letto/lenzuola', en: '/bed/sheets', fr: '/lit/draps', de: '/bett/bettlaken', es: '/cama/sabanas' };
    expect(byKey(items, 'lenzuola').alternates).toEqual(alternates);
    for (const item of items) {
      expect(Object.keys(item.alternates ?? {}).sort(), item.key).toEqual(['de', 'en', 'es', 'fr', 'it']);
      expect(item.alternates?.[language as 'it'], item.key).toBe(item.canonicalUrl);
      expect(item.description === null || item.description.length > 0).toBe(true);
    }
    // The mega-menu tiles link the language's own paths.
    expect(byKey(items, 'letto').visuals.map((v) => v.menuHref)).toContain(sheets);
  });

  it('issue 17 §1 no French, German or Spanish label, description or tile name is the English or Italian one (but shared words)', async () => {
    const [it_, en] = await Promise.all([menu(), menu({ language: 'en' })]);
    for (const language of ['fr', 'de', 'es']) {
      const items = await menu({ language });
      for (const key of ['letto', 'lenzuola', 'bagno', 'asciugamani', 'tavola', 'gioielli', 'carte_regalo']) {
        const item = byKey(items, key);
        expect(item.description, `${language} ${key}`).not.toBe(byKey(en, key).description);
        expect(item.description, `${language} ${key}`).not.toBe(byKey(it_, key).description);
        expect(item.canonicalUrl, `${language} ${key}`).not.toBe(byKey(it_, key).canonicalUrl);
      }
    }
  });

  it('issue 17 §1 an entry without a translated address falls back to the language-neutral one, never to another language\'s', async () => {
    await t.app.db.execute(sql`update menu_translations set canonical_url = null where menu_id = 11 and language = 'de'`);
    try {
      const de = byKey(await menu({ language: 'de' }), 'lenzuola');
      expect(de.canonicalUrl).toBe('/letto/lenzuola');
      expect(de.alternates).toMatchObject({ de: '/letto/lenzuola', fr: '/lit/draps' });
    } finally {
      await t.app.db.execute(sql`update menu_translations set canonical_url = '/bett/bettlaken' where menu_id = 11 and language = 'de'`);
    }
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
    const topMenus = items.filter((i) => i.menuType === 'MENU' && i.parent === null).map((i) => i.key);
    // Issue 31 §4: then the collections mega-menu (menu-collections.test.ts), after the gift cards.
    expect(topMenus).toEqual(['letto', 'bagno', 'tavola', 'homewear', 'gioielli', 'collezioni']);
  });

  it('§3 categories carry descriptions and visuals pointing at /media photos', async () => {
    const letto = byKey(await menu({ language: 'en' }), 'letto');
    expect(letto.description).toMatch(/linen/i);
    expect(letto.visuals[0]).toMatchObject({ type: 'MENU', menuHref: '/bed' });
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
