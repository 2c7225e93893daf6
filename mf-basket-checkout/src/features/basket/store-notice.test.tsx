import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import type { ClickAndCollectLine, ClickAndCollectStore, StockCheckResult } from '@trama/shared/contract';
import { BRERA, basketOf, entry, servingStore, sizeLine } from '../../test-support/basket.ts';
import { CLICK_AND_COLLECT_PATH, STOCK_PATH, type ApiCall } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { BasketHeader } from './components/basket-header.tsx';
import { OrderPage } from './components/order-page.tsx';

const props = { language: 'it', path: '/carrello', apiBaseUrl: '' };
const CORSO = { ...BRERA, storeId: 2, storeCode: 'TC-MI-CORSO', name: 'Trama Milano Corso Como', address: 'Corso Como 5' };

/** The stores the click-and-collect API answers for each request, in order (the last one repeats). */
let answers: ClickAndCollectStore[][];
let calls: ApiCall[];
const storeCalls = () => calls.filter((c) => c.path === CLICK_AND_COLLECT_PATH);
const stored = () => JSON.parse(localStorage.getItem('basket') ?? 'null');

/** A basket collected at Brera: a sheet without web stock and a towel with some. */
function pickupBasket(store = BRERA) {
  storeFromAnotherTab(
    'basket',
    basketOf(
      {
        '101': entry({ sizes: [sizeLine({ webInventory: 0 })] }),
        '202': entry({ name: 'Telo Onda', sizes: [sizeLine({ productId: 2021, size: 'M', parentId: 202, webInventory: 5 })] }),
      },
      { StoreInfo: store, storeDelivery: 'STO' },
    ),
  );
}

function page(stock?: StockCheckResult) {
  answers = [[servingStore(BRERA)]];
  calls = freshPage({
    [CLICK_AND_COLLECT_PATH]: () => answers.shift() ?? [],
    ...(stock ? { [STOCK_PATH]: () => stock } : {}),
  });
}

const sheetQuantity = (testId: string) =>
  within(screen.getAllByTestId(testId).find((l) => l.dataset.productId === '1011') as HTMLElement).getByTestId('basket-line-quantity') as HTMLSelectElement;

beforeEach(() => page());
afterEach(cleanup);

