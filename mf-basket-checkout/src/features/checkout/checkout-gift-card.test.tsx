/** Issue 16: gift cards at checkout (storefront §3 itemType GFC, §9 Shipping; account §4 Delivery selection). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import type { BasketSizeLine } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, brand, json, type ApiCall } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { ADDRESS_PATH, CREATE_ORDER_PATH, LOYALTY_PATH, addressRoute, giveToken, loyalty, shipAndBill } from './test-support/checkout-api.ts';
import { renderSignedInCheckout } from './test-support/checkout-page.tsx';

let calls: ApiCall[];

const card = sizeLine({ productId: 9001, size: '50 €', startingPrice: 50, itemType: 'GFC' });
/** Goods at 100 €: below the 150 € free-shipping minimum used here. */
const sheet = sizeLine({ startingPrice: 100 });

async function checkout(lines: Record<string, BasketSizeLine[]>) {
  calls = freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 150, shippingCost: 7.9 }),
    [ADDRESS_PATH]: addressRoute(shipAndBill()).route,
    [CREATE_ORDER_PATH]: () => json(201, [{ orderId: 9, webOrderId: 'W9', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null }]),
    [LOYALTY_PATH]: () => loyalty({ eligible: false }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf(Object.fromEntries(Object.entries(lines).map(([parent, sizes]) => [parent, entry({ sizes })]))));
  await renderSignedInCheckout();
}

const freightType = () => screen.getByTestId('checkout-summary-freight').dataset.itemType;

afterEach(() => {
  cleanup();
  giveToken(null);
});

describe('gift cards at checkout (issue 16)', () => {
  it('§9 Shipping: gift cards alone ship free; the order sends a GFC line and no freight line', async () => {
    await checkout({ '9001': [card] });
    await waitFor(() => expect(freightType()).toBe(''));
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(calls.filter((c) => c.path === CREATE_ORDER_PATH)).toHaveLength(1));
    const body = calls.find((c) => c.path === CREATE_ORDER_PATH)?.body as { webOrderLineItems: { itemType: string }[] };
    expect(body.webOrderLineItems.map((l) => l.itemType)).toEqual(['GFC']);
  });

  it('§9 Shipping: a gift card does not lift goods over the free-shipping minimum (100 € + 100 € card still pays 7,90 €)', async () => {
    await checkout({ '101': [sheet], '9001': [sizeLine({ ...card, size: '100 €', startingPrice: 100 })] });
    await waitFor(() => expect(freightType()).toBe('FREIGHT_COST'));
    expect(screen.getByTestId('checkout-summary-freight').textContent).toContain('7,90');
  });

  it('[29.17] docs/basket.md: with a gift card in the basket store pickup is not offered and says why; the store panel is never asked', async () => {
    const asked: unknown[] = [];
    const off = getBus().handle('stores.pick', async (payload) => {
      asked.push(payload);
      return { storeCode: 'MI01', city: 'Milano', storeType: 'E' };
    });
    await checkout({ '101': [sheet], '9001': [card] });
    const pickup = screen.getByTestId('delivery-option-0') as HTMLInputElement;
    expect(pickup.disabled).toBe(true);
    expect(screen.getByTestId('delivery-gift-card-note').textContent).toContain('carte regalo');
    expect(pickup.getAttribute('aria-describedby')).toBe(screen.getByTestId('delivery-gift-card-note').id);
    fireEvent.click(pickup);
    expect(asked).toEqual([]);
    off();
  });

  it('[29.17] goods alone still offer store pickup', async () => {
    await checkout({ '101': [sheet] });
    expect((screen.getByTestId('delivery-option-0') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId('delivery-gift-card-note')).toBeNull();
  });
});
