import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SelectedPrice } from '../../contract/checkout.ts';
import { deliveryEstimate, deliveryModeFor, estimatedDelivery, formatDeliveryDay, formatDeliveryWindow, deliveryEstimateMessage, freightLine, orderCreationError, resultPageDeliveryDate } from './delivery.ts';
import { formatOrderNumber } from './order-number.ts';

// 10:00 in Rome; the rule reads the order date in the shop's calendar.
const at = (iso: string, time = '10:00') => new Date(`${iso}T${time}:00+01:00`);
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe('delivery estimates (storefront §9, account §2 and §9)', () => {
  // 2026-11-23 is a Monday.
  it('§9 home delivery from three days later, to seven days later', () => {
    expect(deliveryEstimate(at('2026-11-23'), 1)).toEqual({ from: '2026-11-26', to: '2026-11-30', pickupHour: null });
  });

  it('§9 the order of the issue (Tuesday 24 November) is delivered Friday 27 to Tuesday 1 December, never Sunday 29', () => {
    expect(deliveryEstimate(at('2026-11-24'), 1)).toEqual({ from: '2026-11-27', to: '2026-12-01', pickupHour: null });
  });

  it('§9 four days when today is Thursday to Saturday; weekend dates move to Monday', () => {
    expect(deliveryEstimate(at('2026-11-26'), 1).from).toBe('2026-11-30');
    expect(deliveryEstimate(at('2026-11-28'), 1).from).toBe('2026-12-02');
  });

  it('§9 home delivery 8 days later on a Sunday', () => {
    expect(deliveryEstimate(at('2026-11-22'), 1).to).toBe('2026-11-30');
  });

  it('§9 express is tomorrow, or Monday from a Friday', () => {
    expect(deliveryEstimate(at('2026-11-23'), 3)).toEqual({ from: '2026-11-24', to: '2026-11-24', pickupHour: null });
    expect(deliveryEstimate(at('2026-11-27'), 3).from).toBe('2026-11-30');
  });

  it('§9 store pickup 1 or 2 days, ready from 14h the next working day (account §2 accepted page)', () => {
    expect(deliveryEstimate(at('2026-11-23', '18:30'), 0)).toEqual({ from: '2026-11-24', to: '2026-11-25', pickupHour: 14 });
    expect(deliveryEstimate(at('2026-11-27'), 0)).toEqual({ from: '2026-11-30', to: '2026-11-30', pickupHour: 14 });
  });

  it("§9 the order date is read in the shop's calendar: 00:30 in Rome is already the next day", () => {
    expect(deliveryEstimate('2026-11-23T23:30:00Z', 1)).toEqual(deliveryEstimate(at('2026-11-24'), 1));
  });

  it('§9 no estimate ever lands on a Saturday or a Sunday, and "from" never follows "to"', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom<SelectedPrice>(0, 1, 3),
        (orderDate, selected) => {
          const { from, to } = deliveryEstimate(orderDate, selected);
          const ordered = orderDate.toISOString().slice(0, 10);
          return ![0, 6].includes(weekdayOf(from)) && ![0, 6].includes(weekdayOf(to)) && from <= to && from >= ordered;
        },
      ),
    );
  });

  it('§9 one way of writing a day for every surface', () => {
    expect(formatDeliveryDay('2026-11-27', 'it')).toBe('venerdì 27 novembre');
    // Issue 17 §3: English is en-IE (docs/languages.md), day before month, a 24-hour clock.
    expect(formatDeliveryDay('2026-12-01', 'en')).toBe('Tuesday, 1 December');
    expect(formatDeliveryWindow(deliveryEstimate(at('2026-11-27'), 0), 'en')).toBe('Monday, 30 November, 14:00');
    expect(formatDeliveryWindow(deliveryEstimate(at('2026-11-24'), 1), 'it')).toBe('venerdì 27 novembre – martedì 1 dicembre');
    expect(formatDeliveryWindow(deliveryEstimate(at('2026-11-27'), 0), 'it')).toBe('lunedì 30 novembre, 14:00');
  });
});

describe('[29.11] the checkout\'s estimate sentence', () => {
  it('[29.11] a pickup ordered on Friday 27 November is ready on Monday 30 only: one date, never "between Monday 30 and Monday 30"', () => {
    const pickup = deliveryEstimate(at('2026-11-27'), 0);
    expect(pickup.from).toBe(pickup.to);
    expect(deliveryEstimateMessage(pickup, 'it')).toEqual({ key: 'checkout.delivery.estimateOn', values: { day: 'lunedì 30 novembre' } });
    expect(deliveryEstimateMessage(deliveryEstimate(at('2026-11-23'), 3), 'en')).toEqual({ key: 'checkout.delivery.estimateOn', values: { day: 'Tuesday, 24 November' } });
  });

  it('[29.11] two different days stay a range', () => {
    expect(deliveryEstimateMessage(deliveryEstimate(at('2026-11-24'), 1), 'it')).toEqual({
      key: 'checkout.delivery.estimate',
      values: { from: 'venerdì 27 novembre', to: 'martedì 1 dicembre' },
    });
    expect(deliveryEstimateMessage(deliveryEstimate(at('2026-11-24'), 0), 'it').key).toBe('checkout.delivery.estimate');
  });
});

describe('contract 1.3 names kept for older remotes', () => {
  it('§9 they give the one rule\'s days: the accepted page of an older build no longer says Sunday 29', () => {
    const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(ymd(resultPageDeliveryDate('DIS', at('2026-11-24')))).toBe('2026-11-27');
    expect(resultPageDeliveryDate('STO', at('2026-11-24')).getHours()).toBe(14);
    const { from, to } = estimatedDelivery(1, at('2026-11-24'));
    expect([ymd(from), ymd(to)]).toEqual(['2026-11-27', '2026-12-01']);
  });
});

describe('delivery modes and order number (account §3, §4)', () => {
  it('§4 selectedPrice 0 is store pickup (STO), 1 and 3 online delivery (DIS)', () => {
    expect([deliveryModeFor(0), deliveryModeFor(1), deliveryModeFor(3)]).toEqual(['STO', 'DIS', 'DIS']);
  });

  it('§3 the order number a shopper reads is the orderId', () => {
    expect(formatOrderNumber(100005)).toBe('100005');
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

  it('§9 gift cards alone ship for free, home or express (storefront §3 itemType GFC, as priceBasket)', () => {
    expect(freightLine({ ...brand, merchandisePrice: 0, selectedPrice: 1, hasMerchandise: false })).toBeNull();
    expect(freightLine({ ...brand, merchandisePrice: 0, selectedPrice: 3, hasMerchandise: false })).toBeNull();
    expect(freightLine({ ...brand, merchandisePrice: 30, selectedPrice: 1, hasMerchandise: true })).toEqual({ itemType: 'FREIGHT_COST', amount: 4.9 });
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
