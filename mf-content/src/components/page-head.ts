/**
 * Storefront §2 Page metadata, what the content pages share: absolute URLs, the organisation as
 * author and publisher, breadcrumbs and the plain first text of a page (its description).
 */
import { shopHref } from '@trama/shared/ui';
import type { WidgetView } from './grid/widget-view.ts';
import { plainText } from './plain-text.ts';

export const BRAND = 'Trama';

/** An absolute URL: CMS photos are root-relative ('/media/…'). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return url;
  }
}

export const pageUrl = (origin: string, language: string, path: string) => `${origin}${shopHref(language, path)}`;

/** The shop as author or publisher of its pages (the same entity as the shell's Organization). */
export function shopOrganization(origin: string) {
  return { '@type': 'Organization', '@id': `${origin}/#organization`, name: BRAND, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** Home (the shop), then each named level with its path below the language. */
export function breadcrumbs(origin: string, language: string, trail: readonly { name: string; path: string }[]) {
  const crumbs = [{ name: BRAND, path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: pageUrl(origin, language, crumb.path) })),
  };
}

/** A widget's first text as plain text: its text, else its first text block. */
export function widgetText(view: WidgetView): string {
  const block = view.body.find((b) => b.kind === 'text');
  return plainText(view.text ?? (block?.kind === 'text' ? block.value : ''));
}

/** A widget's first photo: its own, else the first photo of its body. */
export function widgetPhoto(view: WidgetView): string | null {
  const block = view.body.find((b) => b.kind === 'photo');
  return view.photo?.src ?? (block?.kind === 'photo' ? block.photo.src : null);
}
