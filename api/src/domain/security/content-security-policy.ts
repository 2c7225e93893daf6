/**
 * Content-Security-Policy values, as pure functions (no I/O): the security-headers plugin feeds
 * them the remote origins of the registry, the hashes of the shell's inline <style> and the
 * configured extra origins (payment providers and the like: `CSP_EXTRA_ORIGINS`, README).
 */
import { createHash } from 'node:crypto';

/** Origins a directive may add, per kind of resource. */
export interface CspSources {
  script?: readonly string[];
  style?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  font?: readonly string[];
  frame?: readonly string[];
  media?: readonly string[];
}

export interface PagePolicyInput {
  /** Origins the remotes are loaded from (registry manifestUrls that are not same-origin). */
  remoteOrigins: readonly string[];
  /** `'sha256-…'` sources of the inline <style> blocks of the served HTML. */
  inlineStyleHashes?: readonly string[];
  /** `'sha256-…'` sources of the inline scripts of a server-rendered page (its script loader). */
  inlineScriptHashes?: readonly string[];
  /** Extra origins per directive (config: payment providers…). */
  extra?: CspSources;
}

/**
 * The players mf-content embeds for CMS videos (video-embed.ts builds exactly these URLs).
 * Nothing else may be framed.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Every API answer that is not a page: nothing may load or frame it. */
export const API_DIRECTIVES: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
export const API_CSP = serializeCsp(API_DIRECTIVES);

/**
 * A CSP source made of a scheme and a host (`https://pay.example`, `https://*.adyen.com:443`,
 * `wss://live.example`) or a bare host (`cdn.example`, page scheme): no path, quote, space or `;`
 * can reach the header.
 */
const ORIGIN_SOURCE = /^(?:(?:https?|wss?):\/\/)?(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

export function isOriginSource(value: string): boolean {
  return ORIGIN_SOURCE.test(value);
}

/** `CSP_EXTRA_ORIGINS="https://a.example https://b.example"` (spaces or commas) -> checked list. */
export function parseOriginList(value: string | undefined, name = 'CSP_EXTRA_ORIGINS'): string[] {
  if (!value) return [];
  const origins = value.split(/[\s,]+/).filter(Boolean).map((origin) => origin.replace(/\/+$/, ''));
  for (const origin of origins) {
    if (!isOriginSource(origin)) throw new Error(`${name}: '${origin}' is not an origin (scheme://host[:port])`);
  }
  return origins;
}

/**
 * Where a registry manifestUrl loads from, as a CSP source: null for a same-origin URL
 * (`/remotes/…`, covered by 'self') or anything that is not http(s).
 */
export function originOfUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) {
    // Protocol-relative: the page's scheme; a scheme-less host source means exactly that.
    try {
      const host = new URL(`https:${trimmed}`).host;
      return isOriginSource(host) ? host : null;
    } catch {
      return null;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null; // relative: same origin
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return isOriginSource(parsed.origin) ? parsed.origin : null;
}

/** `'sha256-…'` of one inline <style> or <script> body, as CSP level 2 hashes it (UTF-8 bytes). */
export function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The bodies of the <style> elements of an HTML document. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]!);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** A policy as directives → sources, the shape @fastify/helmet's contentSecurityPolicy takes. */
export type CspDirectives = Record<string, readonly string[]>;

/** A policy as its header value (`name sources; name sources`, as the shop has always sent it). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/**
 * The shop's pages (the shell's index.html for every route). Scripts, styles, fonts, images and
 * fetches come from the page's origin and the remotes' origins only: no eval, and no inline
 * script but the server-rendered page's constant script loader, allowed by its hash (the
 * renderer names it; hashes are never taken from whatever the HTML happens to contain).
 * The shell's one inline <style> (first paint background) is allowed by its hash, not by
 * 'unsafe-inline'. JSON-LD (<script type="application/ld+json">) is a data block, never executed,
 * so script-src does not concern it.
 */
export function pageDirectives(input: PagePolicyInput): CspDirectives {
  const remotes = input.remoteOrigins;
  const extra = input.extra ?? {};
  const self = ["'self'"];
  return {
    'default-src': self,
    'script-src': unique([...self, ...remotes, ...(input.inlineScriptHashes ?? []), ...(extra.script ?? [])]),
    'style-src': unique([...self, ...remotes, ...(input.inlineStyleHashes ?? []), ...(extra.style ?? [])]),
    'img-src': unique([...self, 'data:', 'blob:', ...remotes, ...(extra.img ?? [])]),
    'font-src': unique([...self, 'data:', ...remotes, ...(extra.font ?? [])]),
    'connect-src': unique([...self, ...remotes, ...(extra.connect ?? [])]),
    'media-src': unique([...self, ...(extra.media ?? [])]),
    'frame-src': unique([...VIDEO_PLAYER_ORIGINS, ...(extra.frame ?? [])]),
    'object-src': ["'none'"],
    'base-uri': self,
    'form-action': self,
    'frame-ancestors': ["'none'"],
  };
}

/** The page policy as a header value (pageDirectives, serialized). */
export function pageCsp(input: PagePolicyInput): string {
  return serializeCsp(pageDirectives(input));
}

/** The same extra origins on every directive that loads something (what a payment provider needs). */
export function extraOriginsEverywhere(origins: readonly string[]): CspSources {
  return { script: origins, style: origins, connect: origins, img: origins, font: origins, frame: origins, media: origins };
}

/** Issue 15: the store locator's map tiles are images from the tile server (config mapTileSource). */
export function withMapTiles(sources: CspSources, tileSource: string | null): CspSources {
  return tileSource ? { ...sources, img: [...(sources.img ?? []), tileSource] } : sources;
}

/**
 * The OpenAPI page (/api/docs): Swagger UI's own scripts and styles, same origin; it sets styles
 * inline, which the shop's pages never need.
 */
export const DOCS_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
export const DOCS_CSP = serializeCsp(DOCS_DIRECTIVES);

/** The value of one directive in a policy (falling back to default-src like a browser), for checks. */
export function directiveSources(policy: string, name: string): string[] | null {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1)] as const),
  );
  const fallback = name.endsWith('-src') && !['frame-ancestors', 'base-uri', 'form-action'].includes(name) ? directives.get('default-src') : undefined;
  return directives.get(name) ?? fallback ?? null;
}
