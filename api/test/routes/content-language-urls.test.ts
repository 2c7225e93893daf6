/**
 * Issue 17 §1: CMS links are stored with the Italian (language-neutral) path; each language's page
 * reads them in its own words, so a /fr page never links to an Italian address.
 */
import type { ContentItem } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { MenuPaths } from '../../src/domain/menu/menu-paths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function homeLinks(language: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/external/content/grid/21', headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json<ContentItem[]>().flatMap((item) => (item.menuHref ? [item.menuHref] : []));
}

describe('issue 17 §1 CMS links in each language\'s words', () => {
  it('issue 17 §1 the home grid links the categories at the page language\'s own paths', async () => {
    expect(await homeLinks('it')).toContain('/letto');
    const fr = await homeLinks('fr');
    expect(fr).toEqual(expect.arrayContaining(['/lit', '/bain', '/table']));
    expect(fr).not.toContain('/letto');
    expect(await homeLinks('de')).toEqual(expect.arrayContaining(['/bett', '/bad', '/tisch']));
    expect(await homeLinks('es')).toEqual(expect.arrayContaining(['/cama', '/bano', '/mesa']));
  });

  it('issue 17 §1 an editorial link to a list is served in the language (/letto/lenzuola -> /fr/lit/draps words)', async () => {
    const res = await t.app.inject({ url: '/api/external/content/grid/32', headers: { language: 'fr' } });
    const hrefs = res.json<ContentItem[]>().flatMap((item) => (item.menuHref ? [item.menuHref] : []));
    expect(hrefs).toContain('/lit/draps');
    expect(hrefs.filter((href) => href.startsWith('/letto'))).toEqual([]);
  });

  it('issue 17 §1 a path in any language\'s words, with a prefix, a product slug, filters or a query, becomes the asked language\'s', async () => {
    const paths = await t.app.menuService.paths(3);
    expect(paths.localize('/letto/lenzuola/lenzuolo-in-lino-12?x=1', 'de')).toBe('/bett/bettlaken/lenzuolo-in-lino-12?x=1');
    expect(paths.localize('/fr/lit/draps/filtres/couleur/bleu', 'es')).toBe('/es/cama/sabanas/filtres/couleur/bleu');
    expect(paths.localize('/bed', 'it')).toBe('/letto');
    expect(paths.localize('/', 'fr')).toBe('/');
    expect(paths.localize('https://careers.trama.example/', 'fr')).toBe('https://careers.trama.example/');
    expect(paths.localize('/unknown/page', 'fr')).toBe('/unknown/page');
    expect(paths.localize('mailto:info@trama.example', 'de')).toBe('mailto:info@trama.example');
  });

  it('issue 17 §1 the page language\'s own words win over a homonym in another language', () => {
    const paths = new MenuPaths([
      { it: '/table-a', en: '/table', fr: '/table-fr', de: '/tisch', es: '/mesa' },
      { it: '/tavola', en: '/board', fr: '/table', de: '/tafel', es: '/tabla' },
    ]);
    expect(paths.localize('/table', 'fr')).toBe('/table');
    expect(paths.localize('/table', 'en')).toBe('/table');
    expect(paths.localize('/table', 'de')).toBe('/tisch');
  });
});
