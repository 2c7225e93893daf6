import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from '../contract/constants.ts';
import de from './locales/de/index.ts';
import en from './locales/en/index.ts';
import es from './locales/es/index.ts';
import fr from './locales/fr/index.ts';
import it from './locales/it/index.ts';

/** One namespace per slice, plus `common` for the spec's message keys. */
export const NAMESPACES = ['common', 'shell', 'catalogue', 'basket', 'account', 'content', 'stores'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = { it, en, fr, de, es } as const;

const GLOBAL_KEY = Symbol.for('trama.i18n');

/**
 * The page's one i18next instance (a federation singleton, and on globalThis for safety).
 * Resources are bundled, so initialisation is synchronous and no text flashes untranslated.
 */
export function getI18n(language: string = DEFAULT_LANGUAGE): I18n {
  const store = globalThis as unknown as Record<symbol, I18n | undefined>;
  let instance = store[GLOBAL_KEY];
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng: isLanguage(language) ? language : DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    store[GLOBAL_KEY] = instance;
  }
  return instance;
}

export function setLanguage(language: Language): void {
  const instance = getI18n(language);
  if (instance.language !== language) void instance.changeLanguage(language);
}
