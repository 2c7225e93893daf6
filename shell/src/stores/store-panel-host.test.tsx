import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import type { StoreInfo } from '@trama/shared/contract';
import { markFirstView } from '../remotes/first-view.ts';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { StorePanelHost } from './store-panel-host.tsx';

const MILANO: StoreInfo = { storeCode: 'TC-MI01', city: 'Milano', storeType: 'E', storeId: 101, name: 'Trama Casa Milano Brera' };
const slot = () => screen.queryByTestId('slot-stores-StorePanel');

let mounted: Record<string, unknown>[];
const loader = () => fakeLoader({ enabled: ['stores'], load: () => Promise.resolve(testParcel((props) => void mounted.push(props))) });

beforeEach(() => {
  mounted = [];
  markFirstView();
});
afterEach(cleanup);

describe('the store side panel slot (architecture §2 overlays; storefront §4, account §4 Store selection)', () => {
  it('stores.pick opens mf-stores StorePanel with the lines and answers the store the panel chose', async () => {
    renderInShell(<StorePanelHost language="it" path="/carrello" />, { loader: loader() });
    expect(slot()).toBeNull();
    const lines = [{ productId: 7, size: '160x280', quantity: 2 }];
    let answer: Promise<StoreInfo | null> = Promise.resolve(null);
    act(() => {
      answer = getBus().request('stores.pick', { lines });
    });
    await waitFor(() => expect(slot()?.dataset.state).toBe('loaded'));
    expect(mounted[0]).toMatchObject({ language: 'it', lines });
    act(() => (mounted[0]!.onClose as (store: StoreInfo | null) => void)(MILANO));
    await expect(answer).resolves.toEqual(MILANO);
    expect(slot()).toBeNull();
  });

  it('storefront §4: the product page opens it with the size to add (ui.open stores {line})', async () => {
    renderInShell(<StorePanelHost language="it" path="/letto/lenzuola/x" />, { loader: loader() });
    const line = { productId: 7, parentProductId: 7, size: 'M', quantity: 1 };
    act(() => getBus().send('ui.open', { panel: 'stores', props: { line } }));
    await waitFor(() => expect(slot()?.dataset.state).toBe('loaded'));
    expect(mounted[0]).toMatchObject({ line });
    act(() => getBus().send('ui.close', { panel: 'stores' }));
    await waitFor(() => expect(slot()).toBeNull());
  });

  it('a second request answers the first one "no store" instead of leaving the checkout waiting', async () => {
    renderInShell(<StorePanelHost language="it" path="/carrello" />, { loader: loader() });
    let first: Promise<StoreInfo | null> = Promise.resolve(MILANO);
    act(() => {
      first = getBus().request('stores.pick', { lines: [] });
    });
    act(() => getBus().send('ui.open', { panel: 'stores', props: {} }));
    await expect(first).resolves.toBeNull();
  });

  it('with the stores remote off the slot shows its fallback and a close button that answers null', async () => {
    renderInShell(<StorePanelHost language="it" path="/carrello" />, { loader: fakeLoader({ enabled: [] }) });
    let answer: Promise<StoreInfo | null> = Promise.resolve(MILANO);
    act(() => {
      answer = getBus().request('stores.pick', { lines: [] });
    });
    await waitFor(() => expect(slot()?.dataset.state).toBe('disabled'));
    act(() => screen.getByRole('button', { name: 'Chiudi' }).click());
    await expect(answer).resolves.toBeNull();
  });
});
