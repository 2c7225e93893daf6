/**
 * Storefront §2 Page metadata on the server-rendered pages (issue 16 point 4): every page its own
 * title, description, canonical link and preview image, and structured data that is valid
 * schema.org — read from the HTML as a crawler reads it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { nodesOfType, parseHead, schemaOrgProblems, type ParsedHead } from '@trama/shared/testing';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { siteFixtureForFile } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '1500';
process.env.RENDER_CACHE_TTL_MS = '0';

const ORIGIN = 'http://localhost:8080';
const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';
/** The shop's own description (shell:meta.description): what a page without its own would say. */
/** A name an editor could type, written into the head and the JSON-LD of the product below. */
const HOSTILE = 'Federa "Aurora" </script><script>alert(1)</script> & co';
const GENERIC = 'Biancheria per letto, bagno e tavola, homewear e gioielli: scopri le collezioni Trama e acquista online.';

const site = siteFixtureForFile();
/** The product's sizes as seeded, with what this file made of their stock. */
let sizes: { barcode: string; size: string }[];

beforeAll(async () => {
  sizes = await queryRows(site.t, 'select barcode, size from product_sizes where product_id = 10016 order by position');
  const [inStore, gone] = sizes;
  // §2 availability: no web stock but a store holds it -> InStoreOnly; held nowhere -> Discontinued.
  await queryRows(site.t, 'update product_sizes set web_inventory = 0 where barcode = any($1)', [[inStore!.barcode, gone!.barcode]]);
  await queryRows(site.t, 'delete from store_stock where barcode = $1', [gone!.barcode]);
  await queryRows(site.t, 'insert into store_stock (store_id, barcode, stock) select store_id, $1, 3 from stores limit 1 on conflict (store_id, barcode) do update set stock = 3', [inStore!.barcode]);
  await queryRows(site.t, "update product_texts set name = $1 where product_id = 10013 and language = 'it'", [HOSTILE]);
}, 60_000);

