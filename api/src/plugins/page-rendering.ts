/**
 * Server-rendered pages (docs/rendering.md). The shell's Node build (shell/dist/server/render.cjs)
 * renders a page; this file loads it, gives it the host's fetch (every call it makes — API,
 * remote manifests, remote server code — goes through `app.inject`, no socket) and answers with
 * a cacheable document: the anonymous HTML is the same for everyone.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type RemoteRegistry } from '@trama/shared/contract';
import { isRemoteName } from '@trama/shared/federation';
import { hashSource, inlineStyles } from '../domain/security/content-security-policy.ts';
import { visitorRegistry } from '../domain/remotes/visitor-release.ts';
import { shellFiles } from './shell-files.ts';

/** Named here too: the renderer's tests read the shell's files as it does. */
export { shellFiles } from './shell-files.ts';

/** Origin of the renderer's own calls: answered in-process, never resolved on a network. */
export const RENDER_ORIGIN = 'http://trama.render';

/** Anonymous pages: a shared cache keeps them a minute and may serve them stale while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * Issue 29 §8, §18: an error page (404, 503) and a page whose slot the server could not render in
 * its budget (the browser draws it: a spinner in the HTML) are kept by no cache, shared or not.
 */
export const UNSTORED_PAGE_CACHE_CONTROL = 'private, no-store';
/**
 * Issue 33: while a canary is live a page holds the builds of its visitor's bucket (and embeds
 * them): only the visitor's own browser may keep it, so no shared cache hands one visitor's build
 * to another.
 */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, max-age=0';

/**
 * Issue 29 §18: search engines' and link previews' crawlers (by User-Agent). They index what the
 * HTML says, and do not wait for a browser to draw a slot: they get a longer slot budget
 * (SERVER_RENDER_CRAWLER_BUDGET_MS), and a 503 rather than an incomplete page.
 */
const CRAWLER = /googlebot|google-inspectiontool|storebot-google|adsbot-google|googleother|bingbot|bingpreview|msnbot|applebot|duckduckbot|yandex(?:bot|images)|baiduspider|slurp|qwantbot|petalbot|seznambot|facebookexternalhit|twitterbot|linkedinbot|pinterestbot|slackbot/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}

interface RenderedPage {
  status: number;
  location?: string;
  html: string;
  slot: string;
  /** Computed once per rendered page (kept with it in the cache). */
  etag?: string;
  encoded?: { br?: Buffer; gzip?: Buffer };
  /** CSP hashes of the page's inline <style> blocks (the shell's and the page remote's stylesheets). */
  styleHashes?: string[];
  /** The inline scripts the renderer says it wrote (its script loader), allowed by hash. */
  inlineScripts?: string[];
  scriptHashes?: string[];
}

/**
 * The page's bytes for the client's Accept-Encoding, compressed once per rendered page: the same
 * page goes to many shoppers, and compressing 50 KB per request would cost more than rendering.
 */
function encodedBody(page: RenderedPage, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip' | null; body: string | Buffer } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  page.encoded ??= {};
  if (/\bbr\b/.test(accepted)) {
    page.encoded.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
    return { encoding: 'br', body: page.encoded.br };
  }
  if (/\bgzip\b/.test(accepted)) {
    page.encoded.gzip ??= gzipSync(page.html, { level: 6 });
    return { encoding: 'gzip', body: page.encoded.gzip };
  }
  return { encoding: null, body: page.html };
}
export interface PageRenderer {
  /**
   * `slotBudgetMs`: this request's slot budget instead of the renderer's (a crawler's, issue 29 §18).
   * `registry`: this visitor's registry answer (issue 33), rendered with and embedded in the page.
   */
  render(request: { url: string; slotBudgetMs?: number; registry?: RemoteRegistry }): Promise<RenderedPage>;
  warm(): Promise<void>;
  /** Forgets the data the renderer keeps (its menus); optional: an older shell build has none. */
  forgetData?(): void;
}
interface RendererModule {
  createRenderer(options: Record<string, unknown>): Promise<PageRenderer>;
}

/** Whether a file is there (static-site.ts asks the same of the shell's index.html). */
export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** The renderer's fetch: same-origin calls answered by this API in-process. */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== RENDER_ORIGIN) return fetch(url, init);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, 'x-trama-render': '1' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value !== undefined && key !== 'content-encoding') responseHeaders.set(key, String(value));
    }
    const body = reply.statusCode === 204 || reply.statusCode === 304 ? null : new Uint8Array(reply.rawPayload);
    return new Response(body, { status: reply.statusCode, headers: responseHeaders });
  };
}

