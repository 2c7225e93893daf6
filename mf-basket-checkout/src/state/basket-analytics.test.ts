import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
import { MAX_QUANTITY_PER_LINE } from '@trama/shared/contract';
import { endWatching, watchAnalytics } from '../features/payment/test-support/payment-api.ts';
import { freshPage } from '../test-support/reset.ts';

const line = (quantity: number): BasketAddLine => ({
  productId: 501,
  parentProductId: 500,
  size: '240x300',
  quantity,
  details: { name: 'Lenzuola Lino', startingPrice: 89.9, listPriceAfterDiscount: null, currency: 'EUR', sizeName: 'Matrimoniale', webInventory: 50, itemType: 'EAN' },
});

beforeEach(() => void freshPage());
afterEach(endWatching);

describe('[31.3] add_to_cart is sent when the basket keeps the lines, not when it refuses them', () => {
  it('[31.3] an accepted add sends add_to_cart with the lines as the page showed them', async () => {
    const seen = watchAnalytics();
    expect((await act(() => getBus().request('basket.add', { lines: [line(2)] }))).status).toBe('added');
    expect(seen).toEqual([
      { name: 'add_to_cart', data: { currency: 'EUR', items: [{ productId: 501, name: 'Lenzuola Lino', price: 89.9, quantity: 2, size: 'Matrimoniale' }] } },
    ]);
  });

  it('[31.3] a refused add (addToCart.2, over the line maximum) sends nothing', async () => {
    const seen = watchAnalytics();
    expect((await act(() => getBus().request('basket.add', { lines: [line(MAX_QUANTITY_PER_LINE + 1)] }))).status).toBe('maxLimit');
    expect(seen).toEqual([]);
  });
});
