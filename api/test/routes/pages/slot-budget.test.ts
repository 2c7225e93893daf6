/**
 * Issue 29 §18: with six fetches at once, /de/magazin/4 answered 200 with its slot still loading
 * (a spinner, no article, no NewsArticle) under the post's canonical, cacheable by any CDN for a
 * minute. A page whose slot missed its server budget is never stored by a cache, and a crawler
 * gets the complete page (a longer budget), or a 503 when even that is not enough.
 */
import { describe, expect, it } from 'vitest';
import { parseHead, nodesOfType } from '@trama/shared/testing';
import { siteFixtureForFile } from './site-fixture.ts';

// A shopper's slot has no time at all here: every slot misses its budget, as under load.
process.env.SERVER_RENDER_BUDGET_MS = '0';
process.env.SERVER_RENDER_CRAWLER_BUDGET_MS = '20000';
process.env.RENDER_CACHE_TTL_MS = '10000';

const POST = '/de/magazin/4';
const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const site = siteFixtureForFile();

const get = (url: string, userAgent: string) => site.t.app.inject({ url, headers: { 'user-agent': userAgent } });

describe('[29.18] a slot that missed its server budget', () => {
  it('[29.18] makes the answer unstorable: no s-maxage, no public, no ETag', async () => {
    const res = await get(POST, SHOPPER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toBe('timeout');
    expect(res.body).not.toContain('data-server-rendered=');
    expect(res.body).not.toContain('class="cnt-post"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('[29.18] a crawler waits for the complete page: the article and its NewsArticle, cacheable', async () => {
    for (const userAgent of [GOOGLEBOT, BINGBOT]) {
      const res = await get(POST, userAgent);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-render']).toBe('server');
      expect(res.body).toContain('data-server-rendered=');
      expect(res.body).toContain('<article class="cnt-post"');
      expect(nodesOfType(parseHead(res.body).jsonLd, 'NewsArticle')).toHaveLength(1);
      expect(res.headers['cache-control']).toMatch(/s-maxage=/);
    }
    // And a shopper after it still gets the page the budget allows, never the crawler's render mixed up with a timed-out one.
    expect((await get(POST, SHOPPER)).headers['cache-control']).toBe('private, no-store');
  });

  it('[29.18] a crawler never gets an incomplete page: a slot that fails is a 503 with Retry-After', async () => {
    const real = site.registry.remotes.content!.manifestUrl;
    await site.point('content', await site.broken('content', 'throws-in-render'));
    try {
      const res = await get('/de/magazin/5', GOOGLEBOT);
      expect(res.headers['x-render']).toBe('failed');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    } finally {
      await site.point('content', real);
    }
  });
});
