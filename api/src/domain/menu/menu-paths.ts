/**
 * Issue 17 §1: every menu entry has its address in each language's own words (/it/letto/lenzuola,
 * /fr/lit/draps). This index turns a shop path written in any language's words (a CMS link typed
 * with the Italian path, an old link) into the same page's path in the asked language, so a /fr
 * page never links to an Italian address. Pure: built from the menu rows, no I/O.
 */
import { SUPPORTED_LANGUAGES, isLanguage, type Language } from '@trama/shared/contract';

/** One entry's path below the language prefix in every language ('/' for the home page). */
export type EntryPaths = Record<Language, string>;

const SHOP_PATH = /^\/(?!\/)/;

/** '/Letto//Lenzuola/' -> '/letto/lenzuola' (the shell's route key, canonical-path.ts menuPathKey). */
export function pathKey(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/').toLowerCase()}`;
}

export class MenuPaths {
  /** Any language's path key -> the entry's paths; the first claim wins (entries in menu order). */
  private readonly byPath = new Map<string, EntryPaths>();
  /** The language of each claimed path, so a path of the asked language beats another's homonym. */
  private readonly ownBy = new Map<string, Map<Language, EntryPaths>>();

  constructor(entries: readonly EntryPaths[]) {
    for (const entry of entries) {
      for (const language of SUPPORTED_LANGUAGES) {
        const raw = entry[language];
        if (!SHOP_PATH.test(raw)) continue;
        const key = pathKey(raw);
        if (!this.byPath.has(key)) this.byPath.set(key, entry);
        const own = this.ownBy.get(key) ?? new Map<Language, EntryPaths>();
        if (!own.has(language)) own.set(language, entry);
        this.ownBy.set(key, own);
      }
    }
  }

  /** The entry a path key names, preferring `language`'s own words, then Italian, then any language. */
  private entryOf(key: string, language: Language): EntryPaths | undefined {
    const own = this.ownBy.get(key);
    return own?.get(language) ?? own?.get('it') ?? this.byPath.get(key);
  }

  /**
   * `href` in `language`: the longest menu path it starts with (in any language's words) becomes
   * that entry's path in `language`; what follows (a product slug, filters, a query) is kept. A
   * language prefix, when written, becomes `language`'s. Absolute URLs, mail links and paths that
   * name no menu entry come back unchanged.
   */
  localize(href: string, language: Language): string {
    if (!SHOP_PATH.test(href)) return href;
    const cut = href.search(/[?#]/);
    const path = cut === -1 ? href : href.slice(0, cut);
    const tail = cut === -1 ? '' : href.slice(cut);
    const segments = path.split('/').filter(Boolean);
    const prefixed = isLanguage(segments[0]?.toLowerCase());
    const rest = prefixed ? segments.slice(1) : segments;
    for (let depth = rest.length; depth >= 1; depth -= 1) {
      const entry = this.entryOf(pathKey(`/${rest.slice(0, depth).join('/')}`), language);
      if (!entry) continue;
      const own = entry[language];
      const below = rest.slice(depth);
      const translated = [own === '/' ? '' : own.replace(/\/+$/, ''), ...below].join('/') || '/';
      return `${prefixed ? (translated === '/' ? `/${language}` : `/${language}${translated}`) : translated}${tail}`;
    }
    if (!prefixed) return href;
    const same = `/${rest.join('/')}`;
    return `${same === '/' ? `/${language}` : `/${language}${same}`}${tail}`;
  }

  /** Every language's path of the entry `href` names, or null when it names none. */
  alternatesOf(href: string): EntryPaths | null {
    if (!SHOP_PATH.test(href)) return null;
    return this.byPath.get(pathKey(href)) ?? null;
  }
}