async function page(url: string): Promise<ParsedHead> {
  const res = await site.t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-render']).toBe('server');
  const head = parseHead(res.body);
  // Every page: one title, its canonical URL as og:url, an absolute preview image, valid structured data with the organisation.
  expect(head.titles).toBe(1);
  expect(head.meta['og:url']).toBe(head.canonical);
  expect(head.meta['og:title']).toBe(head.title);
  expect(head.meta['og:description']).toBe(head.meta.description);
  expect(head.meta['og:image']).toMatch(/^http:\/\/localhost:8080\//);
  expect(head.meta['twitter:card']).toBe('summary_large_image');
  expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
  expect(nodesOfType(head.jsonLd, 'Organization').length).toBeGreaterThan(0);
  // Issue 29 §20: every Organization node (the shop, a publisher, an author) carries the shop's logo.
  for (const organization of nodesOfType(head.jsonLd, 'Organization')) expect(organization.logo).toBe(`${ORIGIN}/favicon.svg`);
  return head;
}

describe('§2 page metadata of the server-rendered pages', () => {
  it('§2 a product: its name and photo, og:type product, a Product with one Offer per size (InStock, InStoreOnly, Discontinued) and breadcrumbs', async () => {
    const head = await page(PRODUCT);
    expect(head.title).toBe('Lenzuolo in lino lavato Sabbia | Trama');
    expect(head.meta.description).not.toBe(GENERIC);
    expect(head.canonical).toBe(`${ORIGIN}${PRODUCT}`);
    expect(head.meta['og:type']).toBe('product');
    expect(head.meta['og:locale']).toBe('it_IT');
    expect(head.meta['og:image']).toBe(`${ORIGIN}/media/products/lenzuolo-in-lino-lavato-sabbia-10016-1.jpg`);
    // Issue 29 §20: a ProductGroup varying by size, a Product per size with its sku, gtin13, size, colour and material.
    const [group] = nodesOfType(head.jsonLd, 'ProductGroup');
    expect(group).toMatchObject({ productGroupID: '10016', variesBy: 'https://schema.org/size', color: 'Sabbia', material: expect.stringMatching(/lino/i) });
    const variants = group!.hasVariant as Record<string, unknown>[];
    expect(variants.map((variant) => variant.sku)).toEqual(sizes.map((size) => size.barcode));
    for (const variant of variants) {
      expect(variant).toMatchObject({ '@type': 'Product', gtin13: variant.sku, color: 'Sabbia', material: group!.material });
      expect(variant.size).toEqual(expect.any(String));
    }
    const offers = nodesOfType(head.jsonLd, 'Offer');
    expect(offers[0]).toMatchObject({ availability: 'https://schema.org/InStoreOnly', priceCurrency: 'EUR', url: `${ORIGIN}${PRODUCT}` });
    expect(offers[1]?.availability).toBe('https://schema.org/Discontinued');
    for (const offer of offers) expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(offers.slice(2).every((offer) => offer.availability === 'https://schema.org/InStock')).toBe(true);
    expect(nodesOfType(head.jsonLd, 'BreadcrumbList')).toHaveLength(1);
  });

  it('§2 a product name with quotes or </script> stays text: in the title, the meta tags and the JSON-LD', async () => {
    const [product] = await queryRows<{ url: string }>(site.t, "select '/it' || m.canonical_url || '/' || p.canonical_url as url from products p join menu_items m on m.menu_id = p.menu_id where p.product_id = 10013");
    const res = await site.t.app.inject({ url: product!.url });
    expect(res.body.slice(0, res.body.indexOf('</head>'))).not.toContain('<script>alert(1)');
    const head = await page(product!.url);
    expect(head.title).toBe(`${HOSTILE} | Trama`);
    expect(head.meta['og:title']).toBe(`${HOSTILE} | Trama`);
    expect(nodesOfType(head.jsonLd, 'ProductGroup')[0]?.name).toBe(HOSTILE);
  });

  it('§2 the product answer says which sizes a store holds (the InStoreOnly source)', async () => {
    const res = await site.t.app.inject({ url: '/api/external/product/10016' });
    const answer = res.json<{ sizes: { productReference: string; inStores: boolean; webInventory: number }[] }>();
    expect(answer.sizes.slice(0, 2).map((size) => [size.webInventory, size.inStores])).toEqual([
      [0, true],
      [0, false],
    ]);
  });

  it('§2 a list: "<label> – <parent> | Trama", its menu description, breadcrumbs and its products as an ItemList', async () => {
    const head = await page('/it/letto/lenzuola');
    expect(head.title).toBe('Lenzuola – Letto | Trama');
    expect(head.meta.description).toBe('Lino lavato e percalle di cotone, dal singolo al king size.');
    expect(head.meta['og:image']).toMatch(/\/media\/products\//);
    expect(nodesOfType(head.jsonLd, 'ListItem').filter((crumb) => typeof crumb.item === 'string').map((crumb) => crumb.name)).toEqual(['Home', 'Letto', 'Lenzuola']);
    const [list] = nodesOfType(head.jsonLd, 'ItemList');
    expect(list?.itemListElement).toEqual(expect.arrayContaining([expect.objectContaining({ position: 1, url: expect.stringMatching(/^http:\/\/localhost:8080\/it\/letto\//) })]));
  });

  it('§2 a list in another language: its labels, its locale (a list without any description is described from its product count: list-head.test.ts)', async () => {
    const head = await page('/fr/lit/oreillers');
    expect(head.title).toBe('Oreillers – Lit | Trama');
    expect(head.meta['og:locale']).toBe('fr_FR');
    expect(head.meta.description).not.toBe(GENERIC);
    expect(nodesOfType(head.jsonLd, 'ListItem').filter((crumb) => typeof crumb.item === 'string').map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/fr`,
      `${ORIGIN}/fr/lit`,
      `${ORIGIN}/fr/lit/oreillers`,
    ]);
  });

  it('§2 a magazine post: its title and subtitle, og:type article, a NewsArticle by the shop with its date and photo', async () => {
    const head = await page('/it/magazine/1');
    expect(head.title).toBe('Come lavare il lino | Trama');
    expect(head.meta.description).toBe('Cinque regole per lenzuola che durano anni');
    expect(head.meta['og:type']).toBe('article');
    expect(head.meta['og:image']).toBe(`${ORIGIN}/media/magazine/lavare-il-lino.svg`);
    expect(nodesOfType(head.jsonLd, 'NewsArticle')[0]).toMatchObject({ headline: 'Come lavare il lino', datePublished: '2025-03-04', url: `${ORIGIN}/it/magazine/1` });
    expect(nodesOfType(head.jsonLd, 'BreadcrumbList')).toHaveLength(1);
  });

  it('§2 the FAQ: its first answer as description and an FAQPage of 2 questions', async () => {
    const head = await page('/it/faq');
    expect(head.title).toBe('Domande frequenti | Trama');
    expect(head.meta.description).toBe('La spedizione costa 5,90 € ed è gratuita per ordini da 79 €. Il ritiro in negozio è sempre gratuito.');
    expect(nodesOfType(head.jsonLd, 'Question').map((q) => q.name)).toEqual(['Quanto costa la spedizione?', 'In quanto tempo arriva il mio ordine?']);
  });

  it('§2 a content page: its first text cut at a word (about 155 characters) and its cover photo', async () => {
    const head = await page('/it/la-nostra-storia');
    expect(head.title).toBe('La nostra storia | Trama');
    expect(head.meta.description).not.toBe(GENERIC);
    expect(head.meta.description!.length).toBeLessThanOrEqual(155);
    expect(head.meta['og:image']).toBe(`${ORIGIN}/media/editorial/storia-cover.svg`);
  });

  it('§2 the home: the shop title, a banner as preview, the WebSite with its search box', async () => {
    const head = await page('/it');
    expect(head.title).toBe('Trama — biancheria per la casa, homewear e gioielli');
    expect(head.canonical).toBe(`${ORIGIN}/it`);
    expect(head.meta['og:image']).not.toBe(`${ORIGIN}/favicon.svg`);
    expect(nodesOfType(head.jsonLd, 'EntryPoint')[0]?.urlTemplate).toBe(`${ORIGIN}/it/search?criteria={search_term_string}`);
  });

  it('§2 a search names its criteria; the magazine lists its posts', async () => {
    const search = await page('/it/search?criteria=lino');
    expect(search.title).toBe('Ricerca: lino | Trama');
    expect(search.meta.description).toContain('«lino»');
    const magazine = await page('/it/magazine');
    expect(magazine.title).toBe('Magazine | Trama');
    expect(nodesOfType(magazine.jsonLd, 'ItemList')[0]?.numberOfItems).toBeGreaterThan(1);
  });
});
