/**
 * The browser's <head> after a navigation: the same model the server writes (./head-model.ts),
 * set through the DOM (text and attributes, never markup). The structured data replaces the
 * scripts the shell wrote (data-sh), the server's included.
 */
import { scriptJson, type HeadModel } from './head-model.ts';

function headElement<K extends 'meta' | 'link'>(doc: Document, tag: K, selector: string, init: (el: HTMLElementTagNameMap[K]) => void) {
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

export function applyHead(head: HeadModel, doc: Document = document): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'robots', head.robots);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:url', head.canonicalUrl);
  setMeta(doc, 'property', 'og:type', head.type);
  setMeta(doc, 'property', 'og:image', head.image);
  setMeta(doc, 'property', 'og:locale', head.locale);
  setMeta(doc, 'property', 'og:site_name', 'Trama');
  setMeta(doc, 'name', 'twitter:card', 'summary_large_image');
  // Issue 29 §19: an error page has neither; links a previous page left are taken out.
  if (head.canonicalUrl === null) doc.head.querySelector('link[rel="canonical"]')?.remove();
  else headElement(doc, 'link', 'link[rel="canonical"]', (el) => (el.rel = 'canonical')).href = head.canonicalUrl;
  const kept = new Set(head.alternates.map(({ hreflang }) => hreflang));
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    if (!kept.has(link.hreflang)) link.remove();
  }
  // Issue 17 §1: one hreflang link per language (and x-default), each language's own address.
  for (const { hreflang, href } of head.alternates) {
    const link = headElement(doc, 'link', `link[rel="alternate"][hreflang="${hreflang}"]`, (el) => {
      el.rel = 'alternate';
      el.hreflang = hreflang;
    });
    link.href = href;
  }
  const text = head.jsonLd.map((data) => scriptJson(data));
  const current = [...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-sh]')];
  // Unchanged structured data is left alone (a crawler reading the DOM sees no churn).
  if (current.length === text.length && current.every((script, i) => script.textContent === text[i])) return;
  for (const script of current) script.remove();
  for (const json of text) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.sh = 'json-ld';
    script.textContent = json;
    doc.head.append(script);
  }
}
