/** Storefront §2 Page metadata: the shell's part of every page's <head>, server and browser. */
import { describe, expect, it } from 'vitest';
import { getI18n } from '@trama/shared/i18n';
import { menuItem, nodesOfType, schemaOrgProblems } from '@trama/shared/testing';
import type { MenuItem } from '@trama/shared/contract';
import { buildRouteTable } from '../routing/route-table.ts';
import { resolveRoute } from '../routing/resolve-route.ts';
import { headTags, type DocumentParts } from '../server/document.ts';
import { applyHead } from './apply-head.ts';
import { composeHead } from './head-model.ts';
import { pageMetadata } from './page-metadata.ts';

const ORIGIN = 'https://shop.example';
const bed = menuItem({ menuId: 1, key: 'letto', label: 'Letto', canonicalUrl: '/letto' });
const pillows = menuItem({ menuId: 2, key: 'cuscini', label: 'Cuscini', canonicalUrl: '/letto/cuscini', parent: 1, level: 1 });
const homeEntry = menuItem({ menuId: 3, key: 'home', label: 'Home', canonicalUrl: '/home', gridTypeId: 1, gridId: 21, menuType: 'PAGE' });
const MENU: MenuItem[] = [{ ...bed, children: [pillows] }, pillows, homeEntry];

function metaOf(path: string, search = '') {
  const language = path.split('/')[1] ?? 'it';
  const route = resolveRoute(path, buildRouteTable(MENU), search);
  return pageMetadata(route, getI18n().getFixedT(language), ORIGIN, MENU);
}

describe('§2 page metadata of the routes', () => {
  it('§2 a list is named with its parent, and its breadcrumbs go from the shop to it', () => {
    const meta = metaOf('/it/letto/cuscini');
    expect(meta.title).toBe('Cuscini – Letto | Trama');
    expect(meta.canonicalUrl).toBe('https://shop.example/it/letto/cuscini');
    const [crumbs] = nodesOfType(meta.jsonLd, 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/it' },
      { '@type': 'ListItem', position: 2, name: 'Letto', item: 'https://shop.example/it/letto' },
      { '@type': 'ListItem', position: 3, name: 'Cuscini', item: 'https://shop.example/it/letto/cuscini' },
    ]);
    expect(schemaOrgProblems(meta.jsonLd)).toEqual([]);
    // A top-level list has no parent to name; in French the shop's crumb is "Accueil".
    expect(metaOf('/fr/letto').title).toBe('Letto | Trama');
    expect(nodesOfType(metaOf('/fr/letto').jsonLd, 'ListItem')[0]).toMatchObject({ name: 'Accueil', item: 'https://shop.example/fr' });
  });

  it('§2 the home is the shop as a WebSite whose search engine box opens the search page', () => {
    const meta = metaOf('/de');
    const [site] = nodesOfType(meta.jsonLd, 'WebSite');
    expect(site).toMatchObject({ url: 'https://shop.example/de', inLanguage: 'de' });
    expect(nodesOfType(meta.jsonLd, 'EntryPoint')[0]?.urlTemplate).toBe('https://shop.example/de/search?criteria={search_term_string}');
    expect(schemaOrgProblems(meta.jsonLd)).toEqual([]);
  });

  it('§2 a search names its criteria in the title and the description', () => {
    const meta = metaOf('/en/search', '?criteria=linen');
    expect(meta.title).toBe('Search: linen | Trama');
    expect(meta.description).toContain('“linen”');
    expect(metaOf('/it/search').title).toBe('Ricerca | Trama');
  });
});

describe('§2 the page head laid over the route metadata', () => {
  const meta = metaOf('/it/letto/cuscini');

  it('the page gives title, description (cut at a word, about 155 characters), image, type and its JSON-LD', () => {
    const long = `${'Federa in lino lavato '.repeat(10)}fine`;
    const head = composeHead(meta, { title: 'Federa Aurora', description: long, image: '/media/a.svg', type: 'product', jsonLd: [{ '@type': 'Product' }] }, ORIGIN);
    expect(head.title).toBe('Federa Aurora | Trama');
    expect(head.description.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/lavato…$|lino…$|Federa…$/);
    expect(head.image).toBe('https://shop.example/media/a.svg');
    expect(head.locale).toBe('it_IT');
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Product']);
    // Without a page head, the route's own: never a blank description, the shop's logo as image.
    expect(composeHead(meta, null, ORIGIN)).toMatchObject({ title: 'Cuscini – Letto | Trama', image: 'https://shop.example/favicon.svg', type: 'website' });
  });

  it('§2 the server head escapes a name with quotes or </script>, in tags and in JSON-LD', () => {
    const evil = '"><script>alert(1)</script>';
    const parts = {
      language: 'it',
      meta,
      head: { title: evil, description: evil, jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: evil }] },
      canonicalPath: '/it/letto/cuscini',
      publicOrigin: ORIGIN,
      stylesheets: [],
      preloads: [],
      wake: 'use',
      hints: '',
      body: '',
      state: null,
    } satisfies DocumentParts;
    const tags = headTags(parts);
    expect(tags).not.toContain('<script>alert(1)');
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Trama</title>');
    expect(tags).toContain('<meta property="og:locale" content="it_IT">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    const json = [...tags.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { name?: string });
    expect(json.at(-1)?.name).toBe(evil);
  });

  it('the browser head sets the same tags through the DOM, and replaces the structured data it wrote', () => {
    applyHead(composeHead(meta, { title: 'Federa "Aurora" </script>', jsonLd: [{ '@type': 'Product', name: '</script>' }] }, ORIGIN));
    expect(document.title).toBe('Federa "Aurora" </script> | Trama');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://shop.example/favicon.svg');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/it/letto/cuscini');
    const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts()).toHaveLength(3);
    expect(scripts()[2]?.textContent).not.toContain('</script>');
    applyHead(composeHead(meta, null, ORIGIN));
    expect(scripts().map((s) => (JSON.parse(s.textContent!) as { '@type': string })['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(document.title).toBe('Cuscini – Letto | Trama');
  });
});
