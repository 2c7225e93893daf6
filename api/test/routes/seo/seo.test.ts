/**
 * Issue 13 §7 Crawlable: GET /robots.txt and GET /sitemap.xml, generated from the database, on
 * PUBLIC_URL; every sitemap URL is checked against the shell's own router (resolve-route.ts).
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../../shell/src/routing/resolve-route.ts';
import { productPath } from '../../../../shared/src/ui/shop-path.ts';
import { contentGrids, menuItems, menuTranslations } from '../../../src/db/schema.ts';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import type { Language } from '@trama/shared/contract';
import {
  allowedByRobots,
  LANGUAGES,
  languageOfLoc,
  ORIGIN,
  pathsByKey,
  robotsRules,
  shellRouteTable,
  urlsOf,
  type SitemapUrl,
} from './seo-test-helpers.ts';
import { parseXml } from './strict-xml.ts';

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
/** Seeded account, checkout, sign-in and wishlist entries (menu.ts, by key): never in the sitemap. */
const PRIVATE_KEYS = ['mon_compte', 'ma_commande', 'paiement', 'retour', 'creation_de_compte', 'wishlist'];
/** Their Italian paths, the neutral ones (also what a path without the language prefix uses). */
const PRIVATE_PATHS = ['/il-mio-account', '/carrello', '/pagamento', '/reso', '/crea-account', '/preferiti'];
const PRIVATE_PARCELS = ['AccountPage', 'OrderPage', 'Wishlist', 'PaymentResult', 'ValidateDiscount'];
/** Added by this file: a catalogue entry whose path needs XML escaping, and a CMS page with an empty grid. */
const ESCAPED_PATH = "/l'arte&lino";
const EMPTY_PAGE_PATH = '/pagina-vuota';

let t: TestApp;
let robots: string;
let sitemapXml: string;
let urls: SitemapUrl[];
let byLoc: Map<string, SitemapUrl>;
/** Menu key -> path, per language (issue 17 §1: each language's own words). */
const paths = {} as Record<Language, Map<string, string>>;
const pathOf = (language: Language, key: string) => paths[language].get(key)!;

beforeAll(async () => {
  t = await createTestApp({ auth: { publicUrl: ORIGIN } });
  await t.app.db.insert(contentGrids).values({ gridId: 990, brandId: 3, name: 'Empty page' });
  await t.app.db.insert(menuItems).values([
    { menuId: 900, brandId: 3, key: 'arte_lino', level: 1, position: 90, menuType: 'CATALOGUE', canonicalUrl: ESCAPED_PATH },
    { menuId: 901, brandId: 3, key: 'pagina_vuota', level: 1, position: 91, menuType: 'PAGE', canonicalUrl: EMPTY_PAGE_PATH, gridId: 990, gridTypeId: 5 },
  ]);
  await t.app.db.insert(menuTranslations).values([
    { menuId: 900, language: 'it', label: "L'arte & il lino" },
    { menuId: 901, language: 'it', label: 'Vuota' },
  ]);
  const [robotsRes, sitemapRes] = await Promise.all([
    t.app.inject({ url: '/robots.txt', headers: HOSTILE }),
    t.app.inject({ url: '/sitemap.xml', headers: HOSTILE }),
  ]);
  expect(robotsRes.statusCode).toBe(200);
  expect(sitemapRes.statusCode).toBe(200);
  robots = robotsRes.body;
  sitemapXml = sitemapRes.body;
  urls = urlsOf(sitemapXml);
  byLoc = new Map(urls.map((url) => [url.loc, url]));
  for (const language of LANGUAGES) paths[language] = await pathsByKey(t, language);
});
afterAll(() => t.close());

