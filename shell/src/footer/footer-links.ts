/**
 * Storefront §2 Footer: link lists from the menu keys footer_N and subfooter_N, ordered by the
 * number after the underscore; keys containing _ext open in a new tab.
 */
import type { Language, MenuItem } from '@trama/shared/contract';
import { isExternalHref, menuHref } from '../routing/menu-links.ts';
import { flattenMenu } from '../routing/route-table.ts';

export interface FooterLink {
  key: string;
  label: string;
  href: string;
  /** Opens in a new tab (rel noopener). */
  newTab: boolean;
  /** A shop path the router can follow without a reload. */
  internal: boolean;
}

/** 'footer_12' -> 12, 'footer_3_ext' -> 3; a key without a number sorts last. */
export function footerNumber(key: string): number {
  const match = /^(?:sub)?footer_\D*(\d+)/.exec(key);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/** An _ext entry links to the first absolute URL it carries, else to its shop path. */
function hrefOf(item: MenuItem, language: Language, ext: boolean): string | null {
  if (ext) {
    const absolute = [item.canonicalUrl, item.altUrl1, item.altUrl2].find((url) => typeof url === 'string' && isExternalHref(url));
    if (absolute) return absolute;
  }
  return menuHref(item, language);
}

export function footerLinks(menu: readonly unknown[], list: 'footer' | 'subfooter', language: Language): FooterLink[] {
  const prefix = `${list}_`;
  return flattenMenu(menu)
    .filter((item) => typeof item.key === 'string' && item.key.startsWith(prefix))
    .sort((a, b) => footerNumber(a.key) - footerNumber(b.key) || a.position - b.position)
    .flatMap((item) => {
      const newTab = item.key.includes('_ext');
      const href = hrefOf(item, language, newTab);
      if (!href) return [];
      return [{ key: item.key, label: item.label, href, newTab, internal: href.startsWith('/') }];
    });
}
