import { describe, expect, it } from 'vitest';
import { languageFallbacks, resolveLanguage } from '../../src/domain/language.ts';

describe('§1 §9 request language', () => {
  it('defaults to it and maps unsupported languages to it', () => {
    expect(resolveLanguage(undefined)).toBe('it');
    expect(resolveLanguage('pt')).toBe('it');
  });

  it('keeps the five shop languages, whatever the case or region', () => {
    expect(resolveLanguage('EN')).toBe('en');
    expect(resolveLanguage('fr-CH')).toBe('fr');
    expect(resolveLanguage('de_AT')).toBe('de');
  });

  it('falls back from the asked language to en, then it', () => {
    expect(languageFallbacks('fr')).toEqual(['fr', 'en', 'it']);
    expect(languageFallbacks('it')).toEqual(['it', 'en']);
  });
});