describe('GET /robots.txt (issue 13 §7)', () => {
  it('issue 13 §7 robots.txt is plain text, cacheable, and allows the shop to every crawler', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = robots.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).not.toContain('Disallow: /');
    for (const language of LANGUAGES) {
      expect(allowedByRobots(robotsRules(robots), `/${language}`)).toBe(true);
      expect(allowedByRobots(robotsRules(robots), `/${language}${pathOf(language, 'lenzuola')}`)).toBe(true);
    }
  });

  it('issue 13 §7 robots.txt disallows the API, the account, checkout and payment-result pages in every language', () => {
    const lines = robots.split('\n');
    for (const prefix of ['/api/', '/storeservice/', '/dev/']) expect(lines).toContain(`Disallow: ${prefix}`);
    const rules = robotsRules(robots);
    for (const language of LANGUAGES) {
      // Issue 17 §1: in each language's own words (/fr/mon-compte, /de/warenkorb).
      const own = [...PRIVATE_KEYS, 'mes_commandes'].map((key) => pathOf(language, key));
      for (const path of [...own, '/validate', '/accepted', '/failed', '/accepted-paypal', '/failed-paypal']) {
        expect(allowedByRobots(rules, `/${language}${path}`), `/${language}${path}`).toBe(false);
      }
      expect(lines).toContain(`Disallow: /${language}${pathOf(language, 'mon_compte')}`);
      // The sub-pages are covered by their parent's prefix: one line, not six.
      expect(lines).not.toContain(`Disallow: /${language}${pathOf(language, 'mes_commandes')}`);
    }
    expect(lines).toContain('Disallow: /fr/mon-compte');
    expect(lines).toContain('Disallow: /de/warenkorb');
    // Without the language prefix too (the shell redirects those paths to /it/…).
    for (const path of ['/carrello', '/validate', '/accepted?orderId=12', '/api/external/menu', '/storeservice/stores']) {
      expect(allowedByRobots(rules, path), path).toBe(false);
    }
  });

  it('issue 13 §7 robots.txt ends with the Sitemap line on PUBLIC_URL, never on the Host header', () => {
    const lines = robots.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).not.toContain('evil.example');
  });
});

