import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EventBus, getBus } from '@trama/shared/bus';
import type { ClickAndCollectStore, StoreInfo } from '@trama/shared/contract';
import { servingStore } from '@trama/shared/testing';
import { product, routeFetch, size, type Call } from '../../../test-support/product.ts';
import { ProductPage } from './product-page.tsx';
import { productPageProps, recordBasketAdds, resetProductPageAfterEach } from '../test-support/open-product-page.tsx';

const props = productPageProps();
const CLICK_AND_COLLECT = '/storeservice/api/external/stores/click-and-collect-stores';
const BRERA: StoreInfo = { storeId: 1, storeCode: 'TC-MI-BRERA', city: 'Milano', storeType: 'E', name: 'Trama Milano Brera', address: 'Via Brera 12', storeDelivery: 'STO' };

const served = servingStore;

const sheet = product({
  sizes: [size({ size: 'S', productId: 1001, webInventory: 0 }), size({ size: 'M', productId: 1002, webInventory: 3, productReference: '8000000010020' })],
});

function serve(body: unknown, stores: (call: Call) => ClickAndCollectStore[] = () => []) {
  const api = routeFetch({
    '/api/external/product/by-canonical-url': { body },
    '/api/external/clickstream/create': { status: 201, body: {} },
    [CLICK_AND_COLLECT]: (call) => ({ body: stores(call) }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** What the shell's store panel slot and the basket would hear. */
function listen() {
  const opened: unknown[] = [];
  const opens = getBus().commands('ui.open').subscribe((payload) => opened.push(payload));
  const { sent } = recordBasketAdds();
  return { opened, sent, stop: () => opens.unsubscribe() };
}

beforeEach(() => {
  // A page of its own: no store chosen yet on this bus.
  (globalThis as unknown as Record<symbol, EventBus>)[Symbol.for('trama.bus')] = new EventBus();
});
resetProductPageAfterEach();

describe('product page and stores, default sales mode', () => {
  it('§4/§8 a product without web stock says catalogue.product.7, and "Trova in negozio" opens the store panel with the full line of the preselected size', async () => {
    serve(product({ sizes: [size({ size: 'S', productId: 1001, webInventory: 0 }), size({ size: 'L', productId: 1003, webInventory: 0 })] }));
    const bus = listen();
    render(<ProductPage {...props} />);
    expect(await screen.findByText('Esaurito')).toBeTruthy();
    // §5: default mode lists no size without web stock.
    expect(screen.queryAllByTestId('size-option')).toHaveLength(0);
    expect(screen.getByTestId('store-only').textContent).toBe('Misura S non disponibile online: puoi ritirarla in negozio.');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '2' } });
    const find = screen.getByTestId('find-in-store');
    expect(find.textContent).toBe('Trova in negozio');
    fireEvent.click(find);
    await waitFor(() => expect(bus.opened).toHaveLength(1));
    expect(bus.opened[0]).toEqual({
      panel: 'stores',
      props: { line: expect.objectContaining({ productId: 1001, parentProductId: 101, size: 'S', quantity: 2, details: expect.objectContaining({ name: 'Lenzuolo Aurora', webInventory: 0, itemType: 'EAN' }) }) },
    });
    expect(bus.sent).toEqual([]);
    bus.stop();
  });

  it('§4 a size with web stock still goes straight to the basket, without asking any store', async () => {
    const api = serve(sheet);
    const bus = listen();
    render(<ProductPage {...props} />);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await waitFor(() => expect(bus.sent).toHaveLength(1));
    expect(bus.sent[0]?.[0]).toMatchObject({ productId: 1002, size: 'M', quantity: 1 });
    expect(bus.opened).toEqual([]);
    expect(api.calls.some((c) => c.url.pathname === CLICK_AND_COLLECT)).toBe(false);
    bus.stop();
  });
});

describe('product page and stores, click-and-collect sales mode (storefront §1, §4)', () => {
  beforeEach(() => vi.stubEnv('TRAMA_SALES_MODE', 'click-and-collect'));

  it('§4 without a chosen store any size, even one with web stock, opens the store panel with the full line', async () => {
    serve(sheet);
    const bus = listen();
    render(<ProductPage {...props} />);
    const options = await screen.findAllByTestId('size-option');
    expect(options.map((o) => o.dataset.size)).toEqual(['S', 'M']);
    // M, in web stock, is preselected.
    expect(options[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('find-in-store'));
    await waitFor(() => expect(bus.opened).toHaveLength(1));
    expect(bus.opened[0]).toEqual({ panel: 'stores', props: { line: expect.objectContaining({ productId: 1002, size: 'M', quantity: 1, details: expect.objectContaining({ productReference: '8000000010020' }) }) } });
    expect(bus.sent).toEqual([]);
    bus.stop();
  });

  it('§4 with a chosen store (the store fact) the size is checked against that store and added when it serves it', async () => {
    const api = serve(sheet, () => [served({ ...BRERA, storeId: 2, storeCode: 'TC-MI-CORSO' }), served(BRERA)]);
    const bus = listen();
    getBus().publish('store', { store: BRERA });
    render(<ProductPage {...props} />);
    expect((await screen.findByTestId('pickup-store')).textContent).toBe('Ritiro in negozio: Trama Milano Brera');
    fireEvent.click(screen.getAllByTestId('size-option')[0]!);
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(bus.sent).toHaveLength(1));
    const asked = api.calls.find((c) => c.url.pathname === CLICK_AND_COLLECT);
    expect(asked?.method).toBe('POST');
    expect(asked?.body).toEqual({ basketLineItems: [{ productId: 1001, size: 'S', quantity: 3 }] });
    expect(bus.sent[0]?.[0]).toMatchObject({ productId: 1001, size: 'S', quantity: 3 });
    expect(await screen.findByText('Articolo aggiunto al carrello.')).toBeTruthy();
    expect(bus.opened).toEqual([]);
    bus.stop();
  });

  it('§4/§8 modal.2: when the chosen store cannot serve the size, an information popup shows and nothing is added', async () => {
    serve(sheet, () => [served({ ...BRERA, storeId: 2, storeCode: 'TC-MI-CORSO' })]);
    const bus = listen();
    getBus().publish('store', { store: BRERA });
    render(<ProductPage {...props} />);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    const dialog = await screen.findByRole('dialog', { name: 'Disponibilità in negozio' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Questo articolo non è disponibile in questa quantità nel negozio scelto: scegli un altro negozio o riduci la quantità.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(bus.sent).toEqual([]);
    // Escape closes it; "choose another store" opens the panel for the same line.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    fireEvent.click(await screen.findByTestId('store-notice-choose'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bus.opened).toEqual([{ panel: 'stores', props: { line: expect.objectContaining({ productId: 1002, size: 'M', quantity: 1 }) } }]);
    expect(bus.sent).toEqual([]);
    bus.stop();
  });

  it('§3 after a reload the basket\'s store entry is the chosen store (no store fact yet)', async () => {
    localStorage.setItem('basket', JSON.stringify({ store: { StoreInfo: BRERA, storeDelivery: 'STO' } }));
    const api = serve(sheet, () => [served(BRERA)]);
    const bus = listen();
    render(<ProductPage {...props} />);
    expect((await screen.findByTestId('pickup-store')).textContent).toBe('Ritiro in negozio: Trama Milano Brera');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(bus.sent).toHaveLength(1));
    expect(api.calls.filter((c) => c.url.pathname === CLICK_AND_COLLECT)).toHaveLength(1);
    bus.stop();
  });

  it('§4 a store given up (store fact null) opens the panel again, whatever the basket remembers', async () => {
    localStorage.setItem('basket', JSON.stringify({ store: { StoreInfo: BRERA, storeDelivery: 'STO' } }));
    serve(sheet);
    const bus = listen();
    getBus().publish('store', { store: null });
    render(<ProductPage {...props} />);
    fireEvent.click(await screen.findByTestId('find-in-store'));
    await waitFor(() => expect(bus.opened).toHaveLength(1));
    expect(bus.sent).toEqual([]);
    bus.stop();
  });
});
