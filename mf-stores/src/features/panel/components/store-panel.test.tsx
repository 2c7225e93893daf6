import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { getBus, type BasketAddReply } from '@trama/shared/bus';
import type { ClickAndCollectStore, StoreInfo } from '@trama/shared/contract';
import { getI18n } from '@trama/shared/i18n';
import { store } from '../../../test-support/store.ts';
import { StorePanel } from './store-panel.tsx';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

const line = { productId: 7, parentProductId: 7, size: 'M', quantity: 1 };

function collectStore(overrides: Partial<ClickAndCollectStore> = {}): ClickAndCollectStore {
  return { ...store(), distanceKm: 1.2, barcodeList: [{ productId: 7, size: 'M', sizeName: 'M', barcode: '8001', stock: 12 }], ...overrides };
}

const BRERA = collectStore({ storeId: 1, name: 'Trama Milano Brera', storeDelivery: 'STO', storeCode: 'MI01' });
const LODI = collectStore({
  storeId: 2,
  name: 'Trama Lodi',
  city: 'Lodi',
  address: 'Corso Roma 3',
  zip: '26900',
  storeCode: 'LO01',
  distanceKm: 31.46,
  barcodeList: [{ productId: 7, size: '240x300', sizeName: 'Matrimoniale', barcode: '8001', stock: 3 }],
});

function api(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The basket's answer to `basket.add` (mf-basket-checkout owns it on the page). */
function basket(reply: BasketAddReply) {
  const sent: unknown[] = [];
  const off = getBus().handle('basket.add', (payload) => {
    sent.push(payload);
    return reply;
  });
  return { sent, off };
}

const props = { language: 'it', path: '/letto/lenzuola/x', apiBaseUrl: '' };
const input = () => screen.getByRole('searchbox', { name: 'Città o CAP' });

async function searchFor(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input());
}

let unregister: (() => void) | null = null;

