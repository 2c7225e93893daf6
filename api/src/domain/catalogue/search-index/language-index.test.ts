/**
 * The index against the plain definition of each answer (storefront §2 Search, §5; issue 18 §1):
 * random catalogues and queries, every answer compared with one computed product by product.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueSort } from '@trama/shared/contract';
import { LanguageIndex, type IndexDocument, type IndexPage } from './language-index.ts';
import { toPostings } from './bitset.ts';
import type { HitsMode } from './hits.ts';
import { WORD_SIMILARITY_THRESHOLD, wordSimilarity, wordTrigrams } from './trigrams.ts';

/** A product as the reference sees it: its facts, its lexemes (and those in its name), its name words. */
interface Product extends IndexDocument {
  lexemes: string[];
  nameLexemes: string[];
  nameWords: string[];
}

const LEXEMES = ['lenzuol', 'lenzuolin', 'lin', 'line', 'coton', 'color', 'spugn', 'bianc', 'raso', 'ricam'];
const NAME_WORDS = ['lenzuolo', 'lenzuola', 'cotone', 'lino', 'spugna', 'telo', 'bianco', 'federa'];

const productArb = fc.record({
  brandId: fc.constantFrom(1, 2),
  menuId: fc.constantFrom(11, 12, 20, 31),
  ranking: fc.integer({ min: 1, max: 40 }),
  priceCents: fc.constantFrom(0, 1990, 4990, 4990, 12900),
  discount: fc.constantFrom(0, 0, 10, 30),
  lexemes: fc.uniqueArray(fc.constantFrom(...LEXEMES), { minLength: 1, maxLength: 5 }),
  nameShare: fc.integer({ min: 0, max: 5 }),
  nameWords: fc.uniqueArray(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }),
});

type Row = typeof productArb extends fc.Arbitrary<infer T> ? T : never;

function catalogue(rows: Row[]): Product[] {
  const products = rows.map((row, i): Product => {
    const { nameShare, ...rest } = row;
    return { ...rest, productId: 1000 + i, nameLexemes: row.lexemes.slice(0, nameShare) };
  });
  // Document order: menu, then product id (index-loader.ts).
  return products.sort((a, b) => a.menuId - b.menuId || a.productId - b.productId);
}

function indexOf(products: Product[], mode: HitsMode = 'auto'): LanguageIndex {
  const postings = (matches: (p: Product) => boolean) => products.flatMap((p, i) => (matches(p) ? [i] : []));
  return new LanguageIndex({
    documents: products,
    lexemes: LEXEMES.map((lexeme) => {
      const inName = postings((p) => p.nameLexemes.includes(lexeme));
      return {
        lexeme,
        documents: toPostings(products.length, postings((p) => p.lexemes.includes(lexeme))),
        inName: inName.length ? toPostings(products.length, inName) : null,
      };
    }),
    nameWords: NAME_WORDS.map((word) => ({ term: word, documents: toPostings(products.length, postings((p) => p.nameWords.includes(word))) })),
  }, mode);
}

const byRanking = (a: Product, b: Product) => a.ranking - b.ranking || a.productId - b.productId;
const ORDER: Record<CatalogueSort, (a: Product, b: Product) => number> = {
  'ranking,asc': byRanking,
  'price,asc': (a, b) => a.priceCents - b.priceCents || byRanking(a, b),
  'price,desc': (a, b) => b.priceCents - a.priceCents || byRanking(a, b),
};