export async function loadPageRenderer(app: FastifyInstance, shellDist: string): Promise<PageRenderer | null> {
  if (process.env.SERVER_RENDERING === 'off') return null;
  const entry = path.join(shellDist, 'server', 'render.cjs');
  const template = path.join(shellDist, 'index.html');
  if (!(await exists(entry)) || !(await exists(template))) {
    app.log.warn(`${entry} is missing: pages are rendered in the browser until \`npm run build\` has run`);
    return null;
  }
  const module = createRequire(import.meta.url)(entry) as RendererModule;
  const shell = shellFiles(shellDist);
  return module.createRenderer({
    template: shell.page,
    stylesheets: shell.stylesheets,
    styles: shell.styles,
    inlinedStylesheets: shell.inlinedStylesheets,
    textsScripts: shell.textsScripts,
    startScripts: shell.startScripts,
    origin: RENDER_ORIGIN,
    publicOrigin: app.publicUrl,
    fetch: injectFetch(app),
    registry: () => app.remoteRegistryService.registry(),
    liveBuilds: () => app.remoteRegistryService.liveBuilds(),
    slotBudgetMs: Number(process.env.SERVER_RENDER_BUDGET_MS ?? 300),
    log: (message: string, error?: unknown) => app.log.warn({ err: error }, `[render] ${message}`),
    // Issue 33 §3: the server's own render faults, per build (a failing canary is rolled back by itself).
    reportFault: ({ remote, buildId }: { remote: string; buildId: string }) => {
      if (!isRemoteName(remote) || !/^[0-9a-f]{12}$/.test(buildId)) return;
      app.releaseWatch.recordServerFault(remote, buildId).catch((error: unknown) => app.log.error({ err: error, remote, buildId }, 'Server render fault not recorded'));
    },
  });
}

/**
 * Rendered anonymous pages, kept a few seconds (RENDER_CACHE_TTL_MS, default 10 s) and shared by
 * concurrent requests for the same page: the HTML is the same for everyone. The key includes the
 * remote registry, so a deploy or a rollback is seen on the next request; a change to the data a
 * page shows clears the cache on every instance (static-site.ts registers it, docs/caching.md),
 * the TTL being the safety net. Pages whose slot fell back to the browser are not kept (the fault may pass).
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, { at: number; page: Promise<RenderedPage> }>();
  private readonly ttlMs: number;
  private readonly maxPages: number;

  constructor(ttlMs: number, maxPages = 1000) {
    this.ttlMs = ttlMs;
    this.maxPages = maxPages;
  }

  /** Drops every page (issue 18 §4: the data a page shows changed, here or on another instance). */
  clear(): void {
    this.pages.clear();
  }

  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const now = performance.now();
    const cached = this.pages.get(key);
    if (cached && now - cached.at < this.ttlMs) return cached.page;
    if (this.ttlMs <= 0) return render();
    // Only this render's own entry is dropped: after a clear() the key may hold a newer render.
    const forget = () => {
      if (this.pages.get(key) === entry) this.pages.delete(key);
    };
    const page = render().then((result) => {
      if (!KEPT_SLOTS.has(result.slot)) forget();
      return result;
    });
    page.catch(forget);
    const entry = { at: now, page };
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, entry);
    return page;
  }
}

const KEPT_SLOTS = new Set(['server', 'static', 'browser']);

export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** The page's language: its first path segment (storefront §2), else Italian. */
export function pageLanguage(url: string): string {
  const first = url.split(/[/?#]/)[1]?.toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export interface PageAnswerOptions {
  /** Renders this URL instead of the request's (the 404 page of a refused URL, issue 29 §2). */
  url?: string;
  /** Answers with this status instead of the page's. */
  status?: number;
  /** The slot budget of a crawler's request (issue 29 §18). */
  crawlerBudgetMs?: number;
}

/** Sends the rendered page; false when the page is the browser's (send the static index.html). */
export async function sendRenderedPage(
  renderer: PageRenderer,
  cache: RenderedPageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  options: PageAnswerOptions = {},
) {
  const url = options.url ?? request.url;
  const crawler = isCrawler(request.headers['user-agent']);
  const budget = crawler ? options.crawlerBudgetMs : undefined;
  // Issue 33: this visitor's builds (the same answer GET /api/external/remotes gives them).
  const visitor = await visitorRegistry(request.server.remoteRegistryService, request, pageLanguage(url), {
    secure: request.server.publicUrl.startsWith('https:'),
    mint: !crawler,
  });
  const registry = visitor.registry;
  // The key holds the registry answer, so each set of builds has its own pages (a visitor of
  // another bucket with the same builds shares them). The flags file's version too: the page is
  // rendered with the flags (docs/flags.md). A crawler's render has its own entry: it must not join
  // a shopper's render that may run out of budget.
  const key = `${url}\n${JSON.stringify(registry.remotes)}\n${await request.server.flagService.version()}${budget ? `\ncrawler ${budget}` : ''}`;
  const page = await cache.get(key, () => renderer.render(budget ? { url, slotBudgetMs: budget, registry } : { url, registry }));
  // A redirect depends on no build: shared caches may keep it (and it sets no cookie).
  if (page.location) return reply.header('cache-control', PAGE_CACHE_CONTROL).redirect(page.location, page.status);
  if (page.slot === 'static') return false;
  // A slot the browser has to draw (it missed its budget, or failed) leaves the HTML incomplete.
  const complete = KEPT_SLOTS.has(page.slot);
  const status = options.status ?? (crawler && !complete ? 503 : page.status);
  const etag = (page.etag ??= etagOf(page.html));
  request.pageStyleHashes = page.styleHashes ??= inlineStyles(page.html).map(hashSource);
  // Only the scripts the renderer names, never every inline script found in the HTML.
  request.pageScriptHashes = page.scriptHashes ??= (page.inlineScripts ?? []).map(hashSource);
  const cacheable = status === 200 && complete;
  if (visitor.setCookie) reply.header('set-cookie', visitor.setCookie);
  const publicControl = visitor.personal ? PERSONAL_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  reply
    .header('cache-control', cacheable ? publicControl : UNSTORED_PAGE_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('x-render', page.slot);
  if (status === 503) reply.header('retry-after', '30');
  if (cacheable) {
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  const { encoding, body } = encodedBody(page, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}
