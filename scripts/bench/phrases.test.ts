import { describe, expect, it } from 'vitest';
import { createRandom } from '../../api/src/db/seed/catalogue/random.ts';
import { generateCatalogue } from '../../api/src/db/seed/catalogue/generate.ts';
import { PhraseSource, countKinds, makePhrases, nameWords, phraseKey, toggleAccent, typo } from './phrases.ts';

// The demo catalogue's names by language: the same words the bench reads from its database.
const texts = generateCatalogue(2_000).texts;
const NAMES: Record<string, string[]> = {};
for (const t of texts) (NAMES[t.language] ??= []).push(t.name);
for (const language of Object.keys(NAMES)) NAMES[language] = [...new Set(NAMES[language])].sort();

describe('issue 18 §1: search phrases from the catalogue\'s own words', () => {
  const made = makePhrases(NAMES, 250_000);
  const texts = made.phrases.map((p) => p.text);

  it('makes well over 1,000 phrases, no two alike for the search (language, lower case, accents folded, word order)', () => {
    // A run of thousands of searches a second for 12 s must send none twice.
    expect(made.phrases.length).toBeGreaterThanOrEqual(100_000);
    expect(new Set(made.phrases.map((p) => `${p.language}:${phraseKey(p.text)}`)).size).toBe(made.phrases.length);
    expect(new Set(made.phrases.map((p) => p.language))).toEqual(new Set(['de', 'en', 'es', 'fr', 'it']));
  });

  it('mixes single words, combinations, typos (at most 60%) and accents', () => {
    expect(made.counts.word).toBeGreaterThan(100);
    expect(made.counts['two words']).toBeGreaterThan(1_000);
    expect(made.counts.typo).toBeGreaterThan(1_000);
    expect(made.counts.typo / made.phrases.length).toBeLessThanOrEqual(0.6);
    expect(made.counts.accent).toBeGreaterThan(1_000);
    expect(texts.some((p) => /[àèìòùáéíóú]/.test(p))).toBe(true);
    const words = new Set(NAMES.it!.flatMap(nameWords));
    const italian = made.phrases.filter((p) => p.language === 'it').map((p) => p.text);
    // A typo: a word of the phrase is no word of the catalogue (accents folded).
    expect(italian.some((p) => p.split(' ').some((w) => !words.has(w.normalize('NFD').replace(/\p{M}/gu, ''))))).toBe(true);
    // The first thousand already hold every kind (shuffled), so a short timed run sees them all.
    const head = made.phrases.slice(0, 1_000);
    expect(head.some((p) => !p.text.includes(' '))).toBe(true);
    expect(head.some((p) => p.text.includes(' '))).toBe(true);
    expect(head.some((p) => p.kinds.includes('typo'))).toBe(true);
    expect(head.some((p) => !p.kinds.includes('typo'))).toBe(true);
    expect(countKinds(head).word + countKinds(head)['two words']).toBe(1_000);
  });

  // Making 250,000 phrases twice takes ~3 s alone and over 10 s on a busy 2-core machine: the
  // default 5 s would test the machine's load, not the phrases.
  it('is deterministic: the same names give the same phrases in the same order', { timeout: 60_000 }, () => {
    expect(makePhrases(NAMES, 250_000).phrases).toEqual(made.phrases);
    expect(makePhrases({ it: NAMES.it! }, 50).phrases).toEqual(makePhrases({ it: NAMES.it! }, 50).phrases);
    expect(makePhrases({ it: NAMES.it! }, 50).phrases).toHaveLength(50);
  });

  it('typos drop, swap or double a letter; accents are added or removed (lenzuòla, lino → líno)', () => {
    const random = createRandom(1);
    for (let i = 0; i < 50; i++) {
      const t = typo('lenzuola', random);
      expect(t).not.toBe('lenzuola');
      expect(Math.abs(t.length - 8)).toBeLessThanOrEqual(1);
      expect(t[0]).toBe('l');
    }
    expect(toggleAccent('lenzuòla', random)).toBe('lenzuola');
    const accented = toggleAccent('lino', random);
    expect(accented).toMatch(/^l[ìí]no$|^lin[òó]$/);
    expect(phraseKey('Lino  LENZUÒLA')).toBe(phraseKey('lenzuola lino'));
    expect(nameWords('Lenzuolo in lino lavato 2 piazze')).toEqual(['lenzuolo', 'lino', 'lavato', 'piazze']);
  });

  it('the source hands phrases out in order and counts the repeats once the list runs out', () => {
    const source = new PhraseSource(['a', 'b', 'c']);
    expect([source.take(), source.take()]).toEqual(['a', 'b']);
    const timedFrom = source.taken;
    expect([source.take(), source.take(), source.take()]).toEqual(['c', 'a', 'b']);
    expect(source.repeatedSince(timedFrom)).toBe(2);
    expect(source.repeatedSince(0)).toBe(2);
    expect(new PhraseSource(['x']).repeatedSince(0)).toBe(0);
    expect(() => new PhraseSource([])).toThrow();
  });
});
