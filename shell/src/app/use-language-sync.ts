import { useEffect } from 'react';
import { getApiClient } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import type { Language } from '@trama/shared/contract';
import { loadLanguage, setLanguage } from '@trama/shared/i18n';

/**
 * The URL decides the language (storefront §2); everything else follows it: translations, the
 * API client's language header, the `language` fact the shell owns, and <html lang>.
 */
export function useLanguageSync(language: Language): void {
  useEffect(() => {
    // Another language's texts arrive in their own chunk; switching waits for them (issue 13 §5).
    void loadLanguage(language).then(
      () => setLanguage(language),
      () => setLanguage(language),
    );
    getApiClient().configure({ language });
    document.documentElement.lang = language;
    getBus().publish('language', language);
  }, [language]);
}