/** The answer computed product by product: what search-repository.ts asks PostgreSQL. */
function reference(products: Product[], brandId: number, hit: (p: Product) => boolean, tier: (p: Product) => number, sort: CatalogueSort, page: number, size: number): IndexPage {
  const hits = products.filter((p) => p.brandId === brandId && p.priceCents > 0 && hit(p));
  const tiered = sort === 'ranking,asc' ? tier : () => 0;
  const sorted = [...hits].sort((a, b) => tiered(a) - tiered(b) || ORDER[sort](a, b));
  const menus = new Map<number, { matched: number; maxDiscount: number }>();
  for (const p of hits) {
    const menu = menus.get(p.menuId) ?? { matched: 0, maxDiscount: 0 };
    menus.set(p.menuId, { matched: menu.matched + 1, maxDiscount: Math.max(menu.maxDiscount, p.discount) });
  }
  return {
    productIds: sorted.slice(page * size, page * size + size).map((p) => p.productId),
    total: hits.length,
    menus: [...menus]
      .map(([menuId, m]) => ({ menuId, ...m }))
      .sort((a, b) => b.matched - a.matched || a.menuId - b.menuId)
      .slice(0, 3),
  };
}

const MODES: HitsMode[] = ['auto', 'dense', 'sparse'];

const sortArb = fc.constantFrom<CatalogueSort>('ranking,asc', 'price,asc', 'price,desc');

describe('LanguageIndex answers as the definition does (issue 18 §1)', () => {
  it('§2 full text: every prefix matches a lexeme; names holding every prefix first; §5 unpriced never; facets by count', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 0, maxLength: 150 }),
        fc.uniqueArray(fc.constantFrom('lenzuol', 'lin', 'co', 'coton', 'spugn', 'bianc', 'r', 'zebra'), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(1, 2, 3),
        sortArb,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(1, 5, 12),
        (rows, prefixes, brandId, sort, page, size) => {
          const products = catalogue(rows);
          const has = (lexemes: string[]) => prefixes.every((prefix) => lexemes.some((l) => l.startsWith(prefix)));
          const expected = reference(products, brandId, (p) => has(p.lexemes), (p) => (has(p.nameLexemes) ? 0 : 1), sort, page, size);
          // Both ways of finding hits (hits.ts), and the choice between them, give the same answer.
          for (const mode of MODES) expect(indexOf(products, mode).fullText(brandId, prefixes, sort, page, size, 3), mode).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('§2 typo fallback: every word close (trigram word similarity ≥ 0.6) to a word of the name, by ranking', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { minLength: 0, maxLength: 150 }),
        fc.uniqueArray(fc.constantFrom('lenzulo', 'cottone', 'lnio', 'spugnna', 'bianko', 'xyz'), { minLength: 1, maxLength: 2 }),
        sortArb,
        fc.integer({ min: 0, max: 2 }),
        (rows, words, sort, page) => {
          const products = catalogue(rows);
          const close = (word: string, nameWord: string) => wordSimilarity(new Set(wordTrigrams(word)), wordTrigrams(nameWord)) >= WORD_SIMILARITY_THRESHOLD;
          const hit = (p: Product) => words.every((w) => p.nameWords.some((n) => close(w, n)));
          const expected = reference(products, 1, hit, () => 0, sort, page, 12);
          for (const mode of MODES) expect(indexOf(products, mode).similar(1, words, sort, page, 12, 3), mode).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('no words, or a brand with no products, find nothing', () => {
    const products = catalogue([{ brandId: 1, menuId: 11, ranking: 1, priceCents: 1990, discount: 0, lexemes: ['lin'], nameShare: 1, nameWords: ['lino'] }]);
    for (const mode of MODES) {
      const index = indexOf(products, mode);
      const nothing = { productIds: [], total: 0, menus: [] };
      expect(index.fullText(1, [], 'ranking,asc', 0, 12, 6)).toEqual(nothing);
      expect(index.similar(1, [], 'ranking,asc', 0, 12, 6)).toEqual(nothing);
      expect(index.fullText(9, ['lin'], 'ranking,asc', 0, 12, 6)).toEqual(nothing);
      expect(index.fullText(1, ['lin'], 'ranking,asc', 0, 12, 6)).toEqual({ productIds: [1000], total: 1, menus: [{ menuId: 11, matched: 1, maxDiscount: 0 }] });
    }
  });
});
