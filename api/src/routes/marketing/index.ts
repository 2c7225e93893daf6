import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export interface MarketingRoutesOptions {
  /** From the environment (config.ts): null = not configured. */
  marketing: { affiliateScriptUrl: string | null; socialFeedUrl: string | null };
}

const MarketingConfigSchema = Type.Object(
  {
    affiliateScriptUrl: Type.Union([Type.String(), Type.Null()], { description: 'TRAMA_AFFILIATE_SCRIPT_URL, or null when not configured.' }),
    socialFeedUrl: Type.Union([Type.String(), Type.Null()], { description: 'TRAMA_SOCIAL_FEED_URL (a JSON feed), or null when not configured.' }),
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
};

export default routes;
