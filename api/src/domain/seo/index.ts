import fp from 'fastify-plugin';
import { SITEMAP_TABLES } from '../cache/cached-tables.ts';
import { SeoRepository } from './seo-repository.ts';
import { SITEMAP_MAX_URLS, SITEMAP_MIN_URLS, SeoService, type SitemapLimits } from './seo-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seoService: SeoService;
  }
}

/** Sitemap limits per file; default: SITEMAP_MAX_URLS (env, else 50,000 URLs) and 50 MB. */
export type SeoDomainOptions = Partial<SitemapLimits>;

/** SITEMAP_MAX_URLS (env): a smaller sitemap part (5..50000 URLs), e.g. to stay under a crawler's byte limit. */
export function sitemapLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SITEMAP_MAX_URLS;
  if (raw === undefined || raw === '') return SITEMAP_MAX_URLS;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < SITEMAP_MIN_URLS || limit > SITEMAP_MAX_URLS) {
    throw new Error(`SITEMAP_MAX_URLS must be an integer from ${SITEMAP_MIN_URLS} to ${SITEMAP_MAX_URLS}, got '${raw}'`);
  }
  return limit;
}

export default fp<SeoDomainOptions>(
  async (app, options) => {
    const limits = { maxUrls: options.maxUrls ?? sitemapLimitFromEnv(), maxBytes: options.maxBytes };
    const service = new SeoService(new SeoRepository(app.db), app.menuService, limits);
    app.decorate('seoService', service);
    // Issue 18 §4: a new product, menu entry or CMS page is in the next sitemap on every instance.
    app.caches.register({ name: 'sitemap plans', tables: SITEMAP_TABLES, clear: () => service.clearCaches() });
  },
  { name: 'seo-domain', dependencies: ['db', 'menu-domain', 'cache-invalidation'] },
);
