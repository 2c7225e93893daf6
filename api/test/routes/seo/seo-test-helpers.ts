/** Reading robots.txt and sitemaps the way a crawler does (issue 13 §7 tests). */
import type { Language, MenuItem } from '@trama/shared/contract';
import { expect } from 'vitest';
import { buildRouteTable, type RouteTable } from '../../../../shell/src/routing/route-table.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { parseXml, type XmlElement } from './strict-xml.ts';

export const ORIGIN = 'https://shop.example';
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  /** hreflang -> href. */
  alternates: Record<string, string>;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);

/** A <urlset>, parsed strictly (throws when not well-formed). */
export function urlsOf(xml: string): SitemapUrl[] {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    const loc = child(url, 'loc')?.text;
    expect(loc, 'every <url> has a <loc>').toBeTruthy();
    const alternates: Record<string, string> = {};
    for (const link of url.children.filter((c) => c.name === 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate');
      const hreflang = link.attributes.hreflang!;
      expect(alternates[hreflang], `one ${hreflang} alternate`).toBeUndefined();
      alternates[hreflang] = link.attributes.href!;
    }
    return { loc: loc!, alternates };
  });
}

/** The <loc>s of a <sitemapindex>, parsed strictly. */
export function indexLocs(xml: string): string[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  return root.children.map((sitemap) => {
    expect(sitemap.name).toBe('sitemap');
    return child(sitemap, 'loc')!.text;
  });
}

interface RobotsRule {
  allow: boolean;
  path: string;
}

export function robotsRules(body: string): RobotsRule[] {
  return body.split('\n').flatMap((line) => {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    return match ? [{ allow: match[1] === 'Allow', path: match[2]! }] : [];
  });
}

/** RFC 9309 §2.2.2: the longest matching rule wins; on a tie, Allow. */
export function allowedByRobots(rules: readonly RobotsRule[], path: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!rule.path || !path.startsWith(rule.path)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

/** The menu the API gives the shell in `language`. */
export async function menuIn(t: TestApp, language: Language = 'it'): Promise<MenuItem[]> {
  const res = await t.app.inject({ url: '/api/external/menu', headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json<MenuItem[]>();
}

/** The shell's own route table in `language`, built from the menu the API gives it (issue 17 §1: each language's own paths). */
export async function shellRouteTable(t: TestApp, language: Language = 'it'): Promise<RouteTable> {
  return buildRouteTable(await menuIn(t, language));
}

/** Menu key -> canonicalUrl in `language` (the page's path in that language's words). */
export async function pathsByKey(t: TestApp, language: Language): Promise<Map<string, string>> {
  return new Map((await menuIn(t, language)).map((item) => [item.key, item.canonicalUrl]));
}

/** The language of a sitemap <loc>: its first path segment. */
export const languageOfLoc = (loc: string): Language => new URL(loc).pathname.split('/')[1] as Language;
