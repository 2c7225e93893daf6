import { isLanguage } from '../contract/constants.ts';

/** '/it/letto' -> '/letto'; a path without a language prefix is returned as is ('' -> '/'). */
export function stripLanguage(path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const [, first, ...rest] = normalised.split('/');
  if (isLanguage(first)) return `/${rest.join('/')}`;
  return normalised;
}

/** The href of a shop path in the page's language: ('fr', '/letto') -> '/fr/letto'. */
export function shopHref(language: string, to: string): string {
  const path = stripLanguage(to);
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** Storefront §2: a product page is /{language}{menuCanonicalUrl}/{canonicalUrl}. */
export function productPath(menuCanonicalUrl: string, canonicalUrl: string): string {
  const menu = `/${menuCanonicalUrl.replace(/^\/+|\/+$/g, '')}`;
  const product = canonicalUrl.replace(/^\/+/, '');
  return menu === '/' ? `/${product}` : `${menu}/${product}`;
}
