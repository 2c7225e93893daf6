import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canRedeemLoyalty, convertiblePoints, loyaltyConversion } from './loyalty.ts';
import { confirmationView, purchaseTax, statusAfterPayment } from './order-status.ts';

describe('loyalty (account §4 Loyalty)', () => {
  it('§4 points below the threshold convert to nothing; above, rounded down to the multiple', () => {
    expect(convertiblePoints(199, 200, 100)).toBe(0);
    expect(convertiblePoints(450, 200, 100)).toBe(400);
    expect(convertiblePoints(450, 300, 150)).toBe(450);
  });

  it('§4 convertible points never exceed the balance and are a multiple', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 500 }), (p, t, m) => {
        const c = convertiblePoints(p, t, m);
        return c <= p && c % m === 0 && (p >= t || c === 0);
      }),
    );
  });

  it('§4 the value is the converted share of the balance, rounded down to the cent; only for a client of the brand', () => {
    expect(loyaltyConversion({ points: 450, loyaltyValue: 45, threshold: 200, multiple: 100, eligible: true })).toEqual({
      convertiblePoints: 400,
      convertibleValue: 40,
    });
    expect(loyaltyConversion({ points: 450, loyaltyValue: 45, threshold: 200, multiple: 100, eligible: false }).convertiblePoints).toBe(0);
  });

  it('§4 the button is disabled when the basket price is below the loyalty value', () => {
    expect(canRedeemLoyalty({ basketPrice: 39.99, convertibleValue: 40, convertiblePoints: 400 })).toBe(false);
    expect(canRedeemLoyalty({ basketPrice: 40, convertibleValue: 40, convertiblePoints: 400 })).toBe(true);
    expect(canRedeemLoyalty({ basketPrice: 100, convertibleValue: 0, convertiblePoints: 0 })).toBe(false);
  });
});

describe('order status after payment (account §4)', () => {
  it('§4 failed gives FAI; accepted gives PAI for online delivery or a type-E store, else the delivery mode', () => {
    expect(statusAfterPayment({ accepted: false, deliveryMode: 'DIS' })).toBe('FAI');
    expect(statusAfterPayment({ accepted: true, deliveryMode: 'DIS' })).toBe('PAI');
    expect(statusAfterPayment({ accepted: true, deliveryMode: 'STO', storeType: 'E' })).toBe('PAI');
    expect(statusAfterPayment({ accepted: true, deliveryMode: 'STO', storeType: 'G' })).toBe('STO');
    expect(statusAfterPayment({ accepted: true, deliveryMode: 'DEP' })).toBe('DEP');
  });

  it('§4 Payment confirmation statuses map to the success, failure, awaiting, error and validation views', () => {
    const views: [status: Parameters<typeof confirmationView>[0], view: ReturnType<typeof confirmationView>][] = [
      ['PAYMENT_CONFIRMED', 'success'],
      ['PAYMENT_ACKNOWLEDGED', 'success'],
      ['PAYMENT_CONFIRMED_LATE_AWAITING_ORDER_CONFIRMATION', 'success'],
      ['PAYMENT_FAILED', 'failure'],
      ['PAYMENT_ERROR', 'failure'],
      ['PAYMENT_ACKNOWLEDGMENT_AWAITING', 'awaiting'],
      ['ERROR', 'error'],
      [null, 'validation'],
    ];
    for (const [status, view] of views) expect(confirmationView(status), String(status)).toBe(view);
  });

  it('§4 purchase analytics: VAT at 20 percent', () => {
    expect(purchaseTax(120)).toBe(20);
    expect(purchaseTax(0)).toBe(0);
  });
});
