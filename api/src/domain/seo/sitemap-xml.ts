/** The sitemaps.org XML (issue 13 §7): a urlset with hreflang alternates, and a sitemap index. */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values: every character XML gives a meaning to is escaped. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export interface Alternate {
  /** it, en, fr, de, es or x-default. */
  hreflang: string;
  href: string;
}

/** The xhtml:link elements of a page's language versions (the same for each of its <url>s). */
export function alternateLinks(alternates: readonly Alternate[]): string {
  return alternates
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
    .join('');
}

/** One <url>: its address and `links`, every language version of the page (itself included, as Google asks). */
export function urlElement(loc: string, links: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${links}</url>\n`;
}

export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
