import type { Language } from '@trama/shared/contract';

/**
 * One answer a language (the menu, the promotion strip's texts), kept `ttlMs` so that the server
 * renders pages without asking the API for it each time. A failure is logged, read as `empty` and
 * not kept: the next page asks again.
 */
export function languageCache<T>(what: string, ttlMs: number, load: (language: Language) => Promise<T>, empty: T, log: (message: string, error: unknown) => void) {
  const entries = new Map<Language, { at: number; answer: Promise<T> }>();
  return {
    get(language: Language): Promise<T> {
      const cached = entries.get(language);
      if (cached && performance.now() - cached.at < ttlMs) return cached.answer;
      const answer = load(language).catch((error: unknown) => {
        log(`${what} failed`, error);
        entries.delete(language);
        return empty;
      });
      entries.set(language, { at: performance.now(), answer });
      return answer;
    },
    clear: () => entries.clear(),
  };
}
