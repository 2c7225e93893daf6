/**
 * The order confirmation e-mail (account §4 Order update after payment result): the order number and
 * delivery days a shopper reads must be the ones the checkout and the accepted page showed.
 */
import { describe, expect, it } from 'vitest';
import type { orderLines, orders } from '../../../src/db/schema.ts';
import { orderConfirmationMail } from '../../../src/domain/mail/order-mails.ts';

type OrderRow = typeof orders.$inferSelect;

function order(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    orderId: 100005,
    webOrderId: 'W3-100005',
    webClientId: 1,
    brandId: 3,
    status: 'PAI',
    selectedPrice: 1,
    deliveryMode: 'DIS',
    storeCode: null,
    country: 'IT',
    currency: 'EUR',
    language: 'it',
    email: 'giulia@example.com',
    browserId: null,
    discountCode: null,
    promotionRuleId: null,
    merchandiseTotal: 59.8,
    discountTotal: 0,
    freightTotal: 0,
    totalAmount: 59.8,
    billingAddress: {},
    shippingAddress: {},
    // Tuesday 24 November 2026, 10:00 in Rome: the order of the issue.
    orderDate: new Date('2026-11-24T09:00:00Z'),
    paidAt: null,
    shipmentDate: null,
    carrierCode: null,
    packageNumber: null,
    carrierStatus: null,
    awinAwc: null,
    updatedAt: new Date('2026-11-24T09:00:00Z'),
    stockHold: 'SOLD',
    stockHeldUntil: null,
    ...overrides,
  };
}

const lines = [{ orderId: 100005, orderLineId: 1, quantity: 2, productName: 'Federa in lino', size: '50x80', lineTotal: 59.8, itemTypeCode: 'S' }] as unknown as (typeof orderLines.$inferSelect)[];

describe('order confirmation e-mail', () => {
  it('account §3 the order number is the orderId, as on the accepted page and in the account list', () => {
    const mail = orderConfirmationMail(order(), lines);
    expect(mail.subject).toBe('Conferma del tuo ordine Trama 100005');
    expect(mail.text).toContain('Numero ordine: 100005');
    expect(mail.text).not.toContain('W3-');
  });

  it('storefront §9 the delivery days are the checkout\'s for the same order: Friday 27 November to Tuesday 1 December, never Sunday 29', () => {
    const mail = orderConfirmationMail(order(), lines);
    expect(mail.text).toContain('Consegna stimata: venerdì 27 novembre – martedì 1 dicembre');
    expect(mail.html).toContain('Consegna stimata: venerdì 27 novembre – martedì 1 dicembre');
    expect(mail.text).not.toContain('domenica');
  });

  it('account §2 store pickup: ready the next working day from 14:00, in the order\'s language', () => {
    const friday = new Date('2026-11-27T09:00:00Z');
    const mail = orderConfirmationMail(order({ selectedPrice: 0, deliveryMode: 'STO', orderDate: friday, language: 'en' }), lines);
    expect(mail.text).toContain('Store pickup from: Monday, 30 November, 14:00');
  });

  it('[29.14] each line names its size as the shopper chose it, not its code', () => {
    const mail = orderConfirmationMail(order(), lines, new Map([['100005/1', 'Federa standard']]));
    expect(mail.text).toContain('2 × Federa in lino (Federa standard)');
    expect(mail.text).not.toContain('50x80');
    expect(orderConfirmationMail(order(), lines).text).toContain('2 × Federa in lino (50x80)');
  });
});
