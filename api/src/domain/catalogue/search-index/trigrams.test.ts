import { describe, expect, it } from 'vitest';
import { TrigramVocabulary, wordSimilarity, wordTrigrams } from './trigrams.ts';

const similarity = (query: string, word: string) => wordSimilarity(new Set(wordTrigrams(query)), wordTrigrams(word));

describe('trigram word similarity (storefront §2 Search typo fallback, pg_trgm word_similarity)', () => {
  it('pads a word as pg_trgm does: two blanks in front, one behind', () => {
    expect(wordTrigrams('word')).toEqual(['  w', ' wo', 'wor', 'ord', 'rd ']);
  });

  it('gives the values PostgreSQL gives for one word (word_similarity)', () => {
    // select word_similarity('word', 'words') = 0.8 (pg_trgm documentation's example, per word).
    expect(similarity('word', 'words')).toBeCloseTo(0.8, 5);
    expect(similarity('cotone', 'cotone')).toBe(1);
    // A letter dropped or doubled stays above the 0.6 threshold; another word does not.
    expect(similarity('lnzuolo', 'lenzuolo')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('cottone', 'cotone')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('cotone', 'lino')).toBeLessThan(0.6);
  });

  it('a vocabulary finds the words close to a typo, and only those', () => {
    const vocabulary = new TrigramVocabulary(['lenzuolo', 'lenzuola', 'cotone', 'coton', 'lino', 'spugna', 'federa']);
    const words = (query: string) => vocabulary.similarTo(query).map((id) => vocabulary.words[id]);
    expect(words('cottone')).toEqual(expect.arrayContaining(['cotone']));
    expect(words('cottone')).not.toContain('lino');
    expect(words('lenzulo')).toEqual(expect.arrayContaining(['lenzuolo']));
    expect(words('spugnna')).toEqual(['spugna']);
    expect(words('zebra')).toEqual([]);
  });
});
