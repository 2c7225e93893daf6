/**
 * Storefront §2 Page metadata of the magazine: a post is a news article (title, subtitle as its
 * description, its first photo, its date), the magazine a list of its posts.
 */
import type { MenuItem } from '@trama/shared/contract';
import { cutText, type ServerPageHead } from '@trama/shared/ui';
import { absoluteUrl, breadcrumbs, pageUrl, shopOrganization, widgetPhoto, widgetText } from '../../../components/page-head.ts';
import { findPost, postPath, type Post } from './posts.ts';

/** The CMS date as schema.org wants it (ISO 8601), or null when it is not a date. */
function isoDate(value: string | null): string | null {
  const day = value?.trim().slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** The head of /magazine/{postId}; null until the posts are there, or for a post that is not one. */
export function magazinePostHead(posts: readonly Post[] | null, postId: string, menu: MenuItem | null, language: string, origin: string): ServerPageHead | null {
  const post = posts && menu ? findPost(posts, postId) : null;
  if (!post || !menu) return null;
  const { view } = post;
  const title = view.title?.trim() || menu.label;
  const description = cutText(view.subtitle?.trim() || widgetText(view));
  const photo = widgetPhoto(view);
  const image = absoluteUrl(photo ?? '/favicon.svg', origin);
  const path = postPath(menu.canonicalUrl, post.id);
  const published = isoDate(view.date);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title,
    ...(description ? { description } : {}),
    image: [image],
    ...(published ? { datePublished: published } : {}),
    inLanguage: language,
    url: pageUrl(origin, language, path),
    mainEntityOfPage: pageUrl(origin, language, path),
    author: shopOrganization(origin),
    publisher: shopOrganization(origin),
  };
  const trail = breadcrumbs(origin, language, [
    { name: menu.label, path: menu.canonicalUrl },
    { name: title, path },
  ]);
  return { title, description: description || undefined, image: photo ?? undefined, type: 'article', jsonLd: [article, trail] };
}

/** The head of the magazine: its newest post's photo, and the posts as a list. */
export function magazineHead(posts: readonly Post[] | null, menu: MenuItem | null, language: string, origin: string): ServerPageHead | null {
  if (!posts || !menu) return null;
  const photo = posts.map((post) => widgetPhoto(post.view)).find(Boolean) ?? undefined;
  const titles = posts.slice(0, 3).map((post) => post.view.title?.trim()).filter(Boolean);
  const description = menu.description?.trim() || cutText(titles.join(' · '));
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: menu.label,
    numberOfItems: posts.length,
    itemListElement: posts.map((post, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: pageUrl(origin, language, postPath(menu.canonicalUrl, post.id)),
      ...(post.view.title ? { name: post.view.title } : {}),
    })),
  };
  return { description: description || undefined, image: photo, jsonLd: posts.length > 0 ? [list] : [] };
}
