import { describe, expect, it } from 'vitest';
import { correctedPhrase, editDistance, pickSuggestions, shorterPhrases } from './phrase-suggestions.ts';

describe('phrases offered when a search finds nothing (issue 17 §5)', () => {
  it('issue 17 §5 shorter phrases: one word fewer first, then single words, at most 4; none for one word', () => {
    expect(shorterPhrases('lenzuolo seta blu')).toEqual(['lenzuolo seta', 'seta blu', 'lenzuolo', 'seta']);
    expect(shorterPhrases('telo  mare')).toEqual(['telo', 'mare']);
    expect(shorterPhrases('lenzuolo')).toEqual([]);
  });

  it('issue 17 §5 a typed word is corrected to the nearest word of the names found; known or far words stay', () => {
    expect(editDistance('lenzulo', 'lenzuolo')).toBe(1);
    const names = ['Lenzuolo in lino lavato', 'Lenzuolo Aurora'];
    expect(correctedPhrase('lenzulo', names)).toBe('lenzuolo');
    expect(correctedPhrase('Lino', names)).toBe('Lino');
    expect(correctedPhrase('xyzzy', names)).toBe('xyzzy');
  });

  it('issue 17 §5 keeps phrases that found products, each once, never the search itself, at most 3', () => {
    const found = [
      { phrase: 'lenzuolo seta', total: 0 },
      { phrase: 'lenzuolo', total: 12 },
      { phrase: 'Lenzuolo', total: 12 },
      { phrase: 'seta', total: 2 },
      { phrase: 'blu', total: 3 },
      { phrase: 'lino', total: 4 },
    ];
    expect(pickSuggestions('lenzuolo seta blu', found).map((s) => s.phrase)).toEqual(['lenzuolo', 'seta', 'blu']);
    expect(pickSuggestions('lenzuolo', [{ phrase: 'Lenzuolo', total: 3 }])).toEqual([]);
  });
});
