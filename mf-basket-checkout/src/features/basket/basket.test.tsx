import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BasketHeader } from './components/basket-header.tsx';
import { OrderPage } from './components/order-page.tsx';
import { startBasketService } from './model/basket-store.ts';

const slot = { language: 'it', path: '/', apiBaseUrl: '' };

/** What another tab (or a previous visit) left in storage, announced as the browser does. */
function store(basket: unknown) {
  localStorage.setItem('basket', typeof basket === 'string' ? basket : JSON.stringify(basket));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'basket' })));
}

beforeEach(() => {
  localStorage.clear();
  startBasketService();
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('header basket', () => {
  it('shows the number of pieces and links to the order page', () => {
    store(basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 2 })] }), '202': entry() }));
    render(<BasketHeader {...slot} language="en" orderPath="/carrello" />);
    const link = screen.getByRole('link', { name: 'Basket, 3 items' });
    expect(link.getAttribute('href')).toBe('/en/carrello');
  });

  it('hides the link when the shell gives no order page', () => {
    render(<BasketHeader {...slot} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Carrello, 0 articoli' })).toBeTruthy();
  });

  it('follows a change made in another tab, and publishes the basket fact', async () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    store(basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 4 })] }) }));
    expect(screen.getByRole('link').textContent).toBe('4');
    expect(await getBus().current('basket')).toEqual({ count: 4, totals: null });
  });

  it('discards a corrupt stored basket with a warning instead of crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store('{"101": {"sizes": "many"}}');
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    expect(screen.getByRole('link').textContent).toBe('0');
    expect(localStorage.getItem('basket')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('basket.add on the bus', () => {
  const line = { productId: 1011, parentProductId: 101, size: '160x280', quantity: 2 };

  it('§4 saves the lines and answers addToCart.1; the header count follows', async () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    const reply = await act(() => getBus().request('basket.add', { lines: [line] }));
    expect(reply).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    expect(JSON.parse(localStorage.getItem('basket') ?? '{}')['101'].sizes[0].quantity).toBe(2);
    expect(screen.getByRole('link').textContent).toBe('2');
  });

  it('§4 above 10 pieces of a size answers addToCart.2 and saves nothing', async () => {
    store(basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 9 })] }) }));
    const before = localStorage.getItem('basket');
    expect(await getBus().request('basket.add', { lines: [line] })).toEqual({ status: 'maxLimit', messageKey: 'addToCart.2' });
    expect(localStorage.getItem('basket')).toBe(before);
  });
});

describe('order page', () => {
  it('lists each line with size, quantity and price, and the total', () => {
    store(
      basketOf({
        '101': entry({ sizes: [sizeLine({ quantity: 2 }), sizeLine({ productId: 1012, size: '240x280', listPriceAfterDiscount: 59.95 })] }),
      }),
    );
    render(<OrderPage {...slot} menu={null} />);
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByText('179,80 €')).toBeTruthy();
    expect(within(lines[1] as HTMLElement).getByText(/Misura 240x280/)).toBeTruthy();
    expect(screen.getByText('239,75 €')).toBeTruthy();
  });

  it('§4 removing the last line empties the basket and shows the empty message', () => {
    store(basketOf({ '101': entry() }));
    render(<OrderPage {...slot} />);
    fireEvent.click(screen.getByRole('button', { name: /Lenzuolo Aurora/ }));
    expect(localStorage.getItem('basket')).toBeNull();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeTruthy();
  });
});
