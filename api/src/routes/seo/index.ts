/**
 * Crawlable (issue 13 §7): /robots.txt and /sitemap.xml (with /sitemap-{n}.xml parts above 50,000
 * URLs), built from the database. Absolute URLs use PUBLIC_URL (app.publicUrl), never the Host
 * header. Static paths: they win over the static site's /* (which would send a shell file).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_BRAND_ID } from '@trama/shared/contract';
import { notFound } from '../../domain/errors.ts';
import type { SitemapDocument } from '../../domain/seo/seo-service.ts';
import { ErrorResponses } from '../common/http.ts';

/** Like the other public, cacheable answers: crawlers and CDNs may keep them five minutes. */
const CACHE_CONTROL = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

const SITEMAP_DESCRIPTION =
  'Every public page in the five languages (it, en, fr, de, es as the first path segment): home, product lists ' +
  '(menu and catalogue entries), content and editorial pages, the store locator, magazine posts and products ' +
  '(/{language}{menuCanonicalUrl}/{canonicalUrl}), each <url> with xhtml:link hreflang alternates for its ' +
  'languages plus x-default (Italian). Never account, checkout, sign-in or wishlist pages, nor a CMS page ' +
  'without content. Above the URL limit per file (50,000; SITEMAP_MAX_URLS) /sitemap.xml is a sitemap index ' +
  'of /sitemap-1.xml … /sitemap-N.xml.';

function sendSitemap(reply: FastifyReply, document: SitemapDocument) {
  reply.type(XML).header('cache-control', CACHE_CONTROL);
  if (document.kind === 'index') return reply.send(document.xml);
  // Streamed: a part of 50,000 URLs with their alternates is tens of megabytes.
  return reply.send(Readable.from(document.chunks));
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'robots.txt (issue 13 §7 Crawlable)',
        description:
          'Allows the shop; disallows the API (/api/, /storeservice/, /ofrep/, /dev/), the account, checkout, sign-in ' +
          'and wishlist pages of the menu and the fixed private routes (validate, payment results, login, activation, ' +
          'reset), with and without each language prefix; ends with the Sitemap line on PUBLIC_URL.',
        response: { 200: Type.String({ description: 'text/plain' }), ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      const body = await app.seoService.robots(DEFAULT_BRAND_ID, app.publicUrl);
      return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap, or sitemap index (issue 13 §7 Crawlable)',
        description: SITEMAP_DESCRIPTION,
        response: { 200: Type.String({ description: 'application/xml: urlset or sitemapindex' }), ...ErrorResponses },
      },
    },
    async (_request, reply) => {
      const document = await app.seoService.sitemap(DEFAULT_BRAND_ID, app.publicUrl, null);
      if (!document) throw notFound('NOT_FOUND', 'No sitemap.');
      return sendSitemap(reply, document);
    },
  );

  app.get(
    '/sitemap-:part.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'One part of a split sitemap (issue 13 §7 Crawlable)',
        description:
          'Part n (1-based) of the sitemap index at /sitemap.xml: at most the URL limit per file. 404 NOT_FOUND for ' +
          'a part the index does not list (also when the sitemap fits in /sitemap.xml).',
        params: Type.Object({ part: Type.String({ maxLength: 12 }) }),
        response: { 200: Type.String({ description: 'application/xml: urlset' }), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { part } = request.params;
      const document = /^[1-9][0-9]{0,8}$/.test(part)
        ? await app.seoService.sitemap(DEFAULT_BRAND_ID, app.publicUrl, Number(part))
        : null;
      if (!document) throw notFound('NOT_FOUND', 'No such sitemap part.');
      return sendSitemap(reply, document);
    },
  );
};

export default routes;
