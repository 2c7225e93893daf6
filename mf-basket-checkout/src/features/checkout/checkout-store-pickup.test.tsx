import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import type { Basket, StoreInfo } from '@trama/shared/contract';
import { BRERA, basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, brand, json, type ApiCall } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { ADDRESS_PATH, CREATE_ORDER_PATH, LOYALTY_PATH, address, addressRoute, amountPath, giveToken, loyalty, shipAndBill } from './test-support/checkout-api.ts';
import { renderSignedInCheckout } from './test-support/checkout-page.tsx';

const CORSO: StoreInfo = { ...BRERA, storeId: 2, storeCode: 'TC-MI-CORSO', name: 'Trama Milano Corso Como', address: 'Corso Como 5' };

let calls: ApiCall[];
const stored = () => JSON.parse(localStorage.getItem('basket') ?? 'null') as Basket;
const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.dataset.testid;
const orderBodies = () => calls.filter((c) => c.path === CREATE_ORDER_PATH).map((c) => c.body as Record<string, unknown>);

/** A signed-in checkout over a basket (a sheet without web stock) with the given store entry. */
async function page(store: Basket['store'], addresses = shipAndBill()) {
  calls = freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 150, shippingCost: 7.9 }),
    [ADDRESS_PATH]: addressRoute(addresses).route,
    [CREATE_ORDER_PATH]: () => json(201, [{ orderId: 9, webOrderId: 'W9', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null }]),
    [amountPath(9)]: () => ({ orderId: 9, webOrderId: 'W9', amount: 100, currency: 'EUR', orderStatus: 'CHE' }),
    [LOYALTY_PATH]: () => loyalty({ eligible: false }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100, webInventory: 0 })] }) }, store));
  await renderSignedInCheckout('address-card-bill');
  // Issue 17 §4: the delivery methods are step 2, opened by continuing from the addresses.
  fireEvent.click(screen.getByTestId('checkout-continue-address'));
}

afterEach(() => {
  cleanup();
  giveToken(null);
});

describe('checkout with a store chosen in the basket (account §4 Delivery selection, §5 Order creation)', () => {
  it('§4 a basket collected in a store (STO) starts on store pickup with that store, named with its address; no freight anywhere', async () => {
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    expect(checked()).toBe('delivery-option-0');
    expect(screen.getByTestId('delivery-store').textContent).toBe(' — presso Trama Milano Brera, Via Brera 12, Milano');
    expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('');
    // Storefront §9: the basket's own summary agrees (STO ships for nothing).
    expect(screen.getByTestId('summary-shipping').textContent).toContain('Gratuita');
  });

  it('§5 the order is created with selectedPrice 0, that store\'s code, no freight line and no shipping address needed', async () => {
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' }, [address({ clientAddressId: 2, addressType: 'BILL' })]);
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({
      selectedPrice: 0,
      storeCode: 'TC-MI-BRERA',
      shippingAddressId: 0,
      billingAddressId: 2,
      webOrderLineItems: [{ orderLineId: null, productId: 1011, size: '160x280', quantity: 1, currency: 'EUR', itemType: 'EAN' }],
    });
    // Account §4: pickup needs no shipping address for the payment to open.
    expect((await screen.findByTestId('payment-section')).dataset.ready).toBe('true');
  });

  it('§4 the store can still be changed: the panel is asked for the lines with their sizes, the order follows the new store', async () => {
    const asked: unknown[] = [];
    const off = getBus().handle('stores.pick', (payload) => {
      asked.push(payload);
      return CORSO;
    });
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    fireEvent.click(screen.getByTestId('delivery-change-store'));
    await waitFor(() => expect(screen.getByTestId('delivery-store').dataset.storeCode).toBe('TC-MI-CORSO'));
    expect(asked).toEqual([{ lines: [{ productId: 1011, size: '160x280', quantity: 1 }] }]);
    expect(stored().store).toEqual({ StoreInfo: CORSO, storeDelivery: 'STO' });
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({ selectedPrice: 0, storeCode: 'TC-MI-CORSO' });
    off();
  });

  it('§4 closing the panel without a store keeps the store already chosen', async () => {
    const off = getBus().handle('stores.pick', () => null);
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    fireEvent.click(screen.getByTestId('delivery-change-store'));
    await act(() => Promise.resolve());
    expect(checked()).toBe('delivery-option-0');
    expect(screen.getByTestId('delivery-store').dataset.storeCode).toBe('TC-MI-BRERA');
    off();
  });

  it('§4 a store change that cannot open the panel keeps the store already chosen and says so', async () => {
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    fireEvent.click(screen.getByTestId('delivery-change-store'));
    const message = await screen.findByTestId('delivery-message');
    expect(message.textContent).toBe('Impossibile cambiare il negozio in questo momento: il ritiro resta nel negozio scelto.');
    expect(checked()).toBe('delivery-option-0');
    expect(stored().store?.StoreInfo.storeCode).toBe('TC-MI-BRERA');
  });

  it('§4 choosing home delivery gives up the store entry: the freight line and the basket\'s shipping come back, no store code is sent', async () => {
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    fireEvent.click(screen.getByTestId('delivery-option-1'));
    expect(checked()).toBe('delivery-option-1');
    expect(stored().store).toBeUndefined();
    expect(stored()['101']?.sizes).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('FREIGHT_COST'));
    expect(within(screen.getByTestId('summary-shipping')).getByText('7,90 €')).toBeTruthy();
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({ selectedPrice: 1, storeCode: null });
  });

  it('§4 "DIS switches the method to online": a store entry without a pickup tag starts on home delivery', async () => {
    await page({ StoreInfo: { storeCode: 'TC-TO-01', city: 'Torino', storeType: 'E' }, storeDelivery: 'DIS' });
    expect(checked()).toBe('delivery-option-1');
    expect(screen.queryByTestId('delivery-store')).toBeNull();
  });

  it('§4 a store chosen on the page (the store fact) while pickup is on shows at once', async () => {
    await page({ StoreInfo: BRERA, storeDelivery: 'STO' });
    act(() => getBus().publish('store', { store: CORSO }));
    expect(screen.getByTestId('delivery-store').textContent).toBe(' — presso Trama Milano Corso Como, Corso Como 5, Milano');
  });
});
