/** Issue 17 §1: the hreflang links of the route's page, at each language's own address, in the browser's <head> too. */
import { describe, expect, it } from 'vitest';
import { getI18n } from '@trama/shared/i18n';
import { resolveRoute } from '../routing/resolve-route.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import { seededMenu } from '../routing/seeded-menu-fixture.ts';
import { applyHead } from './apply-head.ts';
import { composeHead } from './head-model.ts';
import { pageMetadata } from './page-metadata.ts';

const ORIGIN = 'https://shop.example';

function headOf(path: string, language: 'it' | 'fr' | 'de') {
  const menu = seededMenu(language);
  const route = resolveRoute(path, buildRouteTable(menu));
  return composeHead(pageMetadata(route, getI18n('it').getFixedT(language), ORIGIN, menu), null, ORIGIN);
}

describe('issue 17 §1 hreflang', () => {
  it('§1 a list names every language\'s own address and x-default the Italian one', () => {
    const head = headOf('/de/bett/bettlaken', 'de');
    expect(head.canonicalUrl).toBe(`${ORIGIN}/de/bett/bettlaken`);
    expect(Object.fromEntries(head.alternates.map(({ hreflang, href }) => [hreflang, href]))).toEqual({
      it: `${ORIGIN}/it/letto/lenzuola`,
      en: `${ORIGIN}/en/bed/sheets`,
      fr: `${ORIGIN}/fr/lit/draps`,
      de: `${ORIGIN}/de/bett/bettlaken`,
      es: `${ORIGIN}/es/cama/sabanas`,
      'x-default': `${ORIGIN}/it/letto/lenzuola`,
    });
  });

  it('§1 the browser writes them into <head>, replacing the previous page\'s', () => {
    applyHead(headOf('/it/la-nostra-storia', 'it'), document);
    applyHead(headOf('/fr/lit/draps', 'fr'), document);
    const links = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(links).toHaveLength(6);
    expect(Object.fromEntries(links)).toMatchObject({ es: `${ORIGIN}/es/cama/sabanas`, 'x-default': `${ORIGIN}/it/letto/lenzuola` });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/fr/lit/draps`);
  });

  it('[29.19] a 404 (the route\'s, or a page\'s own: a missing product) names no canonical and no alternates; the browser takes the previous page\'s out', () => {
    const menu = seededMenu('it');
    const t = getI18n('it').getFixedT('it');
    const unknown = composeHead(pageMetadata(resolveRoute('/it/nulla-qui', buildRouteTable(menu)), t, ORIGIN, menu), null, ORIGIN);
    expect(unknown).toMatchObject({ canonicalUrl: null, alternates: [], robots: 'noindex' });
    const product = resolveRoute('/it/letto/lenzuola/prodotto-99999', buildRouteTable(menu));
    const missing = composeHead(pageMetadata(product, t, ORIGIN, menu), { status: 404 }, ORIGIN);
    expect(missing).toMatchObject({ canonicalUrl: null, alternates: [], robots: 'noindex' });

    applyHead(headOf('/fr/lit/draps', 'fr'), document);
    applyHead(missing, document);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
