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

  it('issue 17 §1 falls back from the asked language to Italian only, never English', () => {
    expect(languageFallbacks('fr')).toEqual(['fr', 'it']);
    expect(languageFallbacks('en')).toEqual(['en', 'it']);
    expect(languageFallbacks('it')).toEqual(['it']);
  });
});
