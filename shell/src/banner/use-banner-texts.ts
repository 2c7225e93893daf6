import { useEffect, useState } from 'react';
import { fetchBannerLabels, getApiClient } from '@trama/shared/api';
import type { Language } from '@trama/shared/contract';
import { bannerTexts } from './banner-texts.ts';

const loads = new Map<Language, Promise<string[]>>();
/** Texts known before the first render: the server's, and in the browser the ones the page carries. */
const primed = new Map<Language, string[]>();

/**
 * Issue 30 §5: the strip (free shipping…) is in the server HTML. The renderer primes the texts it
 * fetched before it renders, and embeds them; the browser primes the same before it hydrates, so
 * its first render is the server's and it fetches nothing again (docs/rendering.md).
 */
export function primeBannerTexts(language: Language, texts: string[]): void {
  primed.set(language, texts);
  loads.set(language, Promise.resolve(texts));
}

/** The strip's texts of one language, fetched once. No labels is a quiet strip, not an error. */
export function loadBannerTexts(language: Language): Promise<string[]> {
  let load = loads.get(language);
  if (!load) {
    const api = getApiClient();
    api.configure({ language });
    load = fetchBannerLabels(api).then(bannerTexts, () => {
      loads.delete(language);
      return [];
    });
    loads.set(language, load);
  }
  return load;
}

/** The strip's texts for the page's language: the primed ones at once, else once they arrive. */
export function useBannerTexts(language: Language): string[] {
  const [texts, setTexts] = useState<{ language: Language; texts: string[] } | null>(() => {
    const known = primed.get(language);
    return known ? { language, texts: known } : null;
  });
  useEffect(() => {
    let live = true;
    void loadBannerTexts(language).then((next) => live && setTexts({ language, texts: next }));
    return () => {
      live = false;
    };
  }, [language]);
  return texts?.language === language ? texts.texts : [];
}

/** Tests start from an empty cache. */
export function forgetBannerTexts(): void {
  loads.clear();
  primed.clear();
}
