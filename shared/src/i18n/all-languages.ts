/**
 * Every language's texts, bundled at once: for the server renderer (any page, any language) and
 * the tests. The browser loads only its page's language (`loadLanguage`).
 */
import type { Language } from '../contract/constants.ts';
import { addDictionary, type Dictionary } from './i18n.ts';
import de from './locales/de/index.ts';
import en from './locales/en/index.ts';
import es from './locales/es/index.ts';
import fr from './locales/fr/index.ts';
import it from './locales/it/index.ts';

export const resources: Record<Language, Dictionary> = { it, en, fr, de, es };

export function addAllLanguages(): void {
  for (const [language, dictionary] of Object.entries(resources)) addDictionary(language as Language, dictionary);
}

addAllLanguages();
