/**
 * Reads a server-rendered page's <head> the way a crawler or a link preview does: title, meta
 * tags, canonical and alternate links, and the JSON-LD documents (storefront §2 Page metadata).
 */
export interface ParsedHead {
  title: string | null;
  /** name= and property= meta tags, e.g. description, robots, og:title, twitter:card. */
  meta: Record<string, string>;
  canonical: string | null;
  /** hreflang -> href. */
  alternates: Record<string, string>;
  jsonLd: unknown[];
  /** How many <title> elements the head holds (one, or a crawler guesses). */
  titles: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)(?:="([^"]*)")?/g)) if (m[1]) found[m[1].toLowerCase()] = unescape(m[2] ?? '');
  return found;
}

export function parseHead(html: string): ParsedHead {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)];
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta\s([^>]*)>/g)) {
    const a = attributes(m[1] ?? '');
    const key = a.name ?? a.property;
    if (key && a.content !== undefined) meta[key] = a.content;
  }
  let canonical: string | null = null;
  const alternates: Record<string, string> = {};
  for (const m of head.matchAll(/<link\s([^>]*)>/g)) {
    const a = attributes(m[1] ?? '');
    if (a.rel === 'canonical') canonical = a.href ?? null;
    if (a.rel === 'alternate' && a.hreflang && a.href) alternates[a.hreflang] = a.href;
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
  return { title: titles[0] ? unescape(titles[0][1] ?? '') : null, meta, canonical, alternates, jsonLd, titles: titles.length };
}
