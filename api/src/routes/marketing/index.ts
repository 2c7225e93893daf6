import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponses, Id } from '../common/http.ts';

export interface MarketingRoutesOptions {
  /** From the environment (config.ts): null = not configured. */
  marketing: { affiliateScriptUrl: string | null; socialFeedUrl: string | null; instagramProfileUrl: string };
}

const MarketingConfigSchema = Type.Object(
  {
    affiliateScriptUrl: Type.Union([Type.String(), Type.Null()], { description: 'TRAMA_AFFILIATE_SCRIPT_URL, or null when not configured.' }),
    socialFeedUrl: Type.Union([Type.String(), Type.Null()], { description: 'TRAMA_SOCIAL_FEED_URL (a JSON feed), or null when not configured.' }),
  },
  { additionalProperties: false },
);

const InstagramSchema = Type.Object(
  {
    brandId: Type.Integer(),
    profileUrl: Type.String({ description: "The brand's Instagram profile (TRAMA_INSTAGRAM_PROFILE_URL)." }),
    feedUrl: Type.Union([Type.String(), Type.Null()], { description: 'TRAMA_SOCIAL_FEED_URL, loaded by the browser after cookie approval; null when not set.' }),
    source: Type.Union([Type.Literal('FEED'), Type.Literal('CONFIGURATION')], {
      description: 'FEED: a feed is set; CONFIGURATION: none is, the answer is the configured profile alone.',
    }),
  },
  { additionalProperties: false },
);

/**
 * Issue 16 (docs/consent-and-marketing.md): the browser learns here where the third-party pieces
 * live. It loads them only after cookie approval (storefront §4, architecture §7); the page CSP
 * names exactly these hosts (security-headers.ts withMarketingSources).
 */
const routes: FastifyPluginAsyncTypebox<MarketingRoutesOptions> = async (app, options) => {
  const body = { affiliateScriptUrl: options.marketing.affiliateScriptUrl, socialFeedUrl: options.marketing.socialFeedUrl };
  app.get(
    '/api/external/marketing/config',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Where the affiliate script and the social feed come from (storefront §7)',
        description:
          'The configured URLs, null when not configured. The shop loads them only after cookie approval; ' +
          'the page Content-Security-Policy allows exactly their hosts.',
        response: { 200: MarketingConfigSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );

  app.get(
    '/api/external/social/instagram/by-brand/:brandId',
    {
      schema: {
        tags: ['engagement'],
        summary: "The brand's Instagram (storefront §7 instagram by brand id)",
        description:
          'Issue 31 §4. The profile link, and the social feed when TRAMA_SOCIAL_FEED_URL is set (source FEED); without a feed ' +
          'the answer comes from configuration alone (source CONFIGURATION, feedUrl null). The server fetches nothing from a ' +
          'third party: the browser loads the feed only after cookie approval. 404 BRAND_NOT_FOUND for an unknown brand.',
        params: Type.Object({ brandId: Id('Brand id (3 is the default brand).') }),
        response: { 200: InstagramSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      await app.brandService.assertExists(request.params.brandId);
      const { socialFeedUrl, instagramProfileUrl } = options.marketing;
      return reply.header('cache-control', 'public, max-age=300').send({
        brandId: request.params.brandId,
        profileUrl: instagramProfileUrl,
        feedUrl: socialFeedUrl,
        source: socialFeedUrl ? 'FEED' : 'CONFIGURATION',
      });
    },
  );
};

export default routes;
