import { PRODUCT_CARD_FIELDS, type CatalogueAnswer, type Language, type Product, type ProductCard, type SearchAnswer } from '@trama/shared/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { queryRows } from '../helpers/basket-fixtures.ts';

const LETTO = 10;
const LENZUOLA = 11;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const queryDb = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => queryRows<T>(t, text, values);

async function list(menuId: number, query: string, language: Language = 'it'): Promise<{ answer: CatalogueAnswer; bytes: number }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${menuId}?${query}`, headers: { language }, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json(), bytes: Buffer.byteLength(res.body) };
}

async function search(criteria: string, language: Language = 'it'): Promise<SearchAnswer> {
  const res = await t.app.inject({ url: `/api/external/search?${new URLSearchParams({ criteria, size: '100' })}`, headers: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A search past the answer caches (a write's notification may not have cleared them yet). */
async function freshSearch(criteria: string): Promise<SearchAnswer> {
  t.app.catalogueService.clearCaches();
  return search(criteria);
}
const POLL = { timeout: 10_000, interval: 100 };

/** The full products of some cards, through the product page's own call. */
async function productsOf(cards: ProductCard[], language: Language): Promise<{ products: Product[]; bytes: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/external/product/favourites', headers: { language }, payload: { productIds: cards.map((c) => c.productId) } });
  expect(res.statusCode, res.body).toBe(200);
  return { products: res.json(), bytes: Buffer.byteLength(res.body) };
}

/** What a card shows, read from the full product: the card must say exactly this. */
const cardOf = (p: Product): ProductCard => Object.fromEntries(PRODUCT_CARD_FIELDS.map((field) => [field, p[field]])) as ProductCard;

describe('list and search answers carry cards (issue 18 §2)', () => {
  it('issue 18 §2: a list answer has exactly the card fields (no sizes, no description) and is a fraction of the full products it names', async () => {
    const { answer, bytes } = await list(LENZUOLA, 'size=24');
    expect(answer.products.content).toHaveLength(24);
    for (const card of answer.products.content) {
      expect(Object.keys(card).sort()).toEqual([...PRODUCT_CARD_FIELDS].filter((f) => f !== 'itemType' || card.itemType !== undefined).sort());
      expect(card).not.toHaveProperty('sizes');
      expect(card).not.toHaveProperty('description');
    }
    const full = await productsOf(answer.products.content, 'it');
    // The filters are in the list answer too; the cards alone are far below a third of the products.
    expect(bytes).toBeLessThan(full.bytes / 3);
  });

  it('issue 18 §2: card prices, discount, names and links equal the full product for the same product and language', async () => {
    for (const language of ['it', 'en', 'de'] as const) {
      // A whole menu entry's first 100 (discounted, old-priced and plain products among them) and a search page.
      const cards = [...(await list(LETTO, 'size=100', language)).answer.products.content, ...(await search('lino', language)).products.content];
      expect(cards.some((c) => c.discountDetail !== null), language).toBe(true);
      expect(cards.some((c) => c.oldPrice !== null), language).toBe(true);
      const { products } = await productsOf(cards.slice(0, 100), language);
      expect(products.map(cardOf), language).toEqual(cards.slice(0, 100));
    }
  });

  it('issue 18 §1: the search read table follows price and text changes (migration 0019 triggers)', async () => {
    const [row] = await queryDb<{ product_id: number; name: string; starting_price: string }>(
      `select p.product_id, t.name, p.starting_price from products p join product_texts t on t.product_id = p.product_id and t.language = 'it'
       where p.starting_price > 0 and p.menu_id = $1 order by p.product_id limit 1`,
      [LENZUOLA],
    );
    const word = 'zyxwortprobe';
    try {
      await queryDb(`update product_texts set name = name || ' ' || $2 where product_id = $1 and language = 'it'`, [row!.product_id, word]);
      // The in-process search index hears of the write through PostgreSQL's notification, which
      // arrives a moment later on a busy machine: until then it still answers from its copy.
      await expect.poll(async () => (await freshSearch(word)).products.content.map((c) => c.productId), POLL).toEqual([row!.product_id]);
      // Unpriced: never in a search answer, so the price must have reached the read table.
      await queryDb('update products set starting_price = 0 where product_id = $1', [row!.product_id]);
      await expect.poll(async () => (await freshSearch(word)).products.totalElements, POLL).toBe(0);
    } finally {
      await queryDb('update products set starting_price = $2 where product_id = $1', [row!.product_id, row!.starting_price]);
      await queryDb(`update product_texts set name = $2 where product_id = $1 and language = 'it'`, [row!.product_id, row!.name]);
      t.app.catalogueService.clearCaches();
    }
    await expect.poll(async () => (await freshSearch(word)).products.totalElements, POLL).toBe(0);
    const [counts] = await queryDb<{ texts: number; searchable: number }>(
      'select (select count(*)::int from product_texts) as texts, (select count(*)::int from product_search) as searchable',
    );
    expect(counts!.searchable).toBe(counts!.texts);
  });
});
