import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoHandlerError, getBus } from '@trama/shared/bus';
import { I18nextProvider, getI18n } from '@trama/shared/i18n';
import { fakeLoader, renderInShell, testParcel } from '../test-support/render.tsx';
import { isFirstViewDone, markFirstView } from './first-view.ts';
import { RemoteLoaderProvider } from './remote-loader-context.tsx';
import { RemoteSlot } from './remote-slot.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slot = () => screen.getByTestId('slot-catalogue-ProductList');

describe('RemoteSlot (architecture §2)', () => {
  it('mounts the parcel with the props it was given', async () => {
    const seen: Record<string, unknown>[] = [];
    const loader = fakeLoader({ load: () => Promise.resolve(testParcel((props) => void seen.push(props))) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{ label: 'Letto', language: 'it', path: '/letto' }} />, { loader });
    expect(slot().dataset.state).toBe('loading');
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    expect(slot().textContent).toBe('parcel Letto');
    expect(seen[0]).toMatchObject({ label: 'Letto', language: 'it', path: '/letto' });
    expect(loader.calls).toEqual(['catalogue/ProductList']);
  });

  it('docs/rendering.md "What loads when": a deferred slot loads nothing before the first view, then loads at an idle moment', async () => {
    expect(isFirstViewDone()).toBe(false);
    const loader = fakeLoader({ enabled: ['basket'], load: () => Promise.resolve(testParcel()) });
    renderInShell(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{ label: 'basket' }} fallback="compact" deferred />, { loader });
    const basket = () => screen.getByTestId('slot-basket-BasketHeader');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(basket().dataset.state).toBe('loading');
    expect(loader.calls).toEqual([]);
    act(() => markFirstView());
    await waitFor(() => expect(basket().dataset.state).toBe('loaded'));
    expect(loader.calls).toEqual(['basket/BasketHeader']);
    expect(performance.getEntriesByName('trama:first-view', 'mark')).toHaveLength(1);
  });

  it('docs/rendering.md "What loads when": a part below the fold (deferred="visible") loads only once the shopper scrolls near it', async () => {
    const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    class FakeIntersectionObserver {
      private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      act(() => markFirstView());
      const loader = fakeLoader({ enabled: ['content'], load: () => Promise.resolve(testParcel()) });
      renderInShell(<RemoteSlot remote="content" parcel="Newsletter" parcelProps={{ label: 'news' }} deferred="visible" />, { loader });
      const newsletter = () => screen.getByTestId('slot-content-Newsletter');
      await waitFor(() => expect(observed).toHaveLength(1));
      expect(observed[0]!.element).toBe(newsletter());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loader.calls).toEqual([]);
      act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(newsletter().dataset.state).toBe('loaded'));
      expect(loader.calls).toEqual(['content/Newsletter']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the parcel loadParcel, which loads another remote’s parcel through the same registry', async () => {
    const seen: Record<string, unknown>[] = [];
    const loader = fakeLoader({ enabled: ['content'], load: () => Promise.resolve(testParcel((props) => void seen.push(props))) });
    renderInShell(<RemoteSlot remote="content" parcel="HomePage" parcelProps={{ language: 'it', path: '/' }} />, { loader });
    await waitFor(() => expect(seen).toHaveLength(1));
    const loadParcel = seen[0]?.loadParcel as (remote: string, parcel: string) => Promise<unknown>;
    expect(typeof loadParcel).toBe('function');
    await expect(loadParcel('catalogue', 'RecommendedProducts')).rejects.toThrow(/not available/);
    expect(loader.calls).toEqual(['content/HomePage']);
  });

  it('retries exactly once, then shows the fallback with a link home and a retry button', async () => {
    const loader = fakeLoader({ load: () => Promise.reject(new Error('remote entry 500')) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    expect(loader.calls).toHaveLength(2);
    const fallback = screen.getByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Questa parte del negozio non è al momento disponibile.');
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/it');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });

  it('the retry button tries again, and a success then mounts the parcel', async () => {
    let fail = true;
    const loader = fakeLoader({ load: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(testParcel())) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{ label: 'ok' }} />, { loader });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    fail = false;
    act(() => screen.getByRole('button', { name: 'Riprova' }).click());
    await waitFor(() => expect(slot().dataset.state).toBe('loaded'));
    expect(loader.calls).toHaveLength(3);
  });

  it('times out a remote that never answers (default 8 s), retries once, then falls back', async () => {
    vi.useFakeTimers();
    const loader = fakeLoader({ load: () => new Promise(() => undefined) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader });
    await act(() => vi.advanceTimersByTimeAsync(7_999));
    expect(slot().dataset.state).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loader.calls).toHaveLength(2);
    expect(slot().dataset.state).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(slot().dataset.state).toBe('failed');
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
  });

  it('times out a parcel whose mount never finishes (timeoutMs prop)', async () => {
    const loader = fakeLoader({ load: () => Promise.resolve(testParcel(() => new Promise(() => undefined))) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} timeoutMs={30} />, { loader });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    expect(loader.calls).toHaveLength(2);
  });

  it('a parcel that throws on mount ends in the fallback, the page around it stays', async () => {
    const loader = fakeLoader({ load: () => Promise.resolve(testParcel(() => Promise.reject(new Error('mount broke')))) });
    renderInShell(
      <div>
        <h1>Pagina</h1>
        <RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />
      </div>,
      { loader },
    );
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    expect(screen.getByRole('heading', { name: 'Pagina' })).toBeTruthy();
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
  });

  it('[31.7] storefront §8: a render error shows the generic message (error_message), not the slot\'s "unavailable" text', async () => {
    const loader = fakeLoader({ load: () => Promise.resolve(testParcel(() => Promise.reject(new Error('render broke')))) });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader });
    await waitFor(() => expect(slot().dataset.state).toBe('failed'));
    const fallback = screen.getByTestId('remote-fallback');
    expect(fallback.textContent).toContain(getI18n().t('error_message'));
    expect(fallback.textContent).not.toContain('Questa parte del negozio non è al momento disponibile.');
    expect(fallback.getAttribute('role')).toBe('alert');
  });

  it('a disabled remote shows the fallback at once and is never requested', () => {
    const loader = fakeLoader({ enabled: ['content'] });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader });
    expect(slot().dataset.state).toBe('disabled');
    expect(screen.getByTestId('remote-fallback').textContent).toContain('non è al momento disponibile');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(loader.calls).toEqual([]);
  });

  it('when the registry could not be fetched every slot falls back without a request', () => {
    const loader = fakeLoader({ registry: 'failed' });
    renderInShell(<RemoteSlot remote="catalogue" parcel="ProductList" parcelProps={{}} />, { loader });
    expect(slot().dataset.state).toBe('failed');
    expect(loader.calls).toEqual([]);
  });

  it('issue 30 §1 the basket count switched off: a waiting "add to basket" is told at once that the basket is unavailable', async () => {
    const waiting = getBus().request('basket.add', { lines: [] }, { waitForHandler: true });
    const loader = fakeLoader({ enabled: [] });
    renderInShell(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{}} fallback="compact" />, { loader });
    await expect(waiting).rejects.toBeInstanceOf(NoHandlerError);
  });

  it('a compact (header) slot falls back to an empty spot, with no message', async () => {
    const loader = fakeLoader({ enabled: [] });
    renderInShell(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{}} fallback="compact" />, { loader });
    const basket = screen.getByTestId('slot-basket-BasketHeader');
    expect(basket.dataset.state).toBe('disabled');
    expect(basket.textContent).toBe('');
  });
});

