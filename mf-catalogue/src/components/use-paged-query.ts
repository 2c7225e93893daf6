import { useCallback, useEffect, useReducer, useState } from 'react';
import type { Page } from '@trama/shared/contract';
import { useAsync } from '@trama/shared/ui';
import { canLoadMore, emptyPaging, pageToFetch, pagingFor, pagingReducer, type PagingAction, type PagingState } from './paging.ts';

export type PagedLoader<T, A, X> = (signal: AbortSignal, page: number, args: A) => Promise<{ page: Page<T>; extra?: X }>;
type FirstPageLoader<T, X> = (signal: AbortSignal, key: string) => Promise<{ page: Page<T>; extra?: X }>;

/** One stable first-page loader per paged loader (useAsync wants a stable function). */
const firstPageLoaders = new WeakMap<object, FirstPageLoader<unknown, unknown>>();
function firstPageOf<T, A, X>(loader: PagedLoader<T, A, X>): FirstPageLoader<T, X> {
  let first = firstPageLoaders.get(loader);
  if (!first) {
    first = (signal, key) => loader(signal, 0, JSON.parse(key) as A);
    firstPageLoaders.set(loader, first);
  }
  return first as FirstPageLoader<T, X>;
}

/**
 * Runs a paged query for `args` (compared as JSON): page 0 on every new query, the next page on
 * loadMore. `extra` keeps what else the last answer carried (the filters of a catalogue answer).
 * `loader` must be stable (module level).
 *
 * Page 0 goes through useAsync, so a server-rendered list carries its first page and the browser
 * hydrates it without asking again (docs/rendering.md); later pages are the browser's.
 */
export function usePagedQuery<T, A, X = never>(loader: PagedLoader<T, A, X>, args: A | null) {
  const key = args === null ? '' : JSON.stringify(args);
  const reducer = pagingReducer as (s: PagingState<T>, a: PagingAction<T>) => PagingState<T>;
  const [raw, dispatch] = useReducer(reducer, key, emptyPaging<T>);
  const [failure, setFailure] = useState<{ key: string; page: number; error: unknown } | null>(null);
  const [extra, setExtra] = useState<{ key: string; value: X } | null>(null);
  const first = useAsync(firstPageOf(loader), key ? [key] : null);
  const firstPage = first.status === 'done' ? first.value : null;

  // Page 0 is known as soon as useAsync has it (even during the render that hydrates it).
  let state = pagingFor(raw, key);
  if (firstPage && state.loaded === 0) state = reducer(state, { type: 'loaded', key, page: 0, answer: firstPage.page });
  useEffect(() => {
    if (firstPage) dispatch({ type: 'loaded', key, page: 0, answer: firstPage.page });
  }, [firstPage, key]);

  const next = key ? pageToFetch(state) : null;
  const failed =
    (next === 0 && first.status === 'failed') || (failure !== null && failure.key === key && failure.page === next && next !== 0);

  useEffect(() => {
    if (!key || next === null || next === 0) return;
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
  const latestExtra = extra?.key === key ? extra.value : firstPage?.extra;
  return {
    items: state.items,
    total: state.total,
    loading,
    error: failed ? (next === 0 && first.status === 'failed' ? first.error : failure?.error) : null,
    extra: latestExtra,
    canLoadMore: canLoadMore(state) && !loading,
    loadMore,
  };
}
