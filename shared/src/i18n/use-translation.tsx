import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, type Namespace } from './i18n.ts';

/**
 * The shop's React binding of i18next: the few lines of react-i18next it used (11 KB gzip on
 * every page). `t` is i18next's own `getFixedT(language, firstNamespace)`, as react-i18next
 * gives it: the other namespaces are reached with the `ns:key` prefix, and keys missing in the
 * first namespace fall back to `common` (the instance's `fallbackNS`).
 */

export type Namespaces = Namespace | readonly Namespace[];

export interface UseTranslationOptions {
  /** The instance to use; else the nearest <I18nextProvider>'s; else the page's (`getI18n()`). */
  i18n?: I18n;
  /** A fixed language; else the instance's current language. */
  lng?: string;
}

export interface UseTranslationResult<N extends Namespaces> {
  t: TFunction<N>;
  i18n: I18n;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * One per instance: a version that moves on every change a text can depend on ('languageChanged',
 * a resource bundle 'added' or 'removed'), and the `t` functions of the current version, so every
 * render, and every component, gets the same `t` until something changes (effects list it in
 * their dependencies).
 */
interface InstanceStore {
  version: number;
  readonly listeners: Set<() => void>;
  notifyScheduled: boolean;
  readonly fixedT: Map<string, TFunction<Namespaces>>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getVersion: () => number;
}

const stores = new WeakMap<I18n, InstanceStore>();

function storeOf(i18n: I18n): InstanceStore {
  const store = stores.get(i18n);
  if (store) return store;
  const created: InstanceStore = {
    version: 0,
    listeners: new Set(),
    notifyScheduled: false,
    fixedT: new Map(),
    subscribe(listener) {
      created.listeners.add(listener);
      return () => created.listeners.delete(listener);
    },
    getVersion: () => created.version,
  };
  // The version moves at once, so whatever renders next sees the change. Components are told in a
  // microtask: resources are added during a render (a remote's own dictionary, a newer contract's
  // Italian texts), and an update of another component in the middle of a render is an error in
  // React; one language's seven namespaces and the change of language also make one re-render.
  const changed = () => {
    created.version += 1;
    created.fixedT.clear();
    if (created.notifyScheduled || created.listeners.size === 0) return;
    created.notifyScheduled = true;
    queueMicrotask(() => {
      created.notifyScheduled = false;
      for (const listener of [...created.listeners]) listener();
    });
  };
  i18n.on('languageChanged', changed);
  i18n.store.on('added', changed);
  i18n.store.on('removed', changed);
  stores.set(i18n, created);
  return created;
}

function fixedTOf(store: InstanceStore, i18n: I18n, language: string, namespace: string): TFunction<Namespaces> {
  const key = `${language}\u0000${namespace}`;
  let t = store.fixedT.get(key);
  if (!t) {
    t = i18n.getFixedT(language, namespace);
    store.fixedT.set(key, t);
  }
  return t;
}

/** The namespace `t` is fixed to: the first one asked for, else the instance's `defaultNS`. */
function namespaceOf(i18n: I18n, ns: Namespaces | undefined): string {
  const first = typeof ns === 'string' ? ns : ns?.[0];
  if (first) return first;
  const defaultNS = i18n.options.defaultNS;
  return (typeof defaultNS === 'string' ? defaultNS : defaultNS ? defaultNS[0] : undefined) ?? 'common';
}

/**
 * `useTranslation('shell')`, `useTranslation(['catalogue', 'common'], { i18n, lng })`: the texts of
 * the first namespace in the given (or the instance's) language. Re-renders when the language
 * changes or texts are added; server rendering and hydration read the same version.
 */
export function useTranslation<const N extends Namespaces>(ns?: N, options?: UseTranslationOptions): UseTranslationResult<N> {
  const fromContext = useContext(I18nContext);
  const i18n = options?.i18n ?? fromContext ?? getI18n();
  const store = storeOf(i18n);
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return { t: fixedTOf(store, i18n, options?.lng ?? i18n.language, namespaceOf(i18n, ns)), i18n };
}