describe('store selection in basket (account §4, §8 modal.1 / modal.2)', () => {
  it('§4 a quantity change asks the click-and-collect API about every line; the chosen store still covers it: no popup', async () => {
    pickupBasket();
    render(<OrderPage {...props} menu={null} />);
    fireEvent.change(sheetQuantity('order-line'), { target: { value: '3' } });
    await waitFor(() => expect(storeCalls()).toHaveLength(1));
    const body = storeCalls()[0]?.body as { basketLineItems: ClickAndCollectLine[] };
    expect(body.basketLineItems).toEqual([
      { productId: 1011, size: '160x280', quantity: 3 },
      { productId: 2021, size: 'M', quantity: 1 },
    ]);
    expect(storeCalls()[0]?.query.get('brandId')).toBe('3');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§4 with a store chosen, a line without web stock offers up to 10 pieces (the store, not the web, supplies it)', () => {
    pickupBasket();
    render(<OrderPage {...props} menu={null} />);
    expect([...sheetQuantity('order-line').options].map((o) => o.value)).toHaveLength(10);
    cleanup();
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ webInventory: 0 })] }) }));
    render(<OrderPage {...props} menu={null} />);
    expect([...sheetQuantity('order-line').options].map((o) => o.value)).toEqual(['1']);
  });

  it('§8 modal.2: the chosen store can no longer cover the basket but others can; the change is kept and another store can be chosen', async () => {
    pickupBasket();
    answers = [[servingStore(CORSO)]];
    const picks: unknown[] = [];
    const off = getBus().handle('stores.pick', (payload) => {
      picks.push(payload);
      return CORSO;
    });
    render(<OrderPage {...props} menu={null} />);
    fireEvent.change(sheetQuantity('order-line'), { target: { value: '4' } });
    const dialog = await screen.findByRole('dialog', { name: 'Ritiro in negozio' });
    expect(dialog.dataset.key).toBe('modal.2');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Il negozio scelto non può più fornire questa quantità: scegli un altro negozio o riduci la quantità.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The shopper keeps the quantity asked for, and every line.
    expect(stored()['101'].sizes[0].quantity).toBe(4);
    expect(stored()['202'].sizes).toHaveLength(1);
    fireEvent.click(within(dialog).getByTestId('store-notice-choose'));
    // The popup gives way to the store panel at once.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(stored().store.StoreInfo.storeCode).toBe('TC-MI-CORSO'));
    expect(picks).toEqual([{ lines: [{ productId: 1011, size: '160x280', quantity: 4 }, { productId: 2021, size: 'M', quantity: 1 }] }]);
    expect(stored().store).toEqual({ StoreInfo: CORSO, storeDelivery: 'STO' });
    off();
  });

  it('§8 modal.1: no store can cover the basket any more; only closing is offered, by its button or Escape', async () => {
    pickupBasket();
    answers = [[], []];
    render(<OrderPage {...props} menu={null} />);
    fireEvent.change(sheetQuantity('order-line'), { target: { value: '6' } });
    const dialog = await screen.findByRole('dialog', { name: 'Ritiro in negozio' });
    expect(dialog.dataset.key).toBe('modal.1');
    expect(dialog.textContent).toContain('Il prodotto o la quantità richiesta non è disponibile in nessun negozio: riduci la quantità.');
    expect(within(dialog).queryByTestId('store-notice-choose')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('store-notice-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(sheetQuantity('order-line'), { target: { value: '7' } });
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Ritiro in negozio' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()['101'].sizes[0].quantity).toBe(7);
  });

  it('§4 in the header popup too; Escape closes the notice and leaves the basket popup open', async () => {
    pickupBasket();
    answers = [[servingStore(CORSO)]];
    render(<BasketHeader {...props} path="/" orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    fireEvent.change(sheetQuantity('basket-line'), { target: { value: '2' } });
    const notice = await screen.findByTestId('store-notice');
    expect(notice.dataset.key).toBe('modal.2');
    fireEvent.keyDown(notice, { key: 'Escape' });
    expect(screen.queryByTestId('store-notice')).toBeNull();
    expect(screen.getByTestId('basket-popup')).toBeTruthy();
  });

  it('without a store chosen a quantity change asks no store', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    render(<OrderPage {...props} menu={null} />);
    fireEvent.change(sheetQuantity('order-line'), { target: { value: '2' } });
    await act(() => Promise.resolve());
    expect(storeCalls()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('stock check with a store chosen (storefront §5 Stock check, §4 Store delivery tags)', () => {
  const webShort: StockCheckResult = {
    ok: false,
    lines: [
      { productId: 1011, size: '160x280', quantity: 1, name: 'Lenzuolo Aurora', webInventory: 0, available: false },
      { productId: 2021, size: 'M', quantity: 1, name: 'Telo Onda', webInventory: 5, available: true },
    ],
  };

  it('§5 a line without web stock is not flagged when the chosen store covers the basket', async () => {
    page(webShort);
    pickupBasket();
    render(<OrderPage {...props} menu={null} />);
    fireEvent.click(screen.getByTestId('stock-check'));
    await waitFor(() => expect(screen.getByText('Tutti gli articoli sono disponibili nel negozio scelto.')).toBeTruthy());
    expect(screen.queryByText(/non è più disponibile/)).toBeNull();
    expect(storeCalls()).toHaveLength(1);
  });

  it('§5 when the chosen store does not cover it, the web answer flags the line as before', async () => {
    page(webShort);
    answers = [[servingStore(CORSO)]];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pickupBasket();
    render(<OrderPage {...props} menu={null} />);
    fireEvent.click(screen.getByTestId('stock-check'));
    expect(await screen.findByText('Il prodotto Lenzuolo Aurora non è più disponibile: rimuovilo dal carrello.')).toBeTruthy();
    expect(screen.getByText('Alcuni articoli non sono disponibili nella quantità richiesta.')).toBeTruthy();
  });
});