describe('GET /sitemap.xml (issue 13 §7)', () => {
  it('issue 13 §7 the well-formedness check is strict (it fails what a lenient parser would accept)', () => {
    expect(parseXml('<?xml version="1.0"?><a x="1"><b>x &amp; y</b><c/></a>').children).toHaveLength(2);
    for (const bad of ['<a>x & y</a>', '<a><b></a>', '<a x="1" x="2"/>', '<a x=1/>', '<a>&nbsp;</a>', '<a/><b/>', '<p:a/>', '<a>x < y</a>']) {
      expect(() => parseXml(bad), bad).toThrow(/not well-formed/);
    }
  });

  it('issue 13 §7 the sitemap is well-formed XML, cacheable, on PUBLIC_URL only', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemapXml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(byLoc.size, 'each URL once').toBe(urls.length);
    expect(sitemapXml).not.toContain('evil.example');
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
      for (const href of Object.values(url.alternates)) expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
    }
  });

  it('issue 13 §7 the streamed sitemap is gzip-compressed for a crawler that accepts it, with the same XML', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(sitemapXml);
  });

  it('issue 17 §1 a seeded product is listed at its shell product path in each language\'s words, with hreflang alternates', async () => {
    const [row] = await queryRows<{ product_id: number; key: string }>(
      t,
      'select p.product_id, m.key from products p join menu_items m on m.menu_id = p.menu_id where p.brand_id = 3 order by p.product_id limit 1',
    );
    const expected: Record<string, string> = {};
    const slugs: Record<string, string> = {};
    for (const language of LANGUAGES) {
      // The product's slug in the language (its own, else the neutral one), under the list's path in that language.
      const [slug] = await queryRows<{ slug: string }>(
        t,
        `select coalesce(pt.canonical_url, p.canonical_url) as slug from products p
           left join product_texts pt on pt.product_id = p.product_id and pt.language = '${language}' where p.product_id = ${row!.product_id}`,
      );
      slugs[language] = slug!.slug;
      // shared/ui productPath: the path the catalogue links to and the product page keeps (canonical-path.ts).
      expected[language] = `${ORIGIN}/${language}${productPath(pathOf(language, row!.key), slug!.slug)}`;
    }
    expect(expected.fr).not.toContain('/letto/');
    for (const language of LANGUAGES) {
      const url = byLoc.get(expected[language]!);
      expect(url, expected[language]).toBeDefined();
      expect(url!.alternates).toEqual({ ...expected, 'x-default': expected.it });
      const route = resolveRoute(new URL(expected[language]!).pathname, await shellRouteTable(t, language));
      expect(route.status).toBe('ok');
      expect(route.target).toMatchObject({ kind: 'remote', parcel: 'ProductPage', props: { productCanonicalUrl: slugs[language] } });
    }
  });

  it('issue 13 §7 every product and every catalogue list is listed, once per language', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(t, 'select count(*)::int as n from products where brand_id = 3')) as [{ n: number }];
    const tables = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await shellRouteTable(t, language)] as const)));
    const parcels = urls.map((url) => {
      const target = resolveRoute(new URL(url.loc).pathname, tables[languageOfLoc(url.loc)]!).target;
      return target.kind === 'remote' ? target.parcel : target.page;
    });
    expect(parcels.filter((parcel) => parcel === 'ProductPage')).toHaveLength(n * LANGUAGES.length);
    for (const key of ['letto', 'lenzuola', 'asciugamani', 'collane']) {
      for (const language of LANGUAGES) expect(byLoc.has(`${ORIGIN}/${language}${pathOf(language, key)}`), `${language} ${key}`).toBe(true);
    }
    // Issue 17 §1: the lists in their own words.
    for (const loc of ['/it/letto/lenzuola', '/en/bed/sheets', '/fr/lit/draps', '/de/bett/bettlaken', '/es/cama/sabanas']) expect(byLoc.has(`${ORIGIN}${loc}`), loc).toBe(true);
    expect(byLoc.has(`${ORIGIN}/fr/letto/lenzuola`)).toBe(false);
    expect(byLoc.get(`${ORIGIN}/fr/lit/draps`)!.alternates).toEqual({
      it: `${ORIGIN}/it/letto/lenzuola`,
      en: `${ORIGIN}/en/bed/sheets`,
      fr: `${ORIGIN}/fr/lit/draps`,
      de: `${ORIGIN}/de/bett/bettlaken`,
      es: `${ORIGIN}/es/cama/sabanas`,
      'x-default': `${ORIGIN}/it/letto/lenzuola`,
    });
  });

  it('issue 13 §7 the home page, content and editorial pages and the store locator are listed in every language', () => {
    for (const language of LANGUAGES) {
      expect(byLoc.has(`${ORIGIN}/${language}`)).toBe(true);
      for (const key of ['la_nostra_storia', 'faq', 'cgv', 'contact', 'timeline', 'orEtArgent', 'magazine', 'negozi']) {
        const path = pathOf(language, key);
        expect(byLoc.has(`${ORIGIN}/${language}${path}`), `/${language}${path}`).toBe(true);
      }
    }
    expect(byLoc.has(`${ORIGIN}/de/gold-und-silber`)).toBe(true);
    const home = byLoc.get(`${ORIGIN}/fr`)!;
    expect(home.alternates).toEqual({
      ...Object.fromEntries(LANGUAGES.map((language) => [language, `${ORIGIN}/${language}`])),
      'x-default': `${ORIGIN}/it`,
    });
  });

  it('issue 13 §7 magazine posts are listed at /{language}/magazine/{postId}, as the shell routes them', async () => {
    for (const postId of ['1', '2', '3', '4']) {
      for (const language of LANGUAGES) {
        const path = `/${language}${pathOf(language, 'magazine')}/${postId}`;
        expect(byLoc.get(`${ORIGIN}${path}`)?.alternates['x-default'], path).toBe(`${ORIGIN}/it/magazine/${postId}`);
        const route = resolveRoute(path, await shellRouteTable(t, language));
        expect(route.target).toMatchObject({ parcel: 'MagazinePost', props: { postId } });
      }
    }
    expect(byLoc.has(`${ORIGIN}/de/magazin/1`)).toBe(true);
    expect(byLoc.has(`${ORIGIN}/it/magazine/5`)).toBe(false);
  });

  it('issue 13 §7 no account, checkout, sign-in or wishlist page, and no CMS page without content', () => {
    for (const url of urls) {
      const path = new URL(url.loc).pathname;
      const language = languageOfLoc(url.loc);
      for (const excluded of [...PRIVATE_PATHS, ...PRIVATE_KEYS.map((key) => pathOf(language, key)), EMPTY_PAGE_PATH]) {
        expect(path.slice(3) === excluded || path.slice(3).startsWith(`${excluded}/`), path).toBe(false);
      }
    }
  });

  it('issue 13 §7 every listed URL is a page the shell routes (status ok, public screen) and robots.txt lets crawlers fetch', async () => {
    const tables = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await shellRouteTable(t, language)] as const)));
    const rules = robotsRules(robots);
    for (const url of urls) {
      const path = new URL(url.loc).pathname;
      const route = resolveRoute(path, tables[languageOfLoc(url.loc)]!);
      expect(route.status, path).toBe('ok');
      expect(route.canonicalPath, path).toBe(path);
      expect(route.target.kind, path).toBe('remote');
      if (route.target.kind === 'remote') expect(PRIVATE_PARCELS, path).not.toContain(route.target.parcel);
      expect(allowedByRobots(rules, path), path).toBe(true);
      // Alternates are reciprocal: each names the same set, itself included.
      expect(Object.values(url.alternates)).toContain(url.loc);
      for (const href of Object.values(url.alternates)) expect(byLoc.get(href)?.alternates, href).toEqual(url.alternates);
    }
  });

  it('issue 13 §7 characters with a meaning in XML are escaped (a menu path with & and an apostrophe)', () => {
    expect(sitemapXml).toContain(`<loc>${ORIGIN}/it/l&apos;arte&amp;lino</loc>`);
    expect(sitemapXml).not.toContain("l'arte&lino");
    expect(byLoc.has(`${ORIGIN}/it/l'arte&lino`)).toBe(true);
  });
});

