import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@trama/shared/api';
import type { ClickAndCollectLine } from '@trama/shared/contract';
import { findCollectStores, type PanelSearch } from '../api/find-collect-stores.ts';
import type { PanelStore } from '../model/panel-stores.ts';

export type CollectSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; stores: PanelStore[] }
  /** messageKey: locator.9 for a place the gazetteer does not know, locator.11 for no store able to serve. */
  | { status: 'failed'; messageKey: string };

/** The panel's searches: only the latest one's answer shows; an earlier one still running is aborted. */
export function useCollectSearch(lines: ClickAndCollectLine[]) {
  const [state, setState] = useState<CollectSearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = async (where: PanelSearch) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading' });
    try {
      const stores = await findCollectStores(lines, where, controller.signal);
      if (controller.signal.aborted) return;
      // locator.11: no store has the basket (or the store check fails).
      setState(stores.length > 0 ? { status: 'done', stores } : { status: 'failed', messageKey: 'locator.11' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', messageKey: failureKey(error) });
    }
  };

  return { state, search, fail: (messageKey: string) => setState({ status: 'failed', messageKey }) };
}

function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'locator.11';
  // A place the gazetteer does not know: locator.9, whatever text the answer carries.
  if (error.code === 'PLACE_NOT_FOUND') return 'locator.9';
  // Account §8 locator.11: "no store has a basket or the store check fails".
  if (error.status === 0 || error.status >= 500 || error.status === 429) return error.messageKey;
  return 'locator.11';
}
