import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from '../contract/constants.ts';
import { SHARED_CONTRACT_VERSION } from '../federation/share-scope.ts';

/** One namespace per slice, plus `common` for the spec's message keys. */
export const NAMESPACES = ['common', 'shell', 'catalogue', 'basket', 'account', 'content', 'stores'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts: namespace -> nested keys (locales/<language>/<namespace>.json). */
export type Dictionary = Record<Namespace, object>;

/**
 * Every language is its own chunk, Italian included: a page loads only its language's texts
 * (issue 17 §2). No fallback language is needed in the browser, because a test proves every
 * language has every key (i18n.test.ts).
 */
const LOADERS: Record<Language, () => Promise<{ default: Dictionary }>> = {
  it: () => import(/* webpackChunkName: "texts-it" */ './locales/it/index.ts'),
  en: () => import(/* webpackChunkName: "texts-en" */ './locales/en/index.ts'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './locales/fr/index.ts'),
  de: () => import(/* webpackChunkName: "texts-de" */ './locales/de/index.ts'),
  es: () => import(/* webpackChunkName: "texts-es" */ './locales/es/index.ts'),
};

const GLOBAL_KEY = Symbol.for('trama.i18n');
const LOADED_KEY = Symbol.for('trama.i18n.loaded');
const VERSIONS_KEY = Symbol.for('trama.i18n.versions');

/** Dictionaries known to this page (or process), shared by every copy of the contract. */
function loadedDictionaries(): Map<string, Dictionary> {
  const store = globalThis as unknown as Record<symbol, Map<string, Dictionary> | undefined>;
  return (store[LOADED_KEY] ??= new Map<string, Dictionary>());
}

/** language -> the contract versions whose texts for it are on the page. */
function loadedVersions(): Map<string, Set<string>> {
  const store = globalThis as unknown as Record<symbol, Map<string, Set<string>> | undefined>;
  return (store[VERSIONS_KEY] ??= new Map<string, Set<string>>());
}

function hasOwnTexts(language: string): boolean {
  return loadedVersions().get(language)?.has(SHARED_CONTRACT_VERSION) ?? false;
}

function addToInstance(instance: I18n, language: string, dictionary: Dictionary): void {
  // Deep, never overwriting: a newer contract's copy only adds the keys the page lacked.
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
      fallbackLng: false,
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
  // A remote built against another contract version than the one whose texts are loaded
  // brings its own copy of them: its new keys join (in the background; texts re-render).
  const current = instance.language;
  if (isLanguage(current) && loadedDictionaries().has(current) && !hasOwnTexts(current)) void loadLanguage(current).catch(() => undefined);
  return instance;
}

/** Makes a language's texts known at once (the server and the tests bundle all five). */
export function addDictionary(language: Language, dictionary: Dictionary): void {
  const dictionaries = loadedDictionaries();
  if (!dictionaries.has(language)) dictionaries.set(language, dictionary);
  const versions = loadedVersions();
  if (!versions.has(language)) versions.set(language, new Set());
  versions.get(language)?.add(SHARED_CONTRACT_VERSION);
  const instance = (globalThis as unknown as Record<symbol, I18n | undefined>)[GLOBAL_KEY];
  if (instance) addToInstance(instance, language, dictionary);
}

export function isLanguageLoaded(language: Language): boolean {
  return loadedDictionaries().has(language);
}

const loading = new Map<Language, Promise<void>>();

/** Loads this contract copy's texts for a language (its own chunk); resolves at once when they are there. */
export function loadLanguage(language: Language): Promise<void> {
  if (hasOwnTexts(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then(
      (module) => addDictionary(language, module.default),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
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
