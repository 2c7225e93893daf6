import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../contract/constants.ts';
import { formatPrice } from './format.ts';
import { resources } from './all-languages.ts';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

describe('dictionaries', () => {
  it('every language has every key the Italian source has', () => {
    const source = keysOf(resources.it as unknown as Tree).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      const keys = keysOf(resources[language] as unknown as Tree).sort();
      expect({ language, missing: source.filter((k) => !keys.includes(k)) }).toEqual({ language, missing: [] });
    }
  });
});

describe('price display', () => {
  it('§5 prices are shown with a comma and two decimals', () => {
    expect(formatPrice(49.9)).toBe('49,90 €');
    expect(formatPrice(1200)).toBe('1200,00 €');
  });
});
