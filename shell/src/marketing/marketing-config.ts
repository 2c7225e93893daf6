/**
 * Where the third-party pieces live (GET /api/external/marketing/config; env TRAMA_AFFILIATE_SCRIPT_URL
 * and TRAMA_SOCIAL_FEED_URL). Asked once per page load, and only once something may load.
 */
import { getApiClient } from '@trama/shared/api';

export interface MarketingConfig {
  affiliateScriptUrl: string | null;
  socialFeedUrl: string | null;
}

const NONE: MarketingConfig = { affiliateScriptUrl: null, socialFeedUrl: null };
let config: Promise<MarketingConfig> | undefined;

/** The configuration; "nothing configured" when the API cannot say. */
export function marketingConfig(): Promise<MarketingConfig> {
  config ??= getApiClient()
    .get<MarketingConfig>('/api/external/marketing/config')
    .then((answer) => ({ affiliateScriptUrl: answer?.affiliateScriptUrl ?? null, socialFeedUrl: answer?.socialFeedUrl ?? null }))
    .catch(() => NONE);
  return config;
}

/** Tests: forget the cached answer. */
export function resetMarketingConfig(): void {
  config = undefined;
}
