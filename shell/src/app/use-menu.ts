import { useEffect, useState } from 'react';
import { fetchMenu, getApiClient } from '@trama/shared/api';
import type { Language, MenuItem } from '@trama/shared/contract';
import { withTimeout } from '../remotes/with-timeout.ts';
import { languageCache } from './language-cache.ts';

const MENU_TIMEOUT_MS = 8000;
/**
 * The menu of one language, fetched once. Storefront §4 Home grid: a menu failure empties the
 * menu — the page still renders (fixed routes, footer, 404) and the next language change retries.
 * Menus known before the first render (the server's, and in the browser the one the page carries)
 * are primed.
 */
const menus = languageCache<MenuItem[]>(
  (language) => {
    const api = getApiClient();
    // The menu request carries the language header: the client speaks the page's language.
    api.configure({ language });
    return withTimeout(fetchMenu(api), MENU_TIMEOUT_MS, 'menu').then((items) => (Array.isArray(items) ? items : []));
  },
  () => [],
);

/** The menu is known now (server render, or embedded in a server-rendered page): render it at once. */
export const primeMenu = (language: Language, items: MenuItem[]): void => menus.prime(language, items);

export const loadMenu = (language: Language): Promise<MenuItem[]> => menus.load(language);

export interface MenuState {
  items: MenuItem[];
  /** False only until the first menu (or its failure) arrives. */
  ready: boolean;
}

/** The menu for the page's language; while another language loads, the previous menu stays. */
export function useMenu(language: Language): MenuState {
  const [state, setState] = useState<MenuState>(() => {
    const items = menus.primed(language);
    return items ? { items, ready: true } : { items: [], ready: false };
  });
  useEffect(() => {
    let live = true;
    void loadMenu(language).then((items) => {
      if (live) setState({ items, ready: true });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return state;
}

/** Tests start from an empty cache. */
export function forgetMenus(): void {
  menus.forget();
}
