import { useEffect } from 'react';
import type { ContentItem } from '@trama/shared/contract';
import { fetchContentGrid, getApiClient } from '@trama/shared/api';
import { useAsync } from '@trama/shared/ui';

export type GridState =
  | { status: 'loading' }
  | { status: 'ready'; items: ContentItem[] }
  | { status: 'error'; error: unknown };

// CMS grids change rarely; keeping answers for the page's lifetime makes going back to the home
// or between magazine posts instant. Failures are never kept. Browser only: on the server a
// module-level cache would outlive every CMS change.
const cache = new Map<string, ContentItem[]>();
const inBrowser = typeof window !== 'undefined';

const keyOf = (gridId: number, language: string) => `${language}:${gridId}`;

/** For tests: forget every grid answer. */
export function resetContentGridCache(): void {
  cache.clear();
}

const loadGrid = async (_signal: AbortSignal, gridId: number, language: string): Promise<ContentItem[]> => {
  const api = getApiClient();
  // The page's language, also on the server (the renderer speaks it for this page).
  void language;
  const items = await fetchContentGrid(api, gridId);
  return Array.isArray(items) ? items : [];
};

/**
 * The items of one CMS grid (GET /api/external/content/grid/{id}), refetched when the language
 * changes. Through useAsync, so the server renders the grid and the browser hydrates it.
 */
export function useContentGrid(gridId: number | null, language: string): GridState {
  const key = gridId === null ? null : keyOf(gridId, language);
  const cached = key && inBrowser ? cache.get(key) : undefined;
  const answer = useAsync(loadGrid, gridId === null || cached ? null : [gridId, language]);

  useEffect(() => {
    if (key && answer.status === 'done') cache.set(key, answer.value);
  }, [key, answer]);

  if (key === null) return { status: 'error', error: new Error('No grid for this page') };
  if (cached) return { status: 'ready', items: cached };
  if (answer.status === 'done') return { status: 'ready', items: answer.value };
  if (answer.status === 'failed') return { status: 'error', error: answer.error };
  return { status: 'loading' };
}
