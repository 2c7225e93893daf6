import { describe, expect, it } from 'vitest';
import { languageOfPath, localizePath, splitLanguage, swapLanguage } from './language.ts';

describe('language handling (storefront §2)', () => {
  it('§2 the language is the first path segment; none or an unknown one is it', () => {
    expect(languageOfPath('/fr/letto')).toBe('fr');
    expect(languageOfPath('/DE')).toBe('de');
    expect(languageOfPath('/letto')).toBe('it');
    expect(languageOfPath('/xx/letto')).toBe('it');
    expect(languageOfPath('')).toBe('it');
    expect(splitLanguage(['es', 'bagno'])).toEqual({ language: 'es', rest: ['bagno'], explicit: true });
  });

  it('a navigate target gets the page language; one that already has a language keeps it', () => {
    expect(localizePath('/bagno', 'fr')).toBe('/fr/bagno');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/search?criteria=lino', 'en')).toBe('/en/search?criteria=lino');
    expect(localizePath('/es/bagno', 'it')).toBe('/es/bagno');
    expect(localizePath('bagno#top', 'it')).toBe('/it/bagno#top');
  });

  it('§2 the language switcher keeps the path and swaps the prefix', () => {
    expect(swapLanguage('/it/letto/lenzuola', 'en')).toBe('/en/letto/lenzuola');
    expect(swapLanguage('/letto', 'fr')).toBe('/fr/letto');
    expect(swapLanguage('/it', 'es')).toBe('/es');
  });
});
