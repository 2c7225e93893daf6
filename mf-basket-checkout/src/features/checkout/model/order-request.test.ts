import { describe, expect, it } from 'vitest';
import type { Address } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../../test-support/basket.ts';
import { discountAnswer } from '../../../test-support/fake-api.ts';
import { orderRequest, type OrderRequestInput } from './order-request.ts';

const ship = { clientAddressId: 4, addressType: 'SHIP' } as Address;
const bill = { clientAddressId: 9, addressType: 'BILL' } as Address;

function input(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    basket: basketOf({ '101': entry() }),
    discount: null,
    currency: 'EUR',
    brandId: 3,
    country: 'IT',
    browserId: 'b-1',
    language: 'it',
    selectedPrice: 1,
    store: null,
    shippingAddress: ship,
    billingAddress: bill,
    freightItemType: null,
    ...overrides,
  };
}

describe('order creation payload (account §3)', () => {
  it('§3 a pack size listed under two parents goes as one line, at most 10 pieces; gift cards keep their type', () => {
    const basket = basketOf({
      '101': entry({ sizes: [sizeLine({ quantity: 6 })] }),
      '900': entry({ sizes: [sizeLine({ quantity: 7 }), sizeLine({ productId: 9001, size: 'GIFT', itemType: 'GFC' })] }),
    });
    expect(orderRequest(input({ basket })).webOrderLineItems).toEqual([
      { orderLineId: null, productId: 1011, size: '160x280', quantity: 10, currency: 'EUR', itemType: 'EAN' },
      { orderLineId: null, productId: 9001, size: 'GIFT', quantity: 1, currency: 'EUR', itemType: 'GFC' },
    ]);
  });

  it('§4 express adds a FREIGHT_EXP line with no amount; the delivery choice travels as selectedPrice', () => {
    const request = orderRequest(input({ selectedPrice: 3, freightItemType: 'FREIGHT_EXP' }));
    expect(request.webOrderLineItems.at(-1)).toEqual({ orderLineId: null, currency: 'EUR', itemType: 'FREIGHT_EXP' });
    expect(request.selectedPrice).toBe(3);
  });

  it('§4 store pickup carries the store code; home delivery never does', () => {
    const store = { storeCode: 'MI01', city: 'Milano', storeType: 'E' };
    expect(orderRequest(input({ selectedPrice: 0, store })).storeCode).toBe('MI01');
    expect(orderRequest(input({ selectedPrice: 1, store })).storeCode).toBeNull();
  });

  it('§3 only a valid applied code is sent; the addresses go by id', () => {
    expect(orderRequest(input({ discount: discountAnswer({ discountCode: 'MENO5' }) })).discountCode).toBe('MENO5');
    expect(orderRequest(input({ discount: discountAnswer({ valid: false }) })).discountCode).toBeNull();
    const request = orderRequest(input());
    expect([request.shippingAddressId, request.billingAddressId, request.orderStatus, request.orderId]).toEqual([4, 9, 'CHE', null]);
  });
});
