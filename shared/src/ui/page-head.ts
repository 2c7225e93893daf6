/**
 * A page's own <head> facts in the browser (storefront §2 Page metadata, docs/rendering.md).
 *
 * On the server `useServerPageHead` writes them into the render's store; in the browser the page
 * hands them here once its data is in, tied to the path it was rendered for. The shell owns the
 * DOM of <head>: it applies its route metadata and lays the current page head over it, and it
 * re-applies when a page head arrives or leaves. A head given for another path than the one the
 * shell shows is ignored, so a page being left never names the page being entered.
 */
import type { Language } from '@trama/shared/contract';

/** What a page tells the server's <head> and status line (the shell adds the rest). */
export interface ServerPageHead {
  title?: string;
  description?: string;
  /** Absolute or root-relative URL of the preview image (og:image). */
  image?: string;
  /** og:type: 'website' unless the page says 'product' or 'article'. */
  type?: 'website' | 'product' | 'article';
  /** Structured data for <head> (storefront §2 Page metadata). */
  jsonLd?: Record<string, unknown>[];
  /** 404 for a product or article that does not exist. */
  status?: number;
  /**
   * Issue 17 §1: the same page's path (language prefix included) in every language, when the page
   * knows better than the menu (a product's slug is translated: Product.alternates). The shell's
   * hreflang links, canonical link and language switcher use it.
   */
  alternates?: Partial<Record<Language, string>>;
}

export interface PageHeadEntry {
  /** location.pathname when the page gave its head. */
  path: string;
  head: ServerPageHead;
  /** Who gave it: only the same giver takes it back (unmount). */
  owner: object;
}

interface Registry {
  current: PageHeadEntry | null;
  listeners: Set<() => void>;
}

// On globalThis: the shell and every remote may carry their own copy of this module.
const REGISTRY_KEY = Symbol.for('trama.page-head');
const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
const registry = (): Registry => (holder[REGISTRY_KEY] ??= { current: null, listeners: new Set() });

function changed(): void {
  for (const listener of [...registry().listeners]) listener();
}

/** The page's head for `path`; null when the page shown there gave none (yet). */
export function pageHeadFor(path: string): ServerPageHead | null {
  const current = registry().current;
  return current && current.path === path ? current.head : null;
}

/** Same path and same facts: nothing to tell the shell. */
function sameEntry(entry: PageHeadEntry | null, path: string, key: string): boolean {
  return !!entry && entry.path === path && JSON.stringify(entry.head) === key;
}

export function setPageHead(owner: object, path: string, head: ServerPageHead): void {
  const reg = registry();
  if (sameEntry(reg.current, path, JSON.stringify(head)) && reg.current?.owner === owner) return;
  reg.current = { owner, path, head };
  changed();
}

export function clearPageHead(owner: object): void {
  const reg = registry();
  if (reg.current?.owner !== owner) return;
  reg.current = null;
  changed();
}

/** The shell listens: a page head arrived, changed or left. */
export function onPageHeadChange(listener: () => void): () => void {
  registry().listeners.add(listener);
  return () => registry().listeners.delete(listener);
}
