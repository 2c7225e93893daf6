import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { SocialFeed } from './components/social-feed.tsx';
import { parseSocialFeed, SOCIAL_FEED_COUNT } from './model/social-posts.ts';

const BUS_KEY = Symbol.for('trama.bus');
const FEED = 'https://feed.social.example/trama.json';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY] = undefined;
});

function serve(feedUrl: string | null, feed: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      const body = url.includes('/api/external/marketing/config') ? { affiliateScriptUrl: null, socialFeedUrl: feedUrl } : feed;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const posts = [
  { image: 'https://feed.social.example/p/1.jpg', link: 'https://social.example/trama/1', caption: 'Lino lavato, luce del mattino' },
  { image: '/p/2.jpg', link: 'https://social.example/trama/2', caption: '' },
];
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('social feed on the home (storefront §7, §4 Cookie consent)', () => {
  it('§4 before a choice or after a rejection: nothing requested, nothing shown', async () => {
    for (const choice of [null, 'cookieRejected'] as const) {
      const calls = serve(FEED, posts);
      getBus().publish('consent', { choice });
      const view = render(<SocialFeed language="it" />);
      await settle();
      expect(calls).toEqual([]);
      expect(view.container.innerHTML).toBe('');
      cleanup();
    }
  });

  it('§7 after approval: the configured feed, each post a link opening in a new tab', async () => {
    const calls = serve(FEED, posts);
    getBus().publish('consent', { choice: 'cookieApproval' });
    render(<SocialFeed language="it" />);
    const feed = await screen.findByTestId('social-feed');
    expect(calls).toEqual([expect.stringContaining('/api/external/marketing/config'), FEED]);
    const images = feed.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(['https://feed.social.example/p/1.jpg', 'https://feed.social.example/p/2.jpg']);
    expect(images[0]!.getAttribute('alt')).toBe('Lino lavato, luce del mattino');
    expect(images[1]!.getAttribute('alt')).toBe('Un post di Trama sui social');
    expect(feed.querySelector('a')!.getAttribute('target')).toBe('_blank');
  });

  it('§7 no feed configured (the default): only the configuration is asked, no empty box', async () => {
    const calls = serve(null, posts);
    getBus().publish('consent', { choice: 'cookieApproval' });
    const view = render(<SocialFeed language="it" />);
    await settle();
    expect(calls).toHaveLength(1);
    expect(view.container.innerHTML).toBe('');
  });

  it('an empty feed shows nothing', async () => {
    serve(FEED, []);
    getBus().publish('consent', { choice: 'cookieApproval' });
    const view = render(<SocialFeed language="it" />);
    await settle();
    expect(view.container.innerHTML).toBe('');
  });

  it('§7 keeps at most the count, only well-formed posts with pictures from the feed’s origin', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ image: `/p/${i}.jpg`, link: `https://social.example/${i}`, caption: `Post ${i}` }));
    expect(parseSocialFeed(many, FEED)).toHaveLength(SOCIAL_FEED_COUNT);
    expect(parseSocialFeed({ posts: many.slice(0, 2) }, FEED)).toHaveLength(2);
    const hostile = [
      { image: 'https://tracker.example/pixel.gif', link: 'https://social.example/1' },
      { image: '/p/1.jpg', link: 'javascript:alert(1)' },
      { image: 42, link: 'https://social.example/1' },
      null,
      'text',
    ];
    expect(parseSocialFeed(hostile, FEED)).toEqual([]);
    expect(parseSocialFeed('not a feed', FEED)).toEqual([]);
  });
});
