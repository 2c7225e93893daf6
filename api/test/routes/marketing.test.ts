import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directiveSources } from '../../src/domain/security/content-security-policy.ts';
import { marketingUrl } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Trama</title></head><body><div id="root"></div></body></html>';

async function appWith(marketing: { affiliateScriptUrl: string | null; socialFeedUrl: string | null }): Promise<TestApp> {
  const t = await createTestApp({ security: marketing });
  await t.write('shell/dist/index.html', INDEX_HTML);
  return t;
}

const pagePolicy = async (t: TestApp) => String((await t.app.inject({ url: '/it/chi-siamo', headers: { accept: 'text/html' } })).headers['content-security-policy']);

describe('marketing configuration (issue 16, storefront §7 affiliate and social feed)', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await appWith({ affiliateScriptUrl: null, socialFeedUrl: null });
    configured = await appWith({
      affiliateScriptUrl: marketingUrl('https://tags.affiliate.example/dw/awin.js?id=42'),
      socialFeedUrl: marketingUrl('https://feed.social.example/trama.json'),
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('§7 unset by default: the route says null for both and the page CSP names no marketing host', async () => {
    const res = await plain.app.inject({ url: '/api/external/marketing/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ affiliateScriptUrl: null, socialFeedUrl: null });
    const policy = await pagePolicy(plain);
    expect(policy).not.toContain('example');
    expect(directiveSources(policy, 'script-src')).not.toContain('https://tags.affiliate.example');
  });

  it('§7 configured: the route tells the URLs and the CSP allows exactly their hosts where they need it', async () => {
    const res = await configured.app.inject({ url: '/api/external/marketing/config' });
    expect(res.json()).toEqual({
      affiliateScriptUrl: 'https://tags.affiliate.example/dw/awin.js?id=42',
      socialFeedUrl: 'https://feed.social.example/trama.json',
    });
    const policy = await pagePolicy(configured);
    expect(directiveSources(policy, 'script-src')).toContain('https://tags.affiliate.example');
    expect(directiveSources(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://tags.affiliate.example', 'https://feed.social.example']));
    expect(directiveSources(policy, 'img-src')).toEqual(expect.arrayContaining(['https://tags.affiliate.example', 'https://feed.social.example']));
    // The feed is data and pictures, never code.
    expect(directiveSources(policy, 'script-src')).not.toContain('https://feed.social.example');
    // A JSON answer keeps its own locked-down policy.
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('a URL that is not a clean http(s) address is not configured (nothing can be smuggled into the CSP)', () => {
    expect(marketingUrl(undefined)).toBeNull();
    expect(marketingUrl('  ')).toBeNull();
    expect(marketingUrl('javascript:alert(1)')).toBeNull();
    expect(marketingUrl("https://a.example/x.js; script-src 'unsafe-inline'")).toBeNull();
    expect(marketingUrl('https://user:pw@a.example/x.js')).toBeNull();
    expect(marketingUrl('ftp://a.example/x.js')).toBeNull();
    expect(marketingUrl('/relative/x.js')).toBeNull();
    expect(marketingUrl('http://localhost:8180/e2e/affiliate.js')).toBe('http://localhost:8180/e2e/affiliate.js');
  });
});
