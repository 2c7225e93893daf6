import { getI18n, useTranslation } from '@trama/shared/i18n';

/**
 * Translations of the 'content' namespace in the language the shell routed (spec keys such as
 * Error.1 fall back to 'common'). The instance is passed explicitly: a parcel has no provider.
 */
export function useContentT(language: string) {
  const i18n = getI18n(language);
  return useTranslation('content', { i18n, lng: language }).t;
}

export type ContentT = ReturnType<typeof useContentT>;
