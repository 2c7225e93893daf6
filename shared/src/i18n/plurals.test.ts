import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../contract/constants.ts';
import { resources } from './all-languages.ts';
import { localeOf } from './format.ts';
import { getI18n } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('plural forms (issue 12: screen readers heard "1 prodotti")', () => {
  it.each(SUPPORTED_LANGUAGES)('every plural key has its _one and _other form in %s', (language) => {
    const keys = new Set(entries(resources[language] as unknown as Tree).map(([key]) => key));
    const stems = [...keys].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
    const incomplete = [...new Set(stems)].filter((stem) => !keys.has(`${stem}_one`) || !keys.has(`${stem}_other`));
    expect(incomplete).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('a count followed by a word is a plural key in %s ("{{count}} prodotti")', (language) => {
    const counted = entries(resources[language] as unknown as Tree).filter(([, text]) => /\{\{count\}\}\s*\p{L}/u.test(text));
    expect(counted.filter(([key]) => !PLURAL.test(key)).map(([key]) => key)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('a number followed by a word is named count, so it gets plural forms, in %s ("{{points}} punti")', (language) => {
    const named = entries(resources[language] as unknown as Tree).filter(([, text]) => /\{\{(?!count\}\})\w+\}\}\s+\p{Ll}/u.test(text));
    expect(named.filter(([, text]) => /\{\{(points|total|quantity|items|days)\}\}/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('one and two read as singular and plural in Italian and English', () => {
    const it = getI18n().getFixedT('it');
    const en = getI18n().getFixedT('en');
    expect(it('shell:header.wishlistCount', { count: 1 })).toBe('1 prodotto nei preferiti');
    expect(it('shell:header.wishlistCount', { count: 2 })).toBe('2 prodotti nei preferiti');
    expect(en('shell:header.wishlistCount', { count: 1 })).toBe('1 product in your wishlist');
    expect(it('basket:header.label', { count: 1 })).toBe('Carrello, 1 articolo');
    expect(it('catalogue:list.count', { count: 1 })).toBe('1 prodotto');
    expect(en('catalogue:list.count', { count: 83 })).toBe('83 products');
    expect(it('basket:checkout.loyalty.points', { count: 1 })).toBe('Hai 1 punto.');
    expect(it('basket:checkout.loyalty.points', { count: 450 })).toBe('Hai 450 punti.');
  });

  /**
   * Issue 17 §2 "every plural form": for each plural category of the language (Intl.PluralRules:
   * it, fr and es also have `many`, for round millions), a count of that category gives a written
   * sentence with the number in it, never the bare key. `many` is written as the `_other` form
   * (i18next's fallback): a shop never counts a million items, and "1.000.000 prodotti" reads right.
   */
  const SAMPLES: Record<string, number> = { zero: 0, one: 1, two: 2, few: 3, many: 1_000_000, other: 7 };

  it.each(SUPPORTED_LANGUAGES)('every plural key reads a sentence for each plural category of %s', (language) => {
    const t = getI18n().getFixedT(language);
    const categories = new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories;
    const stems = [...new Set(entries(resources[language] as unknown as Tree).map(([key]) => key).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))];
    expect(stems.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const stem of stems) {
      const [namespace, ...rest] = stem.split('.');
      const key = `${namespace}:${rest.join('.')}`;
      for (const category of categories) {
        const count = SAMPLES[category] ?? 7;
        const text = t(key, { count, points: count, total: count });
        if (text === key || text === stem || text.includes('{{count}}') || text.trim() === '') broken.push(`${stem} (${category}): ${text}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
