import { getI18n, resources, useTranslation } from '@trama/shared/i18n';

let textsAdded = false;

/**
 * The page's i18next instance is created by whichever bundle comes first (usually the shell), with
 * that bundle's dictionaries. This remote owns the 'basket' namespace and deploys on its own, so it
 * adds its own copy: keys added since the shell was built still show as text, not as keys.
 */
function addBasketTexts(): void {
  if (textsAdded) return;
  textsAdded = true;
  const i18n = getI18n();
  for (const [language, namespaces] of Object.entries(resources)) {
    i18n.addResourceBundle(language, 'basket', namespaces.basket, true, true);
  }
}

/** Texts of this remote in the language the shell passed (spec keys fall back to `common`). */
export function useBasketT(language: string) {
  addBasketTexts();
  return useTranslation(['basket', 'common'], { i18n: getI18n(language), lng: language }).t;
}
