import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryModeFor, estimatedDelivery, freightLine, orderCreationError, resultPageDeliveryDate } from './delivery.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00`);
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('delivery estimates (storefront §9)', () => {
  // 2026-11-23 is a Monday.
  it('§9 home delivery from three days later, to seven days later', () => {
    const { from, to } = estimatedDelivery(1, day('2026-11-23'));
    expect([ymd(from), ymd(to)]).toEqual(['2026-11-26', '2026-11-30']);
  });

  it('§9 four days when today is Thursday to Saturday; weekend dates move to Monday', () => {
    expect(ymd(estimatedDelivery(1, day('2026-11-26')).from)).toBe('2026-11-30');
    expect(ymd(estimatedDelivery(1, day('2026-11-28')).from)).toBe('2026-12-02');
  });

  it('§9 home delivery 8 days later on a Sunday', () => {
    expect(ymd(estimatedDelivery(1, day('2026-11-22')).to)).toBe('2026-11-30');
  });

  it('§9 express is tomorrow, or Monday from a Friday; store pickup 1 or 2 days', () => {
    expect(ymd(estimatedDelivery(3, day('2026-11-23')).from)).toBe('2026-11-24');
    expect(ymd(estimatedDelivery(3, day('2026-11-27')).from)).toBe('2026-11-30');
    const pickup = estimatedDelivery(0, day('2026-11-23'));
    expect([ymd(pickup.from), ymd(pickup.to)]).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('§9 no estimate ever lands on a weekend and "from" never follows "to"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(0 as const, 1 as const, 3 as const), (offset, selected) => {
        const today = new Date(2026, 0, 1 + offset, 9);
        const { from, to } = estimatedDelivery(selected, today);
        return ![0, 6].includes(from.getDay()) && ![0, 6].includes(to.getDay()) && from <= to && from > today;
      }),
    );
  });
});

describe('result page and delivery modes (account §4, §9)', () => {
  it('§9 store pickup: the next day at 14h; home delivery: 5 days later', () => {
    const pickup = resultPageDeliveryDate('STO', new Date(2026, 10, 23, 18, 30));
    expect([ymd(pickup), pickup.getHours(), pickup.getMinutes()]).toEqual(['2026-11-24', 14, 0]);
    expect(ymd(resultPageDeliveryDate('DIS', new Date(2026, 10, 23, 9)))).toBe('2026-11-28');
  });

  it('§4 selectedPrice 0 is store pickup (STO), 1 and 3 online delivery (DIS)', () => {
    expect([deliveryModeFor(0), deliveryModeFor(1), deliveryModeFor(3)]).toEqual(['STO', 'DIS', 'DIS']);
  });
});

describe('freight line (account §4 Delivery selection)', () => {
  const brand = { shippingMinimum: 59, shippingCost: 4.9, expressShippingCost: 12.9 };

  it('§4 below the free-shipping threshold a FREIGHT_COST line; express gives FREIGHT_EXP', () => {
    expect(freightLine({ ...brand, merchandisePrice: 30, selectedPrice: 1 })).toEqual({ itemType: 'FREIGHT_COST', amount: 4.9 });
    expect(freightLine({ ...brand, merchandisePrice: 30, selectedPrice: 3 })).toEqual({ itemType: 'FREIGHT_EXP', amount: 12.9 });
  });

  it('§4 no freight line at or above the threshold, nor for store pickup', () => {
    expect(freightLine({ ...brand, merchandisePrice: 59, selectedPrice: 1 })).toBeNull();
    expect(freightLine({ ...brand, merchandisePrice: 30, selectedPrice: 0 })).toBeNull();
  });
});

describe('order creation (account §5)', () => {
  const ok = { lineCount: 1, selectedPrice: 1 as const, hasShippingAddress: true, hasBillingAddress: true, shippingCountryAllowed: true };

  it('§5 each missing part gives its message key, in order', () => {
    expect(orderCreationError(ok)).toBeNull();
    expect(orderCreationError({ ...ok, lineCount: 0, hasBillingAddress: false })).toBe('addToCart.5');
    expect(orderCreationError({ ...ok, hasShippingAddress: false })).toBe('product.basket.delivery.4');
    expect(orderCreationError({ ...ok, hasBillingAddress: false })).toBe('addToCart.6');
    expect(orderCreationError({ ...ok, shippingCountryAllowed: false })).toBe('payment.12');
  });

  it('§5 store pickup needs no shipping address', () => {
    expect(orderCreationError({ ...ok, selectedPrice: 0, hasShippingAddress: false })).toBeNull();
  });
});
