import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@trama/shared/contract';

/**
 * A first segment that looks like a language code ('xx', 'pt-br') but is not one of ours is read
 * as a wrong language, not as a shop path (storefront §2: '/xx/letto' shows '/it/letto').
 */
const LANGUAGE_LIKE = /^[a-z]{2}(-[a-z]{2,4})?$/;

export function looksLikeLanguage(segment: string): boolean {
  return LANGUAGE_LIKE.test(segment.toLowerCase());
}

export interface LanguageSplit {
  language: Language;
  /** Segments after the language prefix (or all of them when there is none). */
  rest: string[];
  /** True when the first segment named a supported language. */
  explicit: boolean;
}

/** Storefront §2: the language is the first path segment; none or an unknown one means 'it'. */
export function splitLanguage(segments: readonly string[]): LanguageSplit {
  const first = segments[0]?.toLowerCase();
  if (isLanguage(first)) return { language: first, rest: segments.slice(1), explicit: true };
  return { language: DEFAULT_LANGUAGE, rest: [...segments], explicit: false };
}

/** The language of a browser path, for code that needs it before the menu is known. */
export function languageOfPath(pathname: string): Language {
  return splitLanguage(pathname.split('/').filter(Boolean)).language;
}

/**
 * A shop path in a language: ('/letto', 'fr') -> '/fr/letto'. A path that already carries a
 * supported language keeps it; query and hash are kept.
 */
export function localizePath(to: string, language: Language): string {
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const tail = cut === -1 ? '' : to.slice(cut);
  const segments = path.split('/').filter(Boolean);
  if (isLanguage(segments[0]?.toLowerCase())) return `/${segments.join('/')}${tail}`;
  return `/${[language, ...segments].join('/')}${tail}`;
}

/**
 * The prefix swapped, the rest of the path kept: the same page in another language only for the
 * fixed routes (/search, /login); menu pages have their own words per language (alternate-paths.ts).
 */
export function swapLanguage(pathname: string, language: Language): string {
  const { rest } = splitLanguage(pathname.split('/').filter(Boolean));
  return `/${[language, ...rest].join('/')}`;
}
