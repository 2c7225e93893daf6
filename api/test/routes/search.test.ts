import type { SearchAnswer } from '@trama/shared/contract';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsAt } from '../helpers/database.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

async function search(criteria: string, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/api/external/search?criteria=${encodeURIComponent(criteria)}${query ? `&${query}` : ''}`, headers });
}

async function found(criteria: string, query = '', headers: Record<string, string> = {}): Promise<SearchAnswer> {
  const res = await search(criteria, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const queryDb = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => rowsAt<T>(t.database.url, text, values);

describe('GET /api/external/search', () => {
  it('§2 Search: Italian stemming, lenzuolo and lenzuola find the same sheets', async () => {
    const singular = await found('lenzuolo', 'size=100');
    const plural = await found('lenzuola', 'size=100');
    expect(singular.products.totalElements).toBeGreaterThan(0);
    expect(plural.products.totalElements).toBe(singular.products.totalElements);
    expect(plural.products.content.some((p) => p.name.startsWith('Lenzuolo'))).toBe(true);
  });

  it('§2 Search: accents do not matter (perche = perché, rolo = rolò)', async () => {
    const plain = await found('perche');
    const accented = await found('perché');
    expect(plain.products.totalElements).toBeGreaterThan(0);
    expect(accented.products.totalElements).toBe(plain.products.totalElements);
    const rolo = await found('maglia rolo');
    expect(rolo.products.content.length).toBeGreaterThan(0);
    expect(rolo.products.content.every((p) => p.name.includes('rolò'))).toBe(true);
  });

  it('§2 Search: a typo still finds cotton sheets (lenzuola cottone)', async () => {
    const answer = await found('lenzuola cottone', 'size=50');
    expect(answer.products.totalElements).toBeGreaterThan(0);
    for (const p of answer.products.content) expect(p.name.toLowerCase()).toMatch(/lenzuol.*coton/);
  });

  it('§2 Search: results are ranked by relevance, then by ranking; price sorts are honoured', async () => {
    const byPrice = (await found('cotone', 'size=50&sort=price,asc')).products.content.map((p) => p.startingPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const first = await found('cotone', 'size=6&page=0');
    const second = await found('cotone', 'size=6&page=1');
    expect(first.products.totalElements).toBe(second.products.totalElements);
    const overlap = first.products.content.filter((p) => second.products.content.some((q) => q.productId === p.productId));
    expect(overlap).toEqual([]);
  });

  it('§5 at most 6 category suggestions, the busiest first', async () => {
    const answer = await found('cotone');
    expect(answer.categories).toHaveLength(6);
    const counts = answer.categories.map((c) => c.totalMatched);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const sheets = (await found('lenzuolo')).categories.find((c) => c.canonicalUrlLevel2 === '/letto/lenzuola');
    expect(sheets).toMatchObject({ labelLevel0: 'Letto', labelLevel1: 'Lenzuola', labelLevel2: 'Lenzuola' });
  });

  it('§5 products without a price are never returned', async () => {
    const [unpriced] = await queryDb<{ name: string }>(
      "select t.name from products p join product_texts t on t.product_id = p.product_id and t.language = 'it' where p.starting_price = 0 limit 1",
    );
    expect(unpriced).toBeDefined();
    const answer = await found(unpriced!.name, 'size=100');
    expect(answer.products.content.some((p) => p.name === unpriced!.name)).toBe(false);
    expect(answer.products.content.every((p) => p.startingPrice > 0)).toBe(true);
  });

  it('§1 Search in English on language en (stemmed: sheets finds Sheet)', async () => {
    const answer = await found('sheets', '', { language: 'en' });
    expect(answer.products.totalElements).toBeGreaterThan(0);
    // Issue 18 §2: a card carries no `language`; its English name says which texts were searched.
    expect(answer.products.content.every((p) => /sheet|bed linen/i.test(p.name))).toBe(true);
    expect(answer.categories[0]!.labelLevel0).toBe('Bed');
  });

  it('§5 search fires only with criteria: blank or missing criteria and bad paging are 400', async () => {
    for (const url of [
      '/api/external/search',
      '/api/external/search?criteria=',
      '/api/external/search?criteria=%20%20',
      '/api/external/search?criteria=lino&size=0',
      '/api/external/search?criteria=lino&page=-1',
      '/api/external/search?criteria=lino&sort=ranking,desc',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(['VALIDATION_ERROR', 'INVALID_CRITERIA']).toContain(res.json().code);
    }
    expect((await search('  ')).json()).toMatchObject({ code: 'INVALID_CRITERIA', messageKey: 'searching.1' });
  });

  it('§2 Search: punctuation only finds nothing rather than failing', async () => {
    const answer = await found('&|!:*');
    expect(answer).toEqual({ products: { content: [], totalElements: 0 }, categories: [] });
  });
});
