import { getApiClient } from '@trama/shared/api';
import { parseSocialFeed, type SocialPost } from '../model/social-posts.ts';

interface MarketingConfig {
  socialFeedUrl: string | null;
}

/**
 * GET /api/external/marketing/config, then the configured feed (never with the shop's cookies).
 * Called only after cookie approval; no feed configured → [] and nothing else is requested.
 */
export async function fetchSocialFeed(signal: AbortSignal): Promise<SocialPost[]> {
  const config = await getApiClient().get<MarketingConfig>('/api/external/marketing/config', { signal });
  const feedUrl = config?.socialFeedUrl;
  if (!feedUrl) return [];
  const response = await fetch(feedUrl, { signal, credentials: 'omit', referrerPolicy: 'no-referrer', headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  return parseSocialFeed(await response.json(), feedUrl);
}
