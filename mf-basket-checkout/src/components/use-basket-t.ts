import { dictionaryOf, getI18n, loadedLanguages, useTranslation } from '@trama/shared/i18n';
import type { Namespace } from '@trama/shared/i18n';

const added = new Set<string>();

/**
 * The page's i18next instance is created by whichever bundle comes first (usually the shell), with
 * that bundle's dictionaries. This remote owns the 'basket' namespace and deploys on its own, so it
 * adds its own copy: keys added since the shell was built still show as text, not as keys.
 */
function addBasketTexts(): void {
  const i18n = getI18n();
  // Every language this page has loaded so far (the page's own, and any it switched to).
  for (const language of loadedLanguages()) {
    if (added.has(language)) continue;
    const basket = dictionaryOf(language)?.['basket' satisfies Namespace];
    if (basket) i18n.addResourceBundle(language, 'basket', basket, true, true);
    added.add(language);
  }
}

/** Texts of this remote in the language the shell passed (spec keys fall back to `common`). */
export function useBasketT(language: string) {
  addBasketTexts();
  return useTranslation(['basket', 'common'], { i18n: getI18n(language), lng: language }).t;
}
