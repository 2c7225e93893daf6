/**
 * The HTML document around a server-rendered shell: the built index.html (its script and style
 * tags) with the page's <head>, the rendered body and the data the browser hydrates from.
 */
import type { Language } from '@trama/shared/contract';
import type { ServerPageHead } from '@trama/shared/ui';
import { composeHead, scriptJson } from '../metadata/head-model.ts';
import type { PageMetadata } from '../metadata/page-metadata.ts';
import { PAGE_LOADER, WAKE_STATUS_ID, type PageScripts } from './page-loader.ts';

export const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export { scriptJson, PAGE_LOADER };

export interface DocumentParts {
  language: Language;
  meta: PageMetadata;
  head: ServerPageHead | undefined;
  canonicalPath: string;
  publicOrigin: string;
  /** <link rel=stylesheet> hrefs: the shell's CSS (and a remote's that could not be inlined). */
  stylesheets: string[];
  /** The shell's CSS, inlined (no round trip before the first paint; the CSP allows it by hash). */
  shellStyles?: string[];
  /** The page remote's CSS, inlined (the CSP allows it by hash: api/src/plugins/page-rendering.ts). */
  styles?: string[];
  /**
   * The hrefs of the inlined stylesheets (the shell's, then the page remote's). Each gets a
   * disabled <link>, which fetches nothing: the shell's and the remotes' CSS loaders find it and
   * take the stylesheet as loaded, instead of fetching and parsing it a second time.
   */
  inlinedStylesheets?: { shell: string[]; remote: string[] };
  /** Scripts the page will need at once (the page remote's entry and parcel chunk): preloaded by PAGE_LOADER. */
  preloads: string[];
  /**
   * What the first use will run beyond `preloads` (the shell's start-up chunks, the page parcel's
   * later chunks, the header's remotes): prefetched by PAGE_LOADER once the page is idle.
   */
  prefetch?: { scripts: string[]; styles: string[]; later?: string[] };
  /** Said to screen readers while a tap waits for the page's scripts (`wake.busy`, the page's language). */
  busyText?: string;
  /** "use": the page is complete without JavaScript, its scripts wait for use; "now": they start at once (./page-loader.ts). */
  wake: PageScripts['wake'];
  /** Resource hints React found while rendering the page (the LCP image preload), already HTML. */
  hints: string;
  body: string;
  /** What the browser hydrates from (menu, page slot data); null = nothing to hydrate. */
  state: unknown;
}

/** The live region the page loader speaks through while a held tap waits (page-loader.ts). */
function wakeStatus(busyText: string | undefined): string {
  const text = busyText ? ` data-busy-text="${escapeHtml(busyText)}"` : '';
  return `<p id="${WAKE_STATUS_ID}" class="ui-visually-hidden" role="status"${text}></p>`;
}

/** The prefetch list without what the page loads anyway (its scripts and preloads). */
function prefetchOf(scripts: string[], parts: DocumentParts): PageScripts['prefetch'] {
  const known = new Set([...scripts, ...parts.preloads]);
  const unique = (files: string[]) => [...new Set(files)].filter((file) => !known.has(file));
  const later = unique(parts.prefetch?.later ?? []);
  return { scripts: unique(parts.prefetch?.scripts ?? []), styles: unique(parts.prefetch?.styles ?? []), ...(later.length ? { later } : {}) };
}

/** The page's <head> tags: ../metadata/head-model.ts, escaped for HTML (text) and <script> (JSON). */
export function headTags(parts: DocumentParts): string {
  const { publicOrigin } = parts;
  const head = composeHead(parts.meta, parts.head, publicOrigin);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    // Issue 17 §1: each language's own address (/fr/lit/draps), x-default the Italian one.
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    head.canonicalUrl ? `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">` : '',
    `<meta property="og:type" content="${escapeHtml(head.type)}">`,
    `<meta property="og:image" content="${escapeHtml(head.image)}">`,
    `<meta property="og:locale" content="${escapeHtml(head.locale)}">`,
    `<meta property="og:site_name" content="Trama">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    parts.hints,
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(parts.shellStyles ?? []).map((css) => `<style data-shell-style="">${css}</style>`),
    ...(parts.styles ?? []).map((css) => `<style data-remote-style="">${css}</style>`),
    ...(parts.inlinedStylesheets?.shell ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled data-inlined="shell">`),
    ...(parts.inlinedStylesheets?.remote ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled data-inlined="remote">`),
    // data-sh: the shell's browser head (../metadata/apply-head.ts) replaces exactly these.
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-sh="json-ld">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

const DEFERRED_SCRIPT = /<script defer(?:="[^"]*")? src="([^"]+)"><\/script>/g;

/** The built index.html with this page in it. */
export function composeDocument(template: string, parts: DocumentParts): string {
  const scripts: string[] = [];
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(DEFERRED_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    });
  const state = parts.state === null ? '' : `<script type="application/json" id="trama-ssr">${scriptJson(parts.state)}</script>`;
  const list = scripts.length
    ? `<script type="application/json" id="trama-scripts">${scriptJson({ scripts, preloads: parts.preloads, prefetch: prefetchOf(scripts, parts), wake: parts.wake } satisfies PageScripts)}</script>${wakeStatus(parts.busyText)}`
    : '';
  // The loader itself closes <head> (issue 30 §1): it holds a tap made while the body is still arriving.
  const loader = scripts.length ? `<script>${PAGE_LOADER}</script>` : '';
  return withoutDefaults
    .replace('</head>', `${headTags(parts)}${loader}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${parts.body}</div>${state}`)
    .replace('</body>', () => `${list}</body>`);
}
