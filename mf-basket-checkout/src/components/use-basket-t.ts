import { getI18n, useTranslation } from '@trama/shared/i18n';

/** Texts of this remote in the language the shell passed (spec keys fall back to `common`). */
export function useBasketT(language: string) {
  return useTranslation(['basket', 'common'], { i18n: getI18n(language), lng: language }).t;
}
