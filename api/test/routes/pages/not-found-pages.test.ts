/**
 * Issue 29 §8 and §19, as a crawler reads the server's HTML: a 404 page looks like one. It has
 * status 404, no cache keeps it, and it names no canonical address and no language alternates
 * (those were the only broken links a link walk over the shop found); its language switcher leads
 * to each language's home. A product slug the API refuses, and a filter path with an unknown name
 * or value, are such 404s, not pages that name themselves canonical.
 */
import { describe, expect, it } from 'vitest';
import { parseHead } from '@trama/shared/testing';
import { siteFixtureForFile } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '1500';
process.env.RENDER_CACHE_TTL_MS = '0';

const ORIGIN = 'http://localhost:8080';
const HOMES = ['/it', '/en', '/fr', '/de', '/es'];

const site = siteFixtureForFile();

const get = (url: string) => site.t.app.inject({ url });

/** The hrefs of the header's language switcher. */
function switcherLinks(html: string): string[] {
  const nav = /<nav[^>]*data-testid="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

/** What every 404 answer must be. */
async function expectNotFoundPage(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.headers['cache-control'], url).toBe('private, no-store');
  const head = parseHead(res.body);
  expect(head.canonical, url).toBeNull();
  expect(head.alternates, url).toEqual({});
  expect(head.meta['og:url'], url).toBeUndefined();
  expect(head.meta.robots, url).toBe('noindex');
  expect(switcherLinks(res.body), url).toEqual(HOMES);
  return res;
}

describe('[29.19] 404 pages do not look real', () => {
  it('[29.19] an unknown path: no canonical, no hreflang alternates, the language switcher leads to each home', async () => {
    const res = await expectNotFoundPage('/it/questa-pagina-non-esiste');
    expect(res.body).toContain('Pagina non trovata');
    await expectNotFoundPage('/fr/nulle-part');
    await expectNotFoundPage('/it/404');
  });

  it('[29.19] a product that does not exist is a 404 of the same kind', async () => {
    await expectNotFoundPage('/it/letto/lenzuola/prodotto-che-non-esiste-99999');
  });

  it('[29.19] a filter path with an unknown name or an unknown value is a 404; a known one stays the canonical list', async () => {
    const list = await get('/it/letto/lenzuola');
    const state = JSON.parse(/<script type="application\/json" id="trama-ssr">(.*?)<\/script>/.exec(list.body)![1]!) as {
      page: { answers: Record<string, { value?: { extra?: { searchFilter: string; values: { searchValue: string }[] }[] } }> };
    };
    const filters = Object.values(state.page.answers).flatMap((answer) => answer.value?.extra ?? []);
    const colour = filters.find((filter) => filter.searchFilter === 'COLOR')!;
    const value = colour.values[0]!.searchValue;

    const known = await get(`/it/letto/lenzuola/filtres/color/${value}`);
    expect(known.statusCode).toBe(200);
    expect(parseHead(known.body).canonical).toBe(`${ORIGIN}/it/letto/lenzuola/filtres/color/${value}`);

    const page = await expectNotFoundPage('/it/letto/lenzuola/filtres/colour/anthracite');
    expect(page.body).toContain('Pagina non trovata');
    await expectNotFoundPage('/it/letto/lenzuola/filtres/color/anthracite');
    await expectNotFoundPage(`/it/letto/lenzuola/filtres/color/${value}-anthracite`);
    await expectNotFoundPage('/it/letto/lenzuola/filtres/price/1_2');
  });
});

describe('[29.8] no soft 200s', () => {
  it('[29.8] a product slug the API refuses (400) is the 404 page with status 404, not a cacheable "Caricamento…"', async () => {
    for (const url of ['/it/letto/lenzuola/slug_che_l_api_rifiuta', '/it/letto/lenzuola/due/segmenti']) {
      const res = await expectNotFoundPage(url);
      const body = res.body.slice(res.body.indexOf('<body'), res.body.indexOf('id="trama-ssr"'));
      expect(body, url).toContain('Pagina non trovata');
      // No spinner where the page should be.
      expect(body, url).not.toContain('class="ui-spinner"');
    }
  });
});
