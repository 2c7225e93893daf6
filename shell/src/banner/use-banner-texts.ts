import { useEffect, useState } from 'react';
import { fetchBannerLabels, getApiClient } from '@trama/shared/api';
import type { Language } from '@trama/shared/contract';
import { languageCache } from '../app/language-cache.ts';
import { bannerTexts } from './banner-texts.ts';

/** The strip's texts of one language, fetched once. No labels is a quiet strip, not an error. */
const texts = languageCache<string[]>(
  (language) => {
    const api = getApiClient();
    api.configure({ language });
    return fetchBannerLabels(api).then(bannerTexts);
  },
  () => [],
);

/**
 * Issue 30 §5: the strip (free shipping…) is in the server HTML. The renderer primes the texts it
 * fetched before it renders, and embeds them; the browser primes the same before it hydrates, so
 * its first render is the server's and it fetches nothing again (docs/rendering.md).
 */
export const primeBannerTexts = (language: Language, known: string[]): void => texts.prime(language, known);

export const loadBannerTexts = (language: Language): Promise<string[]> => texts.load(language);

/** The strip's texts for the page's language: the primed ones at once, else once they arrive. */
export function useBannerTexts(language: Language): string[] {
  const [shown, setShown] = useState<{ language: Language; texts: string[] } | null>(() => {
    const known = texts.primed(language);
    return known ? { language, texts: known } : null;
  });
  useEffect(() => {
    let live = true;
    void loadBannerTexts(language).then((next) => live && setShown({ language, texts: next }));
    return () => {
      live = false;
    };
  }, [language]);
  return shown?.language === language ? shown.texts : [];
}

/** Tests start from an empty cache. */
export function forgetBannerTexts(): void {
  texts.forget();
}
