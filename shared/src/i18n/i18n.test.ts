import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../contract/constants.ts';
import { formatDate, formatNumber, formatPrice, localeOf } from './format.ts';
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

  it('issue 17 §3 a price follows the locale rule of the shopper\'s language (format.ts table)', () => {
    expect(formatPrice(162.9, 'EUR', 'it')).toBe('162,90 €');
    expect(formatPrice(162.9, 'EUR', 'en')).toBe('€162.90');
    expect(formatPrice(162.9, 'EUR', 'de')).toBe('162,90 €');
    expect(formatPrice(162.9, 'EUR', 'fr')).toBe('162,90 €');
    expect(formatPrice(162.9, 'EUR', 'es')).toBe('162,90 €');
    expect(formatPrice(1200, 'EUR', 'de')).toBe('1.200,00 €');
    expect(formatPrice(1200, 'EUR', 'fr')).toBe('1 200,00 €');
    expect(formatPrice(1200, 'EUR', 'en')).toBe('€1,200.00');
    expect(formatPrice(49.9, 'CHF', 'de')).toBe('49,90 CHF');
  });

  it('issue 17 §3 no no-break spaces: server and browser write the same characters', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(formatPrice(1234.5, 'EUR', language)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('issue 17 §3 numbers and dates per locale', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatDate('2026-11-25T10:00:00Z', 'it')).toBe('25 novembre 2026');
    expect(formatDate('2026-11-25T10:00:00Z', 'de')).toBe('25. November 2026');
    expect(formatDate('2026-11-25T10:00:00Z', 'en')).toBe('25 November 2026');
    expect(localeOf('xx')).toBe('it-IT');
  });
});
