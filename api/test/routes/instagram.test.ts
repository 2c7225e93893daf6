/** Issue 31 §4, storefront §7 "GET instagram by brand id": answered from configuration when no feed is set. */
import { describe, expect, it } from 'vitest';
import { marketingUrl } from '../../src/config.ts';
import { testAppForFile } from '../helpers/test-app.ts';

describe('GET /api/external/social/instagram/by-brand/:brandId (storefront §7)', () => {
  const plain = testAppForFile({ security: { affiliateScriptUrl: null, socialFeedUrl: null } });
  const withFeed = testAppForFile({ security: { affiliateScriptUrl: null, socialFeedUrl: marketingUrl('https://feed.social.example/trama.json') } });

  it('[31.4] storefront §7: with no feed set the answer comes from configuration (the brand profile, no feed)', async () => {
    const res = await plain.app.inject({ url: '/api/external/social/instagram/by-brand/3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ brandId: 3, profileUrl: 'https://www.instagram.com/trama', feedUrl: null, source: 'CONFIGURATION' });
  });

  it('[31.4] storefront §7: with TRAMA_SOCIAL_FEED_URL set the answer names the feed', async () => {
    const res = await withFeed.app.inject({ url: '/api/external/social/instagram/by-brand/3' });
    expect(res.json()).toEqual({ brandId: 3, profileUrl: 'https://www.instagram.com/trama', feedUrl: 'https://feed.social.example/trama.json', source: 'FEED' });
  });

  it('[31.4] an unknown brand is 404 BRAND_NOT_FOUND, a malformed id 400 VALIDATION_ERROR', async () => {
    expect((await plain.app.inject({ url: '/api/external/social/instagram/by-brand/99' })).json().code).toBe('BRAND_NOT_FOUND');
    expect((await plain.app.inject({ url: '/api/external/social/instagram/by-brand/x' })).json().code).toBe('VALIDATION_ERROR');
  });
});
