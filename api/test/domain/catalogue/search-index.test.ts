/**
 * Issue 18 §1: the in-process search index answers what PostgreSQL answers (search-repository.ts,
 * the source it copies), for the catalogue's own words in every language, and steps aside the
 * moment the catalogue changes (§4), on this instance and another.
 */
import { SUPPORTED_LANGUAGES, type CatalogueSort, type Language, type SearchAnswer } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CATEGORIES, SearchRepository, type SearchPage } from '../../../src/domain/catalogue/search-repository.ts';
import { queryRows } from '../../helpers/basket-fixtures.ts';
import { eventually, secondInstance } from '../../helpers/second-instance.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const BRAND = 3;
let t: TestApp;
let postgres: SearchRepository;
beforeAll(async () => {
  t = await createTestApp();
  postgres = new SearchRepository(t.app.db);
});
afterAll(() => t.close());

/** Words of the product names in a language, lower-cased, as a shopper would type them. */
async function nameWords(language: Language): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    t,
    `select distinct w as word from product_texts, regexp_split_to_table(lower(name), '[^[:alnum:]]+') w
     where language = $1 and length(w) > 1 order by 1`,
    [language],
  );
  return rows.map((r) => r.word);
}

/** The words the search service would pass (catalogue-service.ts searchWords). */
const fullTextWords = (phrase: string) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const fuzzyWords = (phrase: string) => fullTextWords(phrase).map((w) => w.normalize('NFD').replace(/\p{M}/gu, '')).filter((w) => w.length >= 3);

/** A dropped letter, a doubled one, two swapped: the bench's typos (scripts/bench/phrases.ts). */
function typos(word: string): string[] {
  if (word.length < 5) return [];
  const i = Math.floor(word.length / 2);
  return [word.slice(0, i) + word.slice(i + 1), word.slice(0, i) + word[i] + word.slice(i), word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1)];
}

const normalise = (page: SearchPage) => ({ ...page, categories: page.categories.map((c) => ({ ...c, max_discount: c.max_discount || null })) });

describe('issue 18 §1 the search index answers as PostgreSQL does', () => {
  it('§2 full text: the same hits, total, order and categories for the catalogue words of every language', async () => {
    expect(t.app.searchIndex.state().state).toBe('ready');
    let compared = 0;
    let found = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      const words = await nameWords(language);
      const phrases = [
        ...words,
        ...words.map((w) => w.slice(0, 3)),
        ...words.slice(0, 40).map((w, i) => `${w} ${words[(i * 7 + 3) % words.length]}`),
        ...words.slice(0, 10).map((w) => `${w} di con the und`),
      ];
      for (const phrase of phrases) {
        for (const [sort, page, size] of [['ranking,asc', 0, 12], ['ranking,asc', 1, 5], ['price,asc', 0, 12], ['price,desc', 2, 4]] as [CatalogueSort, number, number][]) {
          const words = fullTextWords(phrase);
          const fromIndex = await t.app.searchIndex.fullText(BRAND, language, words, sort, page, size, MAX_CATEGORIES);
          const fromPostgres = await postgres.fullText(BRAND, language, words, sort, page, size);
          expect(fromIndex, `${language} "${phrase}" ${sort} page ${page}`).not.toBeNull();
          expect(normalise(fromIndex!), `${language} "${phrase}" ${sort} page ${page}`).toEqual(normalise(fromPostgres));
          compared++;
          if (fromPostgres.total > 0) found++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
    expect(found).toBeGreaterThan(compared / 2);
  }, 120_000);

  it('§2 typo fallback: the same products, total and categories for the bench\'s typos of every catalogue word', async () => {
    let phrases = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      for (const word of (await nameWords(language)).filter((w) => w.length >= 5)) {
        for (const typo of typos(word)) {
          const words = fuzzyWords(typo);
          const fromIndex = t.app.searchIndex.similar(BRAND, language, words, 'ranking,asc', 0, 50, MAX_CATEGORIES)!;
          const fromPostgres = await postgres.similar(BRAND, language, words, 'ranking,asc', 0, 50);
          expect(normalise(fromIndex), `${language} "${typo}"`).toEqual(normalise(fromPostgres));
          phrases++;
        }
      }
    }
    expect(phrases).toBeGreaterThan(500);
  }, 120_000);
});

describe('issue 18 §4 the index steps aside when the catalogue changes', () => {
  async function search(app: TestApp['app'], criteria: string): Promise<SearchAnswer> {
    const res = await app.inject({ url: `/api/external/search?criteria=${encodeURIComponent(criteria)}&size=50` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('a name changed in SQL is found at once on both instances (PostgreSQL meanwhile), then by the rebuilt index', async () => {
    const other = await secondInstance(t);
    try {
      expect(other.app.searchIndex.state().state).toBe('ready');
      const [row] = await queryRows<{ product_id: number }>(t, `select product_id from product_texts where language = 'it' and name ilike 'lenzuolo%' order by product_id limit 1`);
      expect((await search(t.app, 'zanzibarico')).products.totalElements).toBe(0);
      await queryRows(t, `update product_texts set name = name || ' zanzibarico' where product_id = $1 and language = 'it'`, [row!.product_id]);
      for (const app of [t.app, other.app]) {
        const answer = await eventually(async () => {
          const found = await search(app, 'zanzibarico');
          expect(found.products.content.map((p) => p.productId)).toEqual([row!.product_id]);
          return found;
        });
        expect(answer.products.totalElements).toBe(1);
      }
      await other.app.searchIndex.whenReady();
      await t.app.searchIndex.whenReady();
      expect(other.app.searchIndex.state().state).toBe('ready');
      expect((await other.app.searchIndex.fullText(BRAND, 'it', ['zanzibarico'], 'ranking,asc', 0, 12, MAX_CATEGORIES))?.ids).toEqual([row!.product_id]);
    } finally {
      await other.close();
    }
  });

  it('GET /api/health/search-index says whether search answers from the index', async () => {
    const res = await t.app.inject({ url: '/api/health/search-index' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ state: 'ready', documents: expect.any(Number) });
    expect(res.json().documents).toBeGreaterThan(400 * SUPPORTED_LANGUAGES.length);
  });
});
