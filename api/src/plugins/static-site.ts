/**
 * The site itself, from the API process (platform contract):
 * - /remotes/**  published remote builds (content-addressed paths: cached for a year, CORS *);
 * - everything else that is not /api, /storeservice, /ofrep, /remotes, /media or /dev (RESERVED): the shell's build, with
 *   hashed assets cached for a year, HTML revalidated, and index.html for any path without a
 *   file extension (client-side routes such as /it/letto/lenzuola).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_TABLES } from '../domain/cache/cached-tables.ts';
import { AppError } from '../domain/errors.ts';
import { SUPPORTED_LANGUAGES } from '@trama/shared/contract';
import { RenderedPageCache, UNSTORED_PAGE_CACHE_CONTROL, exists, loadPageRenderer, sendRenderedPage } from './page-rendering.ts';
import { pageUrlRefusal, refusedPageLanguage } from './page-url-limits.ts';

export interface StaticSiteOptions {
  deployDir: string;
  shellDist: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content hash in the file name (main.3f9a2c1b.js, chunk-7d1e0f3a9b.css). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/**
 * Never the shell: API paths (/storeservice is the store locator's legacy API prefix), and /dev
 * (the local mailbox, a 404 where it is not registered). Any case (/API/x, /Storeservice): pages
 * are lower case, so such a path is a mistyped API call and gets the JSON 404, not the shell.
 */
export const RESERVED = /^(api|storeservice|ofrep|remotes|media|dev)(\/|$)/i;

export function cacheControlFor(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  return HASHED_NAME.test(path.posix.basename(file)) ? IMMUTABLE : 'no-cache';
}

export default fp<StaticSiteOptions>(
  async (app, options) => {
    const remotesRoot = path.join(options.deployDir, 'remotes');
    // serve: false — only the reply.sendFile decorator; the routes below decide what is served.
    await app.register(fastifyStatic, {
      root: options.shellDist,
      serve: false,
      preCompressed: true,
      dotfiles: 'ignore',
      index: false,
      // A missing shell/dist is reported below and answered with a clear 503 per request.
      suppressWarning: true,
    });
    if (!(await exists(path.join(options.shellDist, 'index.html')))) {
      app.log.warn(`${options.shellDist}/index.html is missing: pages answer 503 until \`npm run build\` has run`);
    }

    // Public pages are rendered on the server when the shell's Node build is there (docs/rendering.md).
    const renderer = await loadPageRenderer(app, options.shellDist);
    // Remote server code and menus load once the API is up, not during the first shopper's request.
    if (renderer) {
      app.addHook('onReady', async () => {
        void renderer.warm();
      });
    }
    const renderedPages = new RenderedPageCache(Number(process.env.RENDER_CACHE_TTL_MS ?? 10_000));
    // Issue 29 §18: a crawler waits for the complete page (docs/rendering.md).
    const crawlerBudgetMs = Number(process.env.SERVER_RENDER_CRAWLER_BUDGET_MS ?? 5_000);
    // Issue 18 §4: a product page shows stock and price, every page the menu: cleared on any instance's write.
    app.caches.register({
      name: 'rendered pages',
      tables: PAGE_TABLES,
      clear: () => {
        renderedPages.clear();
        renderer?.forgetData?.();
      },
    });

    app.get('/remotes/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      // Error answers (a missing file) replace this cache-control with no-store.
      reply.header('access-control-allow-origin', '*').header('cache-control', IMMUTABLE);
      return reply.sendFile(file, remotesRoot, { cacheControl: false });
    });

    const sendShellFile = (reply: FastifyReply, file: string) =>
      reply.header('cache-control', cacheControlFor(file)).sendFile(file, options.shellDist, { cacheControl: false });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (RESERVED.test(file)) return reply.callNotFound();
      if (path.posix.extname(file) !== '') return sendShellFile(reply, file);
      if (!(await exists(path.join(options.shellDist, 'index.html')))) {
        throw new AppError(
          503,
          'SHELL_NOT_BUILT',
          `The shop's front end is not built (${path.join(options.shellDist, 'index.html')} is missing): run \`npm run build\`.`,
        );
      }
      // Issue 29 §2: an absurd URL (no real page's) gets the 404 page before any routing.
      const refusal = pageUrlRefusal(request.url);
      if (renderer) {
        const refused = refusal ? { url: `/${refusedPageLanguage(request.url, SUPPORTED_LANGUAGES)}/404`, status: refusal } : {};
        const sent = await sendRenderedPage(renderer, renderedPages, request, reply, { ...refused, crawlerBudgetMs });
        if (sent !== false) return sent;
        reply.header('x-render', 'static');
      }
      if (refusal) reply.code(refusal).header('cache-control', UNSTORED_PAGE_CACHE_CONTROL);
      return refusal ? reply.sendFile('index.html', options.shellDist, { cacheControl: false }) : sendShellFile(reply, 'index.html');
    });
  },
  { name: 'static-site', dependencies: ['cache-invalidation'] },
);
