import { describe, expect, it } from 'vitest';
import type { BasketAddLine } from '../../bus/topics.ts';
import type { Basket } from '../../contract/index.ts';
import { addLinesAnalyticsEvent, basketAnalyticsEvent, productAnalyticsEvent } from './analytics-items.ts';
import { ga4Event } from './ga4-events.ts';

const product = { productId: 10373, name: 'Orecchini Luna', startingPrice: 120, listPriceAfterDiscount: 96, currency: 'EUR' };

describe('[31.3] GA4 ecommerce events (storefront §4 wishlist heart, account §4 purchase)', () => {
  it('[31.3] view_item and add_to_wishlist: one piece at the price shown (after discount), no size yet', () => {
    for (const name of ['view_item', 'add_to_wishlist'] as const) {
      expect(ga4Event({ name, data: productAnalyticsEvent(product) })).toEqual({
        event: name,
        ecommerce: { currency: 'EUR', value: 96, items: [{ item_id: '10373', item_name: 'Orecchini Luna', price: 96, quantity: 1 }] },
      });
    }
    expect(ga4Event({ name: 'view_item', data: productAnalyticsEvent({ ...product, listPriceAfterDiscount: null }) })?.ecommerce.value).toBe(120);
  });

  it('[31.3] add_to_cart: the lines added, the size the shopper chose as item_variant, value = price × quantity', () => {
    const lines: BasketAddLine[] = [
      { productId: 501, parentProductId: 500, size: '240x300', quantity: 2, details: { name: 'Lenzuola Lino', startingPrice: 89.9, listPriceAfterDiscount: null, currency: 'EUR', sizeName: 'Matrimoniale' } },
      { productId: 502, parentProductId: 500, size: 'S', quantity: 1, details: { name: 'Federa', startingPrice: 20, listPriceAfterDiscount: 15.5 } },
    ];
    expect(ga4Event({ name: 'add_to_cart', data: addLinesAnalyticsEvent(lines) })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 195.3,
        items: [
          { item_id: '501', item_name: 'Lenzuola Lino', price: 89.9, quantity: 2, item_variant: 'Matrimoniale' },
          { item_id: '502', item_name: 'Federa', price: 15.5, quantity: 1, item_variant: 'S' },
        ],
      },
    });
  });

  it('[31.3] begin_checkout: every size line of the basket, with the applied coupon', () => {
    const line = { productReference: 'R', webInventory: 5, oldPrice: null, discountDetail: null, itemType: 'EAN', currency: 'EUR', taxRate: 22, specialDiscount: null, createdDate: '', parentId: 700 } as const;
    const basket = {
      700: {
        name: 'Tovaglia',
        photo: '',
        thumbnail: '',
        canonicalMenu: '',
        canonicallUrl: '',
        menuId: 1,
        packParent: false,
        pack: [],
        sizes: [
          { ...line, productId: 701, size: '150x200', quantity: 1, startingPrice: 59, listPriceAfterDiscount: null },
          { ...line, productId: 702, size: '150x300', quantity: 3, startingPrice: 79, listPriceAfterDiscount: 69, sizeName: 'Grande' },
        ],
      },
    } as unknown as Basket;
    expect(ga4Event({ name: 'begin_checkout', data: basketAnalyticsEvent(basket, 'EUR', 'WELCOME10') })).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 266,
        coupon: 'WELCOME10',
        items: [
          { item_id: '701', item_name: 'Tovaglia', price: 59, quantity: 1, item_variant: '150x200' },
          { item_id: '702', item_name: 'Tovaglia', price: 69, quantity: 3, item_variant: 'Grande' },
        ],
      },
    });
  });

  it('[31.3] account §4 purchase: transaction_id, the amount charged, tax at 20 % VAT, shipping and coupon', () => {
    const push = ga4Event({
      name: 'purchase',
      data: {
        orderId: 42,
        webOrderId: 'W000042',
        value: 190.8,
        tax: 31.8,
        shipping: 6.9,
        currency: 'EUR',
        coupon: 'WELCOME10',
        items: [{ productId: 501, size: '240x300', quantity: 2, price: 91.95, name: 'Lenzuola Lino' }],
      },
    });
    expect(push).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '42',
        currency: 'EUR',
        value: 190.8,
        // 190.80 − 190.80 / 1.2 = 31.80: the VAT included in a price at 20 %.
        tax: 31.8,
        shipping: 6.9,
        coupon: 'WELCOME10',
        items: [{ item_id: '501', item_name: 'Lenzuola Lino', price: 91.95, quantity: 2, item_variant: '240x300' }],
      },
    });
    expect(ga4Event({ name: 'purchase', data: { orderId: 7, webOrderId: 'W7', value: 100, tax: 0, shipping: 0, currency: 'EUR', coupon: null, items: [{ productId: 1, size: null, quantity: 1, price: 100, name: 'x' }] } })?.ecommerce).toEqual({
      transaction_id: '7',
      currency: 'EUR',
      value: 100,
      tax: 16.67,
      shipping: 0,
      items: [{ item_id: '1', item_name: 'x', price: 100, quantity: 1 }],
    });
  });

  it('[31.3] nothing GA4 could count is no event: no valid item, no currency', () => {
    expect(ga4Event({ name: 'view_item', data: { currency: 'EUR', items: [] } })).toBeNull();
    expect(ga4Event({ name: 'add_to_cart', data: { currency: 'EUR', items: [{ productId: 1, name: 'x', price: Number.NaN, quantity: 1, size: null }] } })).toBeNull();
    expect(ga4Event({ name: 'add_to_cart', data: { currency: 'EUR', items: [{ productId: 1, name: 'x', price: 1, quantity: 0, size: null }] } })).toBeNull();
    expect(ga4Event({ name: 'view_item', data: { currency: '', items: [{ productId: 1, name: 'x', price: 1, quantity: 1, size: null }] } })).toBeNull();
  });
});
