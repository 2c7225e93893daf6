import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from '../contract/constants.ts';
import it from './locales/it/index.ts';

/** One namespace per slice, plus `common` for the spec's message keys. */
export const NAMESPACES = ['common', 'shell', 'catalogue', 'basket', 'account', 'content', 'stores'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts: namespace -> nested keys (the locale folders' index.ts). */
export type Dictionary = Record<Namespace, object>;

/**
 * Italian is the default and the fallback, so it is always bundled. The other languages are
 * loaded when a page needs them (issue 13 §5: a page ships only its own language's texts).
 */
const LOADERS: Record<Exclude<Language, 'it'>, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./locales/en/index.ts'),
  fr: () => import('./locales/fr/index.ts'),
  de: () => import('./locales/de/index.ts'),
  es: () => import('./locales/es/index.ts'),
};

const GLOBAL_KEY = Symbol.for('trama.i18n');
const LOADED_KEY = Symbol.for('trama.i18n.loaded');

/** Dictionaries known to this page (or process), shared by every copy of the contract. */
function loadedDictionaries(): Map<string, Dictionary> {
  const store = globalThis as unknown as Record<symbol, Map<string, Dictionary> | undefined>;
  return (store[LOADED_KEY] ??= new Map<string, Dictionary>([['it', it]]));
}

function addToInstance(instance: I18n, language: string, dictionary: Dictionary): void {
  for (const [namespace, texts] of Object.entries(dictionary)) instance.addResourceBundle(language, namespace, texts, true, false);
}

/**
 * The page's one i18next instance (a federation singleton, and on globalThis for safety).
 * Initialisation is synchronous with the dictionaries already loaded, so no text flashes
 * untranslated once `loadLanguage` has resolved for the page's language.
 */
export function getI18n(language: string = DEFAULT_LANGUAGE): I18n {
  const store = globalThis as unknown as Record<symbol, I18n | undefined>;
  let instance = store[GLOBAL_KEY];
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: Object.fromEntries(loadedDictionaries()),
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
  if (!ownItalianAdded) {
    // A remote built against a newer contract brings its own copy of these texts: its new keys join.
    ownItalianAdded = true;
    for (const [namespace, texts] of Object.entries(it)) instance.addResourceBundle('it', namespace, texts, true, false);
  }
  return instance;
}

let ownItalianAdded = false;

/** Makes a language's texts known at once (the server and the tests bundle all five). */
export function addDictionary(language: Language, dictionary: Dictionary): void {
  loadedDictionaries().set(language, dictionary);
  const instance = (globalThis as unknown as Record<symbol, I18n | undefined>)[GLOBAL_KEY];
  if (instance) addToInstance(instance, language, dictionary);
}

export function isLanguageLoaded(language: Language): boolean {
  return loadedDictionaries().has(language);
}

/** Loads a language's texts (its own chunk); resolves at once when they are there. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'it' || isLanguageLoaded(language)) return;
  const dictionary = (await LOADERS[language]()).default;
  addDictionary(language, dictionary);
}

export function setLanguage(language: Language): void {
  const instance = getI18n(language);
  if (instance.language !== language) void instance.changeLanguage(language);
}

/** The texts this copy of the contract carries for a language, if loaded (a remote adds its own namespace). */
export function dictionaryOf(language: string): Dictionary | undefined {
  return loadedDictionaries().get(language);
}

export function loadedLanguages(): string[] {
  return [...loadedDictionaries().keys()];
}
