import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BasketLineRef, StockCheckResult } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, PRICING_PATH, STOCK_PATH, brand, json, pricingAnswer, type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { OrderPage } from './components/order-page.tsx';

const props = { language: 'it', path: '/carrello', apiBaseUrl: '' };

/** The API's pricing: database unit prices by product id, whatever the browser stored. */
function pricingRoute(prices: Record<number, number>, stock = 20): Route {
  return ({ body }) =>
    pricingAnswer(
      (body as { lines: BasketLineRef[] }).lines.map((l) => ({
        ...l,
        productReference: `800000${l.productId}`,
        name: 'Lenzuolo Aurora',
        sizeName: l.size === '240x280' ? 'Matrimoniale' : l.size,
        thumbnail: '',
        unitPrice: prices[l.productId] ?? 0,
        oldUnitPrice: prices[l.productId] ?? 0,
        amount: (prices[l.productId] ?? 0) * l.quantity,
        webInventory: stock,
        itemType: 'EAN',
        currency: 'EUR',
      })),
    );
}

const pricingCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === PRICING_PATH);
const twoLines = () =>
  basketOf({
    '101': entry({ sizes: [sizeLine({ quantity: 2 }), sizeLine({ productId: 1012, size: '240x280', sizeName: 'Matrimoniale' })] }),
    '202': entry({ name: 'Telo Onda', sizes: [sizeLine({ productId: 2021, size: 'M', parentId: 202 })] }),
  });

let calls: ApiCall[];
beforeEach(() => {
  calls = freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 0 }), [PRICING_PATH]: pricingRoute({ 1011: 89.9, 1012: 59.95, 2021: 20 }) });
});
afterEach(cleanup);

describe('order page', () => {
  it('lists every line with its size and amount, and the total', async () => {
    storeFromAnotherTab('basket', twoLines());
    render(<OrderPage {...props} menu={null} />);
    expect(screen.getByTestId('order-page')).toBeTruthy();
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(3);
    expect(within(lines[0] as HTMLElement).getByText('179,80 €')).toBeTruthy();
    // Issue 29 point 14: the size the shopper chose, not its code 240x280.
    expect(within(lines[1] as HTMLElement).getByText(/Misura Matrimoniale/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('259,75 €'));
    expect(within(screen.getByTestId('order-summary')).getByText('Gratuita')).toBeTruthy();
  });

  it('shows the database price: the stored price is replaced after the API prices the basket', async () => {
    freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 0 }), [PRICING_PATH]: pricingRoute({ 1011: 79 }) });
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 2, startingPrice: 89.9 })] }) }));
    render(<OrderPage {...props} />);
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('158,00 €'));
    expect(JSON.parse(localStorage.getItem('basket') ?? '{}')['101'].sizes[0].startingPrice).toBe(79);
  });

  it('sends the API product, size and pieces only, and asks again after a quantity change', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 2 })] }) }));
    render(<OrderPage {...props} />);
    await waitFor(() => expect(pricingCalls(calls)).toHaveLength(1));
    expect(pricingCalls(calls)[0]?.body).toEqual({ lines: [{ productId: 1011, size: '160x280', quantity: 2 }], discountCode: null, delivery: 'DIS', webClientId: null });
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '3' } });
    await waitFor(() => expect(pricingCalls(calls)).toHaveLength(2));
    expect((pricingCalls(calls)[1]?.body as { lines: BasketLineRef[] }).lines[0]?.quantity).toBe(3);
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('269,70 €'));
    expect(pricingCalls(calls)).toHaveLength(2);
  });

  it('keeps the stored prices when the API cannot price the basket', async () => {
    freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 0 }), [PRICING_PATH]: () => json(503, { code: 'DOWN' }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    render(<OrderPage {...props} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('order-total').textContent).toBe('89,90 €');
  });

  it('§4 removing the last line empties the basket and shows the empty message', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    render(<OrderPage {...props} />);
    fireEvent.click(screen.getByTestId('basket-line-remove'));
    expect(localStorage.getItem('basket')).toBeNull();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeTruthy();
  });
});

describe('stock check before checkout', () => {
  const stockRoute = (result: StockCheckResult): Route => () => result;

  it('§5 flags each short line with product.basket.delivery.15 / .16 naming the product', async () => {
    calls = freshPage({
      [PRICING_PATH]: pricingRoute({ 1011: 89.9, 1012: 59.95, 2021: 20 }),
      [STOCK_PATH]: stockRoute({
        ok: false,
        lines: [
          { productId: 1011, size: '160x280', quantity: 2, name: 'Lenzuolo Aurora', webInventory: 1, available: false },
          { productId: 1012, size: '240x280', quantity: 1, name: 'Lenzuolo Aurora', webInventory: 5, available: true },
          { productId: 2021, size: 'M', quantity: 1, name: 'Telo Onda', webInventory: 0, available: false },
        ],
      }),
    });
    storeFromAnotherTab('basket', twoLines());
    render(<OrderPage {...props} />);
    fireEvent.click(screen.getByTestId('stock-check'));
    const lines = screen.getAllByTestId('order-line');
    await waitFor(() => expect(within(lines[0] as HTMLElement).getByRole('status').textContent).toBe('Disponibilità di Lenzuolo Aurora: 1. Riduci la quantità.'));
    expect(within(lines[1] as HTMLElement).queryByRole('status')).toBeNull();
    expect(within(lines[2] as HTMLElement).getByRole('status').textContent).toBe('Il prodotto Telo Onda non è più disponibile: rimuovilo dal carrello.');
    expect(screen.getByText('Alcuni articoli non sono disponibili nella quantità richiesta.')).toBeTruthy();
    expect(calls.find((c) => c.path === STOCK_PATH)?.body).toEqual({
      lines: [
        { productId: 1011, size: '160x280', quantity: 2 },
        { productId: 1012, size: '240x280', quantity: 1 },
        { productId: 2021, size: 'M', quantity: 1 },
      ],
    });
  });

  it('§5 every line in stock says so; a quantity change voids the flags', async () => {
    freshPage({
      [PRICING_PATH]: pricingRoute({ 1011: 89.9 }),
      [STOCK_PATH]: stockRoute({ ok: true, lines: [{ productId: 1011, size: '160x280', quantity: 1, name: 'Lenzuolo Aurora', webInventory: 9, available: true }] }),
    });
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    render(<OrderPage {...props} />);
    fireEvent.click(screen.getByTestId('stock-check'));
    expect(await screen.findByText('Tutti gli articoli sono disponibili.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('basket-line-quantity'), { target: { value: '2' } });
    expect(screen.queryByText('Tutti gli articoli sono disponibili.')).toBeNull();
  });

  it('§5 an empty stock answer counts as a failure', async () => {
    freshPage({ [PRICING_PATH]: pricingRoute({ 1011: 89.9 }), [STOCK_PATH]: stockRoute({ ok: true, lines: [] }) });
    storeFromAnotherTab('basket', basketOf({ '101': entry() }));
    render(<OrderPage {...props} />);
    fireEvent.click(screen.getByTestId('stock-check'));
    expect(await screen.findByText('Impossibile verificare la disponibilità: riprova.')).toBeTruthy();
  });
});
