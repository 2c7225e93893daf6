import { describe, expect, it } from 'vitest';
import { languageOfPath, localizePath, splitLanguage, swapLanguage } from './language.ts';

describe('language handling (storefront §2)', () => {
  it('§2 the language is the first path segment; none or an unknown one is it', () => {
    const languages = { '/fr/letto': 'fr', '/DE': 'de', '/letto': 'it', '/xx/letto': 'it', '': 'it' };
    for (const [path, language] of Object.entries(languages)) expect(languageOfPath(path)).toBe(language);
    expect(splitLanguage(['es', 'bagno'])).toEqual({ language: 'es', rest: ['bagno'], explicit: true });
  });

  it('a navigate target gets the page language; one that already has a language keeps it', () => {
    const targets = [
      ['/bagno', 'fr', '/fr/bagno'],
      ['/', 'de', '/de'],
      ['/search?criteria=lino', 'en', '/en/search?criteria=lino'],
      ['/es/bagno', 'it', '/es/bagno'],
      ['bagno#top', 'it', '/it/bagno#top'],
    ] as const;
    for (const [path, language, localized] of targets) expect(localizePath(path, language)).toBe(localized);
  });

  it('§2 the language switcher keeps the path and swaps the prefix', () => {
    expect(swapLanguage('/it/letto/lenzuola', 'en')).toBe('/en/letto/lenzuola');
    expect(swapLanguage('/letto', 'fr')).toBe('/fr/letto');
    expect(swapLanguage('/it', 'es')).toBe('/es');
  });
});
