import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { Order, OrderLine } from '@trama/shared/contract';
import { OrderList } from './order-list.tsx';

const line = (productId: number, itemTypeCode = 'P'): OrderLine => ({
  productId,
  orderQty: 1,
  productNameLevel1: `Articolo ${productId}`,
  size: 'TU',
  listPrice: 10,
  productPhotoUrl: `/media/${productId}.svg`,
  itemTypeCode,
});

const order = (orderId: number, lines: OrderLine[], code = 'PAI'): Order => ({
  orderId,
  orderDate: '2026-11-20T10:00:00Z',
  shipmentDate: null,
  totalSales: 89.9,
  currency: 'EUR',
  orderStatus: { code, label: code === 'PAI' ? 'Pagato' : 'Spedito' },
  totalQuantity: lines.length,
  carrierCode: null,
  packageNumber: null,
  carrierStatus: null,
  shippingAddress: null,
  billingAddress: null,
  orderLines: lines,
});

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push(`${String(input)} ${new Headers(init?.headers).get('authorization') ?? ''}`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

beforeEach(() => getApiClient().configure({ token: 'jwt-1' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  getApiClient().configure({ token: null });
});

describe('order list (account §2 Order and ticket lists)', () => {
  it('§2 a count line, then per order its number, total and status; the call carries the bearer token', async () => {
    const calls = answer(200, [order(100002, [line(1)]), order(100001, [line(2)], 'SHI')]);
    render(<OrderList language="it" />);
    const list = await screen.findByTestId('account-orders');
    expect(list.textContent).toContain('2 ordini');
    const orders = screen.getAllByTestId('account-order');
    expect(orders.map((o) => o.dataset.orderId)).toEqual(['100002', '100001']);
    expect(within(orders[0]!).getByTestId('account-order-status').dataset.code).toBe('PAI');
    expect(orders[0]!.textContent).toContain('89,90');
    expect(calls[0]).toContain('/api/external-secured/orders/by-web-client?language=it');
    expect(calls[0]).toContain('Bearer jwt-1');
  });

  it('§3 the order number is the orderId, written as on the accepted page and in the e-mail', async () => {
    answer(200, [order(100005, [line(1)])]);
    render(<OrderList language="it" />);
    const item = await screen.findByTestId('account-order');
    expect(within(item).getByTestId('account-order-number').textContent).toBe('Ordine n. 100005');
  });

  it('§2 up to 3 product thumbnails, fee lines (item type O) excluded, the rest as a +N badge', async () => {
    answer(200, [order(7, [line(1), line(99, 'O'), line(2), line(3), line(4), line(5)])]);
    render(<OrderList language="it" />);
    const item = await screen.findByTestId('account-order');
    expect(within(item).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Articolo 1', 'Articolo 2', 'Articolo 3']);
    expect(item.textContent).toContain('+2');
  });

  it('an empty list says so; a failed call shows an error, not an empty list', async () => {
    answer(200, []);
    render(<OrderList language="it" />);
    expect((await screen.findByTestId('account-orders')).textContent).toContain('Non hai ancora ordini.');
    cleanup();
    vi.restoreAllMocks();
    answer(500, { code: 'INTERNAL', message: 'boom' });
    render(<OrderList language="it" />);
    expect(await screen.findByTestId('account-orders-error')).toBeTruthy();
  });
});
