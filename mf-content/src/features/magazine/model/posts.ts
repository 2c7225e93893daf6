import type { ContentItem } from '@trama/shared/contract';
import { groupContent } from '../../../components/grid/group-content.ts';
import { widgetView, type WidgetView } from '../../../components/grid/widget-view.ts';

/** A magazine post: one widget of the magazine grid (Title, Subtitle, Photo, Text…). */
export interface Post {
  /** The route's postId (storefront §2: /magazine/{postId}). */
  id: string;
  view: WidgetView;
}

/** A post's id is its widget number: stable while editors reorder items inside it. */
const postIdOf = (view: WidgetView) => String(view.widget);

/**
 * Storefront §2 Magazine: every post of the grid, in reverse order (the newest, highest widget
 * number, first). Widgets with neither title nor photo are layout leftovers, not posts.
 */
export function magazinePosts(items: readonly ContentItem[] | null | undefined): Post[] {
  const seen = new Set<string>();
  return groupContent(items)
    .flatMap((section) => section.widgets.map(widgetView))
    .filter((view) => view.title || view.photo)
    .sort((a, b) => b.widget - a.widget || b.section - a.section)
    .flatMap((view) => {
      const id = postIdOf(view);
      if (seen.has(id)) return [];
      seen.add(id);
      return [{ id, view }];
    });
}

/** The post a /magazine/{postId} route names, or null (the page then shows the 404 content). */
export function findPost(posts: readonly Post[], postId: string | null | undefined): Post | null {
  const wanted = typeof postId === 'string' ? decodeURIComponent(postId).trim() : '';
  return posts.find((post) => post.id === wanted) ?? null;
}

/** The path of a post below the language: `<menu canonicalUrl>/<postId>`. */
export function postPath(menuCanonicalUrl: string | null | undefined, postId: string): string {
  const base = (menuCanonicalUrl ?? '').replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(postId)}`;
}

/** Magazine §9 layout: the other-posts slider shows 1 below 382 px, 3 up to 980 px, 4 above. */
export const OTHER_POSTS_BREAKPOINTS = { 0: 1, 382: 3, 980: 4 } as const;

/** Storefront §2 Magazine favourites: more than this would be a catalogue, not a slider. */
export const FAVOURITES_LIMIT = 12;

/**
 * The favourites a magazine page shows: a post's own products, or on /magazine those of every
 * post, newest post first, each product once.
 */
export function favouriteProductIds(posts: readonly Post[]): number[] {
  return [...new Set(posts.flatMap((post) => post.view.products))].slice(0, FAVOURITES_LIMIT);
}
