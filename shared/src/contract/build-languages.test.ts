import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES, isLanguage, parseBuildLanguages } from './constants.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('[31.7] storefront §9 "supported language list in one build: Italian only" is a build option (TRAMA_LANGUAGES)', () => {
  it('unset or empty: all five languages', () => {
    expect(parseBuildLanguages(undefined)).toEqual(['it', 'en', 'fr', 'de', 'es']);
    expect(parseBuildLanguages('')).toEqual(SUPPORTED_LANGUAGES);
  });

  it('TRAMA_LANGUAGES=it is the Italian-only build; a list keeps the shop order and always Italian', () => {
    expect(parseBuildLanguages('it')).toEqual(['it']);
    expect(parseBuildLanguages(' FR, it ')).toEqual(['it', 'fr']);
    expect(parseBuildLanguages('de')).toEqual(['it', 'de']);
    expect(parseBuildLanguages('xx')).toEqual(['it']);
  });

  it('in an Italian-only build another language is not one of ours (its path reads as Italian)', async () => {
    vi.stubEnv('TRAMA_LANGUAGES', 'it');
    vi.resetModules();
    const built = await import('./constants.ts');
    expect(built.BUILD_LANGUAGES).toEqual(['it']);
    expect(built.isLanguage('it')).toBe(true);
    expect(built.isLanguage('en')).toBe(false);
    // The default build serves all five.
    expect(isLanguage('en')).toBe(true);
  });
});
