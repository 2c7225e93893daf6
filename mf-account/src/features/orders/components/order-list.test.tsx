import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { detailLine, order, orderDetail, orderLine as line } from '../../../test-support/fixtures.ts';
import { serveApi } from '../../../test-support/fetch-double.ts';
import { OrderList } from './order-list.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

signedInEachTest();

const ORDERS = '/api/external-secured/orders/by-web-client';

describe('order list (account §2 Order and ticket lists)', () => {
  it('§2 a count line, then per order its number, date, total and status; the call carries the bearer token', async () => {
    const calls = serveApi([ORDERS, { json: [order(100002, [line(1)]), order(100001, [line(2)], 'SHI', { shipmentDate: '2026-11-21T09:00:00Z' })] }]);
    render(<OrderList language="it" />);
    const list = await screen.findByTestId('account-orders');
    expect(within(list).getByTestId('account-orders-count').textContent).toBe('2 ordini');
    const orders = screen.getAllByTestId('account-order');
    expect(orders.map((o) => o.dataset.orderId)).toEqual(['100002', '100001']);
    expect(within(orders[0]!).getByTestId('account-order-status').dataset.code).toBe('PAI');
    expect(orders[0]!.textContent).toContain('89,90 €');
    expect(orders[0]!.textContent).toContain('Non ancora spedito');
    expect(orders[1]!.textContent).toContain('Spedito il 21 nov 2026');
    expect(calls[0]?.url).toContain(`${ORDERS}?language=it`);
    expect(calls[0]?.authorization).toBe('Bearer jwt-1');
  });

  it('[31.11] §9 order-list hints (P2): a paid delivery not yet shipped names the order date + 5 days; shipped, unpaid or failed orders none', async () => {
    serveApi([
      ORDERS,
      {
        json: [
          order(100010, [line(1)], 'PAI', { orderDate: '2026-11-20T10:00:00Z' }),
          order(100011, [line(1)], 'FAI', { orderDate: '2026-11-20T10:00:00Z' }),
          order(100012, [line(1)], 'SHI', { orderDate: '2026-11-20T10:00:00Z', shipmentDate: '2026-11-21T09:00:00Z' }),
        ],
      },
    ]);
    render(<OrderList language="it" />);
    await screen.findByTestId('account-orders');
    const lines = screen.getAllByTestId('account-order-shipment').map((p) => p.textContent);
    expect(lines).toEqual(['Non ancora spedito · Consegna prevista entro il 25 nov 2026', 'Non ancora spedito', 'Spedito il 21 nov 2026']);
  });

  it('§3 the order number is the orderId, written as on the accepted page and in the e-mail', async () => {
    serveApi([ORDERS, { json: [order(100005, [line(1)])] }]);
    render(<OrderList language="it" />);
    const item = await screen.findByTestId('account-order');
    expect(within(item).getByTestId('account-order-number').textContent).toBe('Ordine n. 100005');
  });

  it('§2 up to 3 product thumbnails, fee lines (item type O) excluded, the rest as a +N badge', async () => {
    serveApi([ORDERS, { json: [order(7, [line(1), line(99, 'O'), line(2), line(3), line(4), line(5)])] }]);
    render(<OrderList language="it" />);
    const item = await screen.findByTestId('account-order');
    expect(within(item).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Articolo 1', 'Articolo 2', 'Articolo 3']);
    expect(within(item).getByLabelText('e altri 2 articoli').textContent).toBe('+2');
  });

  it('§2 the return button links to the return page for SHI, PAI, DEP, WIT and is shown disabled otherwise', async () => {
    serveApi([ORDERS, { json: ['SHI', 'PAI', 'DEP', 'WIT', 'CHE', 'FAI'].map((code, i) => order(100 + i, [line(1)], code)) }]);
    render(<OrderList language="it" returnPath="/reso" />);
    await screen.findByTestId('account-orders');
    const buttons = screen.getAllByTestId('account-order-return');
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(['/it/reso?orderId=100', '/it/reso?orderId=101', '/it/reso?orderId=102', '/it/reso?orderId=103', null, null]);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled ?? false)).toEqual([false, false, false, false, true, true]);
    expect(buttons.every((b) => b.textContent === 'Richiedi un reso')).toBe(true);
  });

  it('§2 an order with a return filed says "return requested"', async () => {
    serveApi([ORDERS, { json: [order(100, [line(1)], 'SHI', { returnRequested: true }), order(101, [line(1)], 'SHI')] }]);
    render(<OrderList language="it" returnPath="/reso" />);
    await screen.findByTestId('account-orders');
    expect(screen.getAllByTestId('account-order-return-requested').map((b) => b.closest('li')?.dataset.orderId)).toEqual(['100']);
  });

  it('[29.11] a pickup order shows its store, the store\'s address and the pickup estimate (one date when both ends are the same), never "not shipped", a carrier or a delivery address', async () => {
    const store = { name: 'Trama Casa Milano Duomo', address: 'Via Torino 2', zip: '20123', city: 'Milano', phone: '+39 02 8646 1120' };
    // Ordered on Friday 27 November: collected from Monday 30 at 14:00 (the Sunday end moves to that Monday too).
    const base = order(100006, [line(1)], 'STO', { orderDate: '2026-11-27T10:00:00Z', selectedPrice: 0, deliveryMode: 'STO', pickupStore: store });
    serveApi([ORDERS, { json: [base] }], ['/api/external-secured/orders/100006', { json: orderDetail(base, [detailLine(line(1), 0)]) }]);
    render(<OrderList language="it" />);
    const item = await screen.findByTestId('account-order');
    expect(within(item).getByTestId('account-order-shipment').textContent).toBe('Ritiro in negozio: Trama Casa Milano Duomo · Ritiro previsto: lunedì 30 novembre, 14:00');
    expect(item.textContent).not.toContain('Non ancora spedito');
    fireEvent.click(within(item).getByRole('button', { name: 'Dettagli' }));
    const detail = await screen.findByTestId('account-order-detail');
    const pickup = await within(detail).findByTestId('account-order-pickup');
    expect(pickup.textContent).toContain('Negozio di ritiro');
    expect(pickup.textContent).toContain('Trama Casa Milano Duomo');
    expect(pickup.textContent).toContain('Via Torino 2');
    expect(pickup.textContent).toContain('20123 Milano');
    expect(pickup.textContent).toContain('Tel. +39 02 8646 1120');
    expect(within(pickup).getByTestId('account-order-pickup-estimate').textContent).toBe('Ritiro previsto: lunedì 30 novembre, 14:00');
    expect(within(detail).queryByTestId('account-order-tracking')).toBeNull();
    expect(detail.textContent).not.toContain('Corriere');
    expect(detail.textContent).not.toContain('Indirizzo di consegna');
  });

  it('§2 the detail shows lines, tracking, both addresses, totals and payment, and takes the focus', async () => {
    const base = order(100004, [line(1), line(2), line(90, 'O')], 'SHI');
    serveApi(
      [ORDERS, { json: [base] }],
      ['/api/external-secured/orders/100004', { json: orderDetail(base, [detailLine(line(1), 1), detailLine(line(2), 1), detailLine(line(90, 'O'), 0)]) }],
    );
    render(<OrderList language="it" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dettagli' }));
    const detail = await screen.findByTestId('account-order-detail');
    await waitFor(() => expect(within(detail).getAllByTestId('account-order-line')).toHaveLength(2));
    // Issue 29 point 14: the size the shopper chose ("Taglia unica"), not its code TU.
    expect(within(detail).getAllByTestId('account-order-line')[0]!.textContent).toBe('Articolo 1Taglia unica110,00 €');
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { name: 'Dettaglio dell’ordine n. 100004' }));
    expect(within(detail).getByTestId('account-order-tracking').textContent).toContain('PK-778');
    expect(within(detail).getByTestId('account-order-tracking').textContent).toContain('In consegna');
    expect(detail.textContent).toContain('Via Roma 1');
    expect(detail.textContent).toContain('Via Verdi 2');
    expect(within(detail).getByTestId('account-order-totals').textContent).toContain('9,90 €');
    // [29.13] the provider's codes (visa, AUTHORISED) read as words.
    expect(within(detail).getByTestId('account-order-payment').textContent).toBe('PagamentoCarta di pagamento · Autorizzato');
    expect(screen.getByRole('button', { name: 'Chiudi i dettagli' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('[29.13] a German order detail names the country and the payment in German, never the provider\'s codes', async () => {
    const base = order(100004, [line(1)], 'SHI');
    const detailAnswer = orderDetail(base, [detailLine(line(1), 1)]);
    serveApi(
      [ORDERS, { json: [base] }],
      [
        '/api/external-secured/orders/100004',
        { json: { ...detailAnswer, shippingAddress: { ...detailAnswer.shippingAddress!, country: 'Paesi Bassi' }, payment: { method: 'paypal', status: 'REFUSED' } } },
      ],
    );
    render(<OrderList language="de" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const detail = await screen.findByTestId('account-order-detail');
    await waitFor(() => expect(within(detail).getByTestId('account-order-payment').textContent).toContain('PayPal · Abgelehnt'));
    expect(detail.textContent).not.toContain('REFUSED');
    expect(detail.textContent).toContain('Niederlande');
    expect(detail.textContent).not.toContain('Paesi Bassi');
  });

  it('§2 any change of the list closes an open detail', async () => {
    const base = order(100004, [line(1)], 'SHI');
    serveApi([ORDERS, { json: [base] }], ['/api/external-secured/orders/100004', { json: orderDetail(base, [detailLine(line(1), 1)]) }]);
    const view = render(<OrderList language="it" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dettagli' }));
    await screen.findByTestId('account-order-detail');
    // A language change reloads the list: the detail opened on the old list closes.
    view.rerender(<OrderList language="en" />);
    await screen.findByRole('button', { name: 'Details' });
    expect(screen.queryByTestId('account-order-detail')).toBeNull();
  });

  it('issue 17 §4 the accepted page\'s link (?orderId) opens that order\'s detail in the list', async () => {
    const base = order(100004, [line(1)], 'SHI');
    serveApi([ORDERS, { json: [order(100005, [line(2)]), base] }], ['/api/external-secured/orders/100004', { json: orderDetail(base, [detailLine(line(1), 1)]) }]);
    render(<OrderList language="it" openOrderId={100004} />);
    const detail = await screen.findByTestId('account-order-detail');
    expect(detail.closest('[data-testid="account-order"]')?.getAttribute('data-order-id')).toBe('100004');
    expect(screen.getAllByTestId('account-order-detail')).toHaveLength(1);
  });

  it('an empty list says so; a failed call shows an error, not an empty list', async () => {
    serveApi([ORDERS, { json: [] }]);
    render(<OrderList language="it" />);
    expect((await screen.findByTestId('account-orders')).textContent).toContain('Non hai ancora ordini.');
    cleanup();
    vi.restoreAllMocks();
    serveApi([ORDERS, { status: 500, json: { code: 'INTERNAL', message: 'boom' } }]);
    render(<OrderList language="it" />);
    expect(await screen.findByTestId('account-orders-error')).toBeTruthy();
  });
});
