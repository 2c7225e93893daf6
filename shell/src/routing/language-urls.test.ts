/**
 * Issue 17 §1 with the demo shop's real menu: every language has its own words in the address, a
 * path written in another language's words is recognised and replaced by the canonical one
 * (storefront §2), and the same page in another language is that language's own path.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@trama/shared/contract';
import { routeAlternates, withPageAlternates } from './alternate-paths.ts';
import { resolveRoute } from './resolve-route.ts';
import { buildRouteTable } from './route-table.ts';
import { seededMenu } from './seeded-menu-fixture.ts';

const tableIn = (language: Language) => buildRouteTable(seededMenu(language));

describe('issue 17 §1 per-language addresses (seeded menu)', () => {
  it.each([
    ['it', '/it/letto/lenzuola'],
    ['en', '/en/bed/sheets'],
    ['fr', '/fr/lit/draps'],
    ['de', '/de/bett/bettlaken'],
    ['es', '/es/cama/sabanas'],
  ] as const)('§1 the sheets list in %s is %s, in that language\'s words', (language, path) => {
    const route = resolveRoute(path, tableIn(language));
    expect(route.status).toBe('ok');
    expect(route.menu?.key).toBe('lenzuola');
    expect(route.target).toMatchObject({ remote: 'catalogue', parcel: 'ProductList' });
  });

  it('§1 every path of every language is lower-case ASCII, and each language names each page once', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const menu = seededMenu(language);
      for (const item of menu) {
        if (/^https?:/.test(item.canonicalUrl)) continue;
        expect(item.canonicalUrl).toMatch(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/);
      }
      // Only footer entries repeat a page's path (route-table duplicates).
      const paths = menu.filter((item) => !/^(sub)?footer_/.test(item.key)).map((item) => item.canonicalUrl);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('§1 French, German and Spanish addresses no longer read Italian', () => {
    for (const language of ['fr', 'de', 'es'] as const) {
      const italian = new Set(seededMenu('it').map((item) => item.canonicalUrl).filter((path) => path !== '/'));
      const same = seededMenu(language).filter((item) => italian.has(item.canonicalUrl) && !item.key.startsWith('footer_') && !item.key.startsWith('subfooter_'));
      // Words the languages share: the magazine (fr), homewear (de) and the personal shopper.
      const shared = { fr: ['magazine', 'shopper'], de: ['homewear', 'shopper'], es: ['shopper'] };
      expect(same.map((item) => item.key).sort()).toEqual(shared[language]);
    }
  });

  it.each([
    ['/fr/letto/lenzuola', '/fr/lit/draps'],
    ['/fr/bed/sheets', '/fr/lit/draps'],
    ['/de/letto/lenzuola/filtres/colour/blu', '/de/bett/bettlaken/filtres/colour/blu'],
    ['/es/letto/lenzuola/lenzuolo-in-lino-12', '/es/cama/sabanas/lenzuolo-in-lino-12'],
    ['/en/il-mio-account/ordini', '/en/my-account/orders'],
    ['/fr/magazine/3', '/fr/magazine/3'],
    ['/de/magazine/3', '/de/magazin/3'],
    ['/fr/carrello', '/fr/panier'],
    ['/fr/Letto/Lenzuola/', '/fr/lit/draps'],
  ])('§2 %s is another language\'s path: replaced by %s', (path, canonical) => {
    const language = path.split('/')[1] as Language;
    const route = resolveRoute(path, tableIn(language));
    expect(route.canonicalPath).toBe(canonical);
    if (path !== canonical) expect(route.status).toBe('redirect');
    expect(resolveRoute(canonical, tableIn(language)).status).toBe('ok');
  });

  it('§2 a path no language uses is still the 404 page', () => {
    const route = resolveRoute('/fr/lit/nulle-part', tableIn('fr'));
    expect(route.status === 'not-found' || (route.target.kind === 'remote' && route.target.parcel === 'ProductPage')).toBe(true);
    expect(resolveRoute('/fr/nulle-part', tableIn('fr')).status).toBe('not-found');
    expect(resolveRoute('/de/draps-inexistants/x', tableIn('de')).status).toBe('not-found');
  });

  it.each([
    ['/it/letto/lenzuola', 'en', '/en/bed/sheets'],
    ['/it/letto/lenzuola', 'fr', '/fr/lit/draps'],
    ['/fr/lit/draps/filtres/couleur/bleu', 'de', '/de/bett/bettlaken/filtres/couleur/bleu'],
    ['/it/letto/lenzuola/lenzuolo-in-lino-12', 'de', '/de/bett/bettlaken/lenzuolo-in-lino-12'],
    ['/en/my-account/orders', 'es', '/es/mi-cuenta/pedidos'],
    ['/de/magazin/2', 'it', '/it/magazine/2'],
    ['/es', 'fr', '/fr'],
    ['/it/search', 'de', '/de/search'],
    ['/fr/la-nostra-storia', 'en', '/en/our-story'],
  ] as const)('§1 the page at %s in %s is %s (switcher and hreflang)', (path, target, expected) => {
    const language = path.split('/')[1] as Language;
    expect(routeAlternates(resolveRoute(path, tableIn(language)))[target]).toBe(expected);
  });

  it('§1 a page\'s own alternates (a product\'s translated slugs) win over the route\'s; malformed ones are ignored', () => {
    const base = routeAlternates(resolveRoute('/it/letto/lenzuola/lenzuolo-in-lino-12', tableIn('it')));
    const page = { de: '/de/bett/bettlaken/bettlaken-aus-leinen-12', fr: 'https://evil.example/x', es: '/it/letto/x' };
    const merged = withPageAlternates(base, page);
    expect(merged.de).toBe('/de/bett/bettlaken/bettlaken-aus-leinen-12');
    expect(merged.fr).toBe('/fr/lit/draps/lenzuolo-in-lino-12');
    expect(merged.es).toBe('/es/cama/sabanas/lenzuolo-in-lino-12');
  });
});
