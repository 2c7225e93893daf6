import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Page } from '@trama/shared/contract';
import { canLoadMore, emptyPaging, pageToFetch, pagingFor, pagingReducer, type PagingAction, type PagingState } from './paging.ts';

export type PagedLoader<T, A, X> = (signal: AbortSignal, page: number, args: A) => Promise<{ page: Page<T>; extra?: X }>;

/**
 * Runs a paged query for `args` (compared as JSON): page 0 on every new query, the next page on
 * loadMore. `extra` keeps what else the last answer carried (the filters of a catalogue answer).
 * `loader` must be stable (module level).
 */
export function usePagedQuery<T, A, X = never>(loader: PagedLoader<T, A, X>, args: A | null) {
  const key = args === null ? '' : JSON.stringify(args);
  const reducer = pagingReducer as (s: PagingState<T>, a: PagingAction<T>) => PagingState<T>;
  const [raw, dispatch] = useReducer(reducer, key, emptyPaging<T>);
  const [failure, setFailure] = useState<{ key: string; page: number; error: unknown } | null>(null);
  const [extra, setExtra] = useState<{ key: string; value: X } | null>(null);
  const state = pagingFor(raw, key);
  const next = key ? pageToFetch(state) : null;
  const failed = failure !== null && failure.key === key && failure.page === next;

  useEffect(() => {
    if (!key || next === null) return;
    const controller = new AbortController();
    loader(controller.signal, next, JSON.parse(key) as A).then(
      (answer) => {
        dispatch({ type: 'loaded', key, page: next, answer: answer.page });
        if (answer.extra !== undefined) setExtra({ key, value: answer.extra });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, page: next, error });
      },
    );
    return () => controller.abort();
  }, [loader, key, next]);

  const loadMore = useCallback(() => dispatch({ type: 'more' }), []);
  const loading = next !== null && !failed;
  return {
    items: state.items,
    total: state.total,
    loading,
    error: failed ? failure.error : null,
    extra: extra?.key === key ? extra.value : undefined,
    canLoadMore: canLoadMore(state) && !loading,
    loadMore,
  };
}
