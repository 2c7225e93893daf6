import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from '../contract/constants.ts';
import { SHARED_CONTRACT_VERSION } from '../federation/share-scope.ts';

/** One namespace per slice, plus `common` for the spec's message keys. */
export const NAMESPACES = ['common', 'shell', 'catalogue', 'basket', 'account', 'content', 'stores'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts: namespace -> nested keys (locales/<language>/<namespace>.json). */
export type Dictionary = Record<Namespace, object>;

/** What every page needs: the spec's message keys and the shell's texts. */
const START_NAMESPACES: readonly Namespace[] = ['common', 'shell'];
/** A slice's namespace is its remote's name (shared/src/federation/remotes.ts). */
export const isNamespace = (value: string): value is Namespace => (NAMESPACES as readonly string[]).includes(value);

type Texts = { default: object };

/**
 * Every language is its own chunks, Italian included: a page loads only its language's texts
 * (issue 17 §2), and of those only the shell's and its slices' (issue 30 §4): `texts-<language>`
 * holds `common` and `shell`, each slice's namespace is `texts-<language>-<namespace>`, loaded
 * with that remote's code. No fallback language is needed in the browser, because a test proves
 * every language has every key (i18n.test.ts).
 */
const START_LOADERS: Record<Language, () => Promise<Texts[]>> = {
  it: () => Promise.all([import(/* webpackChunkName: "texts-it" */ './locales/it/common.json'), import(/* webpackChunkName: "texts-it" */ './locales/it/shell.json')]),
  en: () => Promise.all([import(/* webpackChunkName: "texts-en" */ './locales/en/common.json'), import(/* webpackChunkName: "texts-en" */ './locales/en/shell.json')]),
  fr: () => Promise.all([import(/* webpackChunkName: "texts-fr" */ './locales/fr/common.json'), import(/* webpackChunkName: "texts-fr" */ './locales/fr/shell.json')]),
  de: () => Promise.all([import(/* webpackChunkName: "texts-de" */ './locales/de/common.json'), import(/* webpackChunkName: "texts-de" */ './locales/de/shell.json')]),
  es: () => Promise.all([import(/* webpackChunkName: "texts-es" */ './locales/es/common.json'), import(/* webpackChunkName: "texts-es" */ './locales/es/shell.json')]),
};
const SLICE_LOADERS: Record<Language, (namespace: Namespace) => Promise<Texts>> = {
  it: (ns) => import(/* webpackChunkName: "texts-it-[request]", webpackExclude: /(common|shell)\.json$/ */ `./locales/it/${ns}.json`),
  en: (ns) => import(/* webpackChunkName: "texts-en-[request]", webpackExclude: /(common|shell)\.json$/ */ `./locales/en/${ns}.json`),
  fr: (ns) => import(/* webpackChunkName: "texts-fr-[request]", webpackExclude: /(common|shell)\.json$/ */ `./locales/fr/${ns}.json`),
  de: (ns) => import(/* webpackChunkName: "texts-de-[request]", webpackExclude: /(common|shell)\.json$/ */ `./locales/de/${ns}.json`),
  es: (ns) => import(/* webpackChunkName: "texts-es-[request]", webpackExclude: /(common|shell)\.json$/ */ `./locales/es/${ns}.json`),
};

const GLOBAL_KEY = Symbol.for('trama.i18n');
const LOADED_KEY = Symbol.for('trama.i18n.loaded');
const VERSIONS_KEY = Symbol.for('trama.i18n.versions');

/** Dictionaries known to this page (or process), shared by every copy of the contract: the namespaces loaded so far. */
function loadedDictionaries(): Map<string, Partial<Dictionary>> {
  const store = globalThis as unknown as Record<symbol, Map<string, Partial<Dictionary>> | undefined>;
  return (store[LOADED_KEY] ??= new Map<string, Partial<Dictionary>>());
}

/** `language:namespace` -> the contract versions whose texts for it are on the page. */
function loadedVersions(): Map<string, Set<string>> {
  const store = globalThis as unknown as Record<symbol, Map<string, Set<string>> | undefined>;
  return (store[VERSIONS_KEY] ??= new Map<string, Set<string>>());
}

function hasOwnTexts(language: string, namespace: Namespace): boolean {
  return loadedVersions().get(`${language}:${namespace}`)?.has(SHARED_CONTRACT_VERSION) ?? false;
}

function addToInstance(instance: I18n, language: string, dictionary: Partial<Dictionary>): void {
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
  const namespaces = isLanguage(current) ? (Object.keys(loadedDictionaries().get(current) ?? {}) as Namespace[]) : [];
  if (isLanguage(current) && namespaces.some((ns) => !hasOwnTexts(current, ns))) void loadLanguage(current, namespaces).catch(() => undefined);
  return instance;
}

/** Makes a language's texts known at once (the server and the tests bundle all five), whole or some namespaces. */
export function addDictionary(language: Language, dictionary: Partial<Dictionary>): void {
  const dictionaries = loadedDictionaries();
  const known = dictionaries.get(language) ?? {};
  dictionaries.set(language, { ...dictionary, ...known });
  const versions = loadedVersions();
  for (const namespace of Object.keys(dictionary)) {
    const key = `${language}:${namespace}`;
    if (!versions.has(key)) versions.set(key, new Set());
    versions.get(key)?.add(SHARED_CONTRACT_VERSION);
  }
  const instance = (globalThis as unknown as Record<symbol, I18n | undefined>)[GLOBAL_KEY];
  if (instance) addToInstance(instance, language, dictionary);
}

export function isLanguageLoaded(language: Language): boolean {
  return loadedDictionaries().has(language);
}

/** The namespaces this page has needed so far: a change of language loads them all. */
const wanted = new Set<Namespace>(START_NAMESPACES);
const loading = new Map<string, Promise<void>>();

function loadOnce(key: string, load: () => Promise<Partial<Dictionary>>, language: Language): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (dictionary) => addDictionary(language, dictionary),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads this contract copy's texts for a language: the shell's (`common`, `shell`), the
 * `namespaces` asked for (a remote's, before its parcel renders) and every one asked for before;
 * resolves at once when they are there.
 */
export function loadLanguage(language: Language, namespaces: readonly Namespace[] = []): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const missing = [...wanted].filter((namespace) => !hasOwnTexts(language, namespace));
  const loads: Promise<void>[] = [];
  if (missing.some((namespace) => START_NAMESPACES.includes(namespace))) {
    loads.push(
      loadOnce(`${language}:start`, () => START_LOADERS[language]().then(([common, shell]) => ({ common: common!.default, shell: shell!.default })), language),
    );
  }
  for (const namespace of missing.filter((ns) => !START_NAMESPACES.includes(ns))) {
    loads.push(loadOnce(`${language}:${namespace}`, () => SLICE_LOADERS[language](namespace).then((texts) => ({ [namespace]: texts.default })), language));
  }
  return Promise.all(loads).then(() => undefined);
}

export function setLanguage(language: Language): void {
  const instance = getI18n(language);
  if (instance.language !== language) void instance.changeLanguage(language);
}

/** The texts this copy of the contract carries for a language, if loaded (a remote adds its own namespace). */
export function dictionaryOf(language: string): Partial<Dictionary> | undefined {
  return loadedDictionaries().get(language);
}

export function loadedLanguages(): string[] {
  return [...loadedDictionaries().keys()];
}