describe('issue 30 §5 no spinner turns while a part waits', () => {
  const serverHtml = (element: React.ReactElement) =>
    renderToString(
      <I18nextProvider i18n={getI18n()}>
        <RemoteLoaderProvider loader={fakeLoader({ registry: 'pending' })}>{element}</RemoteLoaderProvider>
      </I18nextProvider>,
    );

  it('[30.5] the header\'s slots (compact) are an empty box in the server HTML and while they wait or load, never a spinner', async () => {
    const header = serverHtml(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{}} fallback="compact" deferred />);
    expect(header).toContain('data-state="loading"');
    expect(header).not.toContain('ui-spinner');
    let release: () => void = () => undefined;
    const loader = fakeLoader({ enabled: ['basket'], load: () => new Promise((resolve) => (release = () => resolve(testParcel()))) });
    act(() => markFirstView());
    renderInShell(<RemoteSlot remote="basket" parcel="BasketHeader" parcelProps={{}} fallback="compact" deferred />, { loader });
    await waitFor(() => expect(loader.calls).toEqual(['basket/BasketHeader']));
    expect(document.querySelector('.ui-spinner__wheel')).toBeNull();
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('slot-basket-BasketHeader').dataset.state).toBe('loaded'));
  });

  it('[30.5] a deferred part below the fold keeps a quiet box (server HTML too) until its code is asked for, then says it is loading', async () => {
    const footer = serverHtml(<RemoteSlot remote="content" parcel="Newsletter" parcelProps={{}} deferred="visible" />);
    expect(footer).toContain('sh-slot__busy--quiet');
    expect(footer).not.toContain('ui-spinner');
    expect(footer).not.toContain('role="status"');
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      act(() => markFirstView());
      const loader = fakeLoader({ enabled: ['content'], load: () => new Promise(() => undefined) });
      renderInShell(<RemoteSlot remote="content" parcel="Newsletter" parcelProps={{}} deferred="visible" />, { loader });
      await waitFor(() => expect(observed).toHaveLength(1));
      expect(document.querySelector('.ui-spinner__wheel')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      act(() => observed[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(loader.calls).toEqual(['content/Newsletter']));
      await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
      expect(document.querySelector('.ui-spinner__wheel')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
