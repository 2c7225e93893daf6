/**
 * Storefront §2 Page metadata, the shell's part: title, description, social preview tags,
 * canonical link and the organisation's structured data. Remotes add what only they know
 * (product offers, breadcrumbs, articles) after their page mounts.
 */
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { SOCIAL_LINKS } from '../footer/social-links.ts';

export const BRAND = 'Trama';

type Translate = (key: string) => string;

export interface PageMetadata {
  title: string;
  description: string;
  canonicalUrl: string;
  /** 'noindex' for pages a search engine should not keep (404, 503, sign-in). */
  robots: string | null;
}

function pageTitle(route: ResolvedRoute, t: Translate): string | null {
  const { target } = route;
  if (target.kind === 'shell') return route.menu?.label ?? t(`shell:pages.${target.page}.title`);
  switch (target.parcel) {
    case 'HomePage':
      return route.menu?.label && route.path !== '/' ? route.menu.label : null;
    case 'NotFound':
      return t('common:Error.1');
    case 'Unavailable':
      return t('common:Error.3');
    case 'SearchPage':
      return t('shell:meta.search');
    case 'ValidateDiscount':
      return t('shell:meta.validate');
    case 'PaymentResult':
      return t('shell:meta.paymentResult');
    default:
      return route.menu?.label ?? null;
  }
}

const NOINDEX = new Set(['NotFound', 'Unavailable', 'ValidateDiscount', 'PaymentResult']);

export function pageMetadata(route: ResolvedRoute, t: Translate, origin: string): PageMetadata {
  const title = pageTitle(route, t);
  const description = route.menu?.description?.trim() || t('shell:meta.description');
  const hidden = route.target.kind === 'shell' ? route.target.page !== 'signin' : NOINDEX.has(route.target.parcel);
  return {
    title: title ? `${title} | ${BRAND}` : t('shell:meta.title'),
    description,
    canonicalUrl: `${origin}${route.canonicalPath}`,
    robots: hidden || route.status === 'not-found' ? 'noindex' : null,
  };
}

export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

function headElement<K extends 'meta' | 'link' | 'script'>(doc: Document, tag: K, selector: string, init: (el: HTMLElementTagNameMap[K]) => void) {
  let element = doc.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = doc.createElement(tag);
    init(element);
    doc.head.append(element);
  }
  return element;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === null) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  headElement(doc, 'meta', selector, (el) => el.setAttribute(attribute, key)).content = content;
}

export function applyPageMetadata(meta: PageMetadata, origin: string, doc: Document = document): void {
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'name', 'robots', meta.robots);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:url', meta.canonicalUrl);
  setMeta(doc, 'property', 'og:type', 'website');
  headElement(doc, 'link', 'link[rel="canonical"]', (el) => (el.rel = 'canonical')).href = meta.canonicalUrl;
  const jsonLd = headElement(doc, 'script', 'script[data-sh="organization"]', (el) => {
    el.type = 'application/ld+json';
    el.dataset.sh = 'organization';
  });
  jsonLd.textContent = JSON.stringify(organizationJsonLd(origin));
}