describe('the sitemap routes win over the static site (issue 13 §7)', () => {
  it('issue 13 §7 /robots.txt and /sitemap.xml are not the shell, even with such files in shell/dist', async () => {
    await t.write('shell/dist/index.html', '<!doctype html><html><body>SHELL PAGE</body></html>');
    await t.write('shell/dist/robots.txt', 'SHELL FILE');
    await t.write('shell/dist/sitemap.xml', 'SHELL FILE');
    await t.write('shell/dist/sitemap-1.xml', 'SHELL FILE');
    const robotsRes = await t.app.inject({ url: '/robots.txt' });
    expect(robotsRes.body).not.toContain('SHELL');
    expect(robotsRes.body).toContain('User-agent: *');
    const sitemapRes = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemapRes.body).not.toContain('SHELL');
    expect(sitemapRes.headers['content-type']).toBe('application/xml; charset=utf-8');
    // The sitemap fits in one file here, so there is no part 1: the API's 404, not the shell's file.
    const partRes = await t.app.inject({ url: '/sitemap-1.xml' });
    expect(partRes.statusCode).toBe(404);
    expect(partRes.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The page fallback is still there for shop paths.
    expect((await t.app.inject({ url: '/it/letto' })).body).toContain('SHELL PAGE');
  });

  it('issue 13 §7 HEAD works for crawlers that probe first', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});
