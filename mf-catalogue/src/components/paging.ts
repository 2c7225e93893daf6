import type { Page } from '@trama/shared/contract';

/**
 * Accumulated pages of one query (§4 Products list): pages add up while the query key (menu,
 * filters, sort — or search criteria) stays the same; a new key starts again at page 0.
 */
export interface PagingState<T> {
  key: string;
  items: T[];
  /** totalElements of the last answer; null before the first one. */
  total: number | null;
  /** Pages loaded so far = the next page number to ask for. */
  loaded: number;
  /** Pages the view wants: 1 at first, loaded + 1 after loadMore; a page is fetched while wanted > loaded. */
  wanted: number;
  /** The last page came back empty: never ask again, whatever total says. */
  exhausted: boolean;
}

export type PagingAction<T> =
  | { type: 'loaded'; key: string; page: number; answer: Page<T> }
  | { type: 'more' };

export function emptyPaging<T>(key: string): PagingState<T> {
  return { key, items: [], total: null, loaded: 0, wanted: 1, exhausted: false };
}

/** §4: loadMoreData is true while totalElements differs from the loaded count. */
export function canLoadMore<T>(state: PagingState<T>): boolean {
  return state.total !== null && !state.exhausted && state.items.length !== state.total;
}

export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  if (action.type === 'more') {
    return canLoadMore(state) && state.wanted === state.loaded ? { ...state, wanted: state.loaded + 1 } : state;
  }
  const { key, page, answer } = action;
  // A different key is a new query: only its page 0 counts, everything before is dropped.
  const base = key === state.key ? state : page === 0 ? emptyPaging<T>(key) : null;
  if (!base || page !== base.loaded) return state;
  return {
    key,
    items: [...base.items, ...answer.content],
    total: answer.totalElements,
    loaded: page + 1,
    wanted: Math.max(base.wanted, page + 1),
    exhausted: answer.content.length === 0,
  };
}

/** The state as seen for `key`: a stale state of another query reads as empty. */
export function pagingFor<T>(state: PagingState<T>, key: string): PagingState<T> {
  return state.key === key ? state : emptyPaging<T>(key);
}

/** The page to fetch now, or null when the view has every page it wants. */
export function pageToFetch<T>(state: PagingState<T>): number | null {
  return state.wanted > state.loaded ? state.loaded : null;
}
