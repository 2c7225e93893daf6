import type { Language } from '@trama/shared/contract';

/**
 * What the shell fetches once per language and a server render primes before it renders (the
 * menu, the banner strip's texts): `primed` is what the first render may show at once; a failed
 * fetch answers `fallback()` and is forgotten, so the next use of the language asks again.
 */
export function languageCache<T>(fetchFor: (language: Language) => Promise<T>, fallback: () => T) {
  const loads = new Map<Language, Promise<T>>();
  const primed = new Map<Language, T>();
  return {
    prime(language: Language, value: T): void {
      primed.set(language, value);
      loads.set(language, Promise.resolve(value));
    },
    primed: (language: Language): T | undefined => primed.get(language),
    load(language: Language): Promise<T> {
      let load = loads.get(language);
      if (!load) {
        load = fetchFor(language).catch(() => {
          loads.delete(language);
          return fallback();
        });
        loads.set(language, load);
      }
      return load;
    },
    /** Tests start from an empty cache. */
    forget(): void {
      loads.clear();
      primed.clear();
    },
  };
}
