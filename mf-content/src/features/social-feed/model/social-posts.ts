/**
 * Storefront §7 "social feed with count": the posts shown on the home, from the JSON feed at
 * TRAMA_SOCIAL_FEED_URL (docs/consent-and-marketing.md). The feed is a third party's data: only
 * well-formed posts are kept, pictures only from the feed's own origin (the one the CSP allows).
 *
 * Feed shape: `[{ "image": "https://…/1.jpg" | "/relative.jpg", "link": "https://…", "caption": "…" }]`
 * (or `{ "posts": [...] }`).
 */
export interface SocialPost {
  image: string;
  link: string;
  caption: string;
}

/** The spec's "count": the strip shows at most this many posts. */
export const SOCIAL_FEED_COUNT = 8;
const MAX_CAPTION = 300;

function absolute(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The posts of a feed answer, at most SOCIAL_FEED_COUNT; [] for anything that is not a feed. */
export function parseSocialFeed(body: unknown, feedUrl: string): SocialPost[] {
  const list = Array.isArray(body) ? body : Array.isArray((body as { posts?: unknown })?.posts) ? (body as { posts: unknown[] }).posts : [];
  const origin = new URL(feedUrl).origin;
  const posts: SocialPost[] = [];
  for (const entry of list) {
    if (posts.length === SOCIAL_FEED_COUNT) break;
    if (!entry || typeof entry !== 'object') continue;
    const { image, link, caption } = entry as Record<string, unknown>;
    const picture = absolute(image, feedUrl);
    const target = absolute(link, feedUrl);
    if (!picture || picture.origin !== origin || !target) continue;
    posts.push({ image: picture.href, link: target.href, caption: typeof caption === 'string' ? caption.trim().slice(0, MAX_CAPTION) : '' });
  }
  return posts;
}