beforeEach(() => {
  getApiClient().configure({ country: 'IT' });
  // Monday 9 March 2026, 11:00 in Italy: "today" for the opening hours.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-09T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  unregister?.();
  unregister = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('store side panel (storefront §4, account §4 Store selection, §7 click-and-collect-stores)', () => {
  it('is a modal dialog with the focus in its search; search needs more than 3 characters (account §5 Store search)', () => {
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Ritiro in negozio' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
    const search = screen.getByRole('button', { name: 'Cerca' });
    fireEvent.change(input(), { target: { value: 'Lodi' } });
    expect(search.hasAttribute('disabled')).toBe(false);
    fireEvent.change(input(), { target: { value: 'Pv ' } });
    expect(search.hasAttribute('disabled')).toBe(true);
  });

  it('§7 lists the stores able to serve the size, nearest first, with distance, today\'s hours and the low-stock hint (§9)', async () => {
    const calls = api(200, [BRERA, LODI]);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    await searchFor('Milano');
    const cards = await screen.findAllByTestId('panel-store');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Trama Milano Brera', 'Trama Lodi']);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toContain('/storeservice/api/external/stores/click-and-collect-stores?');
    const query = new URL(calls[0]!.url, 'http://shop').searchParams;
    expect(query.get('location')).toBe('Milano');
    expect(query.get('country')).toBe('IT');
    expect(calls[0]!.body).toEqual({ basketLineItems: [{ productId: 7, size: 'M', quantity: 1 }] });
    expect(within(cards[0]!).getByText(/Via Brera 12, 20121 Milano/).textContent).toContain('1,2 km');
    expect(within(cards[1]!).getByText(/Corso Roma 3/).textContent).toContain('31,5 km');
    // Monday: the fixture opens 15:00-19:30.
    expect(within(cards[0]!).getByText('Oggi aperto: 15:00-19:30')).toBeTruthy();
    expect(within(cards[0]!).queryByTestId('panel-low-stock')).toBeNull();
    // Issue 29 point 14: the size the shopper chose, not its code 240x300.
    expect(within(cards[1]!).getByTestId('panel-low-stock').textContent).toBe('Misura Matrimoniale: ultimi 3 pezzi in negozio');
  });

  it('§9 stock-left off: no "last pieces in store" hint; on again, it is back', async () => {
    api(200, [BRERA, LODI]);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    await searchFor('Milano');
    const cards = await screen.findAllByTestId('panel-store');
    expect(within(cards[1]!).getByTestId('panel-low-stock')).toBeTruthy();
    await act(async () => getBus().publish('flags', { 'stock-left': false }));
    expect(screen.queryAllByTestId('panel-low-stock')).toHaveLength(0);
    await act(async () => getBus().publish('flags', {}));
    expect(within(cards[1]!).getByTestId('panel-low-stock')).toBeTruthy();
  });

  it('"use my position" searches around the position the browser gives, when the shopper allows it', async () => {
    const calls = api(200, [BRERA]);
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 45.4642, longitude: 9.19 } } as GeolocationPosition),
    };
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation as unknown as Geolocation);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    await screen.findAllByTestId('panel-store');
    const query = new URL(calls[0]!.url, 'http://shop').searchParams;
    expect([query.get('lat'), query.get('lng'), query.get('location')]).toEqual(['45.4642', '9.19', null]);
  });

  it('a refused position says so and leaves the search by place', async () => {
    const calls = api(200, [BRERA]);
    const geolocation = { getCurrentPosition: (_ok: PositionCallback, refuse: PositionErrorCallback) => refuse({ code: 1 } as GeolocationPositionError) };
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation as unknown as Geolocation);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    expect((await screen.findByTestId('panel-none')).dataset.key).toBe('panel.positionDenied');
    expect(calls).toEqual([]);
  });

  it('§9 Monaco is looked up as France', async () => {
    localStorage.setItem('country', 'MC');
    const calls = api(200, [BRERA]);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    await searchFor('Menton');
    await screen.findAllByTestId('panel-store');
    expect(new URL(calls[0]!.url, 'http://shop').searchParams.get('country')).toBe('FR');
  });

  it('choosing a store publishes it on the store topic, adds the size with basket.add and closes with the store', async () => {
    api(200, [BRERA, LODI]);
    const { sent, off } = basket({ status: 'added', messageKey: 'addToCart.1' });
    unregister = off;
    const closed: (StoreInfo | null)[] = [];
    render(<StorePanel {...props} line={line} onClose={(chosen) => closed.push(chosen)} />);
    await searchFor('Milano');
    const [brera] = await screen.findAllByTestId('panel-store');
    await act(async () => fireEvent.click(within(brera!).getByRole('button', { name: 'Ritira in questo negozio' })));
    const expected: StoreInfo = {
      storeCode: 'MI01',
      city: 'Milano',
      storeType: 'E',
      storeId: 1,
      name: 'Trama Milano Brera',
      address: 'Via Brera 12',
      storeDelivery: 'STO',
    };
    expect(await getBus().current('store')).toEqual({ store: expected });
    expect(sent).toEqual([{ lines: [line] }]);
    expect(closed).toEqual([expected]);
  });

  it('a basket that refuses the size (maximum quantity) shows its message and keeps the panel open', async () => {
    api(200, [BRERA]);
    unregister = basket({ status: 'maxLimit', messageKey: 'addToCart.2' }).off;
    const onClose = vi.fn();
    render(<StorePanel {...props} line={line} onClose={onClose} />);
    await searchFor('Milano');
    const choose = await screen.findByRole('button', { name: 'Ritira in questo negozio' });
    await act(async () => fireEvent.click(choose));
    const message = await screen.findByTestId('panel-message');
    expect(message.dataset.key).toBe('addToCart.2');
    expect(message.textContent).toBe('Hai raggiunto la quantità massima per questo articolo.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checkout (stores.pick) checks every basket line and answers the store without adding anything', async () => {
    const lines = [
      { productId: 7, size: 'M', quantity: 2 },
      { productId: 9, size: '160x280', quantity: 1 },
    ];
    const calls = api(200, [BRERA]);
    const { sent, off } = basket({ status: 'added', messageKey: 'addToCart.1' });
    unregister = off;
    const closed: (StoreInfo | null)[] = [];
    render(<StorePanel {...props} lines={lines} onClose={(chosen) => closed.push(chosen)} />);
    expect(screen.getByText('Cerca un negozio che abbia tutti gli articoli del carrello.')).toBeTruthy();
    await searchFor('20121');
    fireEvent.click(await screen.findByRole('button', { name: 'Ritira in questo negozio' }));
    expect(calls[0]!.body).toEqual({ basketLineItems: lines });
    expect(closed.map((chosen) => chosen?.storeId)).toEqual([1]);
    expect(sent).toEqual([]);
  });

  it('account §8 locator.11 when no store can serve the lines', async () => {
    api(200, []);
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    await searchFor('Milano');
    const none = await screen.findByTestId('panel-none');
    expect(none.dataset.key).toBe('locator.11');
    expect(none.textContent).toBe(getI18n('it').t('stores:locator.11', { lng: 'it' }));
    expect(none.textContent).not.toBe('locator.11');
  });

  it('account §8 locator.9 for a place the gazetteer does not know', async () => {
    api(404, { statusCode: 404, code: 'PLACE_NOT_FOUND', message: 'unknown place', messageKey: 'locator.9' });
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    await searchFor('Xyzzyville');
    expect((await screen.findByTestId('panel-none')).dataset.key).toBe('locator.9');
  });

  it('Escape and the close button close it with no store', () => {
    const onClose = vi.fn();
    render(<StorePanel {...props} line={line} onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenLastCalledWith(null);
  });

  it('Tab stays inside the panel', () => {
    render(<StorePanel {...props} line={line} onClose={() => undefined} />);
    const close = screen.getByRole('button', { name: 'Chiudi' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const focusable = screen.getByRole('dialog').querySelectorAll<HTMLElement>('button:not([disabled]), input');
    expect(document.activeElement).toBe(focusable[focusable.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});
