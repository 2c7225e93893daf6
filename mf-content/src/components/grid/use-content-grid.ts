import { useEffect, useState } from 'react';
import type { ContentItem } from '@trama/shared/contract';
import { fetchContentGrid, getApiClient } from '@trama/shared/api';

export type GridState =
  | { status: 'loading' }
  | { status: 'ready'; items: ContentItem[] }
  | { status: 'error'; error: unknown };

// CMS grids change rarely; keeping answers for the page's lifetime makes going back to the home
// or between magazine posts instant. Failures are never kept.
const cache = new Map<string, ContentItem[]>();

const keyOf = (gridId: number, language: string) => `${language}:${gridId}`;

/** For tests: forget every grid answer. */
export function resetContentGridCache(): void {
  cache.clear();
}

function initial(key: string | null): GridState {
  const cached = key ? cache.get(key) : undefined;
  return cached ? { status: 'ready', items: cached } : { status: 'loading' };
}

/** The items of one CMS grid (GET /api/external/content/grid/{id}), refetched when the language changes. */
export function useContentGrid(gridId: number | null, language: string): GridState {
  const key = gridId === null ? null : keyOf(gridId, language);
  const [state, setState] = useState<{ key: string | null; grid: GridState }>(() => ({ key, grid: initial(key) }));

  useEffect(() => {
    if (gridId === null || key === null) return;
    if (cache.has(key)) return;
    let active = true;
    fetchContentGrid(getApiClient(), gridId).then(
      (items) => {
        const list = Array.isArray(items) ? items : [];
        cache.set(key, list);
        if (active) setState({ key, grid: { status: 'ready', items: list } });
      },
      (error: unknown) => {
        if (active) setState({ key, grid: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
    };
  }, [gridId, key]);

  if (key === null) return { status: 'error', error: new Error('No grid for this page') };
  return state.key === key ? state.grid : initial(key);
}
