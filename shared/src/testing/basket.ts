/** Builders for the rules' tests: a readable default plus the fields a test is about. */
import type { BasketAddLine } from '../bus/topics.ts';
import type { Basket, BasketEntry, BasketSizeLine, Promotion } from '../contract/index.ts';
import type { PricingCoupon, PricingInput, PricingLine } from '../rules/basket/types.ts';

export function pricingLine(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    productId: 1,
    size: 'M',
    productReference: '8000000000001',
    quantity: 1,
    unitPrice: 10,
    oldUnitPrice: 10,
    itemType: 'EAN',
    productCategoryId: null,
    ...overrides,
  };
}

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    promotionRuleId: 1,
    ruleType: 'VALUE',
    ruleName: 'rule',
    threshold: null,
    quantity: null,
    currency: 'EUR',
    discounts: [10],
    productClusterId: null,
    productClusterId_1: null,
    productClusterId_2: null,
    productCategoryId_1: null,
    productCategoryId_2: null,
    promotionName: null,
    ...overrides,
  };
}

export function coupon(overrides: Partial<PricingCoupon> = {}): PricingCoupon {
  return { discountCode: 'CODE', couponType: 'PERCENT', value: 10, cumulative: true, productCluster: [], ...overrides };
}

/** A basket far below no shipping minimum by default: shipping is free unless a test asks for it. */
export function pricingInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [pricingLine()],
    currency: 'EUR',
    shippingMinimum: 0,
    shippingCost: 0,
    promotions: [],
    clusterBarcodes: {},
    coupon: null,
    ...overrides,
  };
}

export function addLine(overrides: Partial<BasketAddLine> = {}): BasketAddLine {
  return {
    productId: 11,
    parentProductId: 10,
    size: 'M',
    quantity: 1,
    details: { name: 'Lenzuolo', startingPrice: 20, productReference: '8000000000011', currency: 'EUR' },
    ...overrides,
  };
}

export function sizeLine(overrides: Partial<BasketSizeLine> = {}): BasketSizeLine {
  return {
    productId: 11,
    productReference: '8000000000011',
    size: 'M',
    quantity: 1,
    webInventory: 5,
    startingPrice: 20,
    oldPrice: null,
    listPriceAfterDiscount: null,
    discountDetail: null,
    itemType: 'EAN',
    currency: 'EUR',
    taxRate: 22,
    specialDiscount: null,
    createdDate: '2026-01-01T00:00:00.000Z',
    parentId: 10,
    ...overrides,
  };
}

/**
 * A pack entry under parent product 100: the pack parent line (product 100) and two children
 * (101, 102), every line at `quantity` pieces unless a child quantity is given.
 */
export function packBasket(quantity: number, childQuantities: [number, number] = [quantity, quantity]): Basket {
  const entry: BasketEntry = {
    name: 'Parure',
    photo: '',
    thumbnail: '',
    canonicalMenu: '',
    canonicallUrl: '',
    menuId: 0,
    packParent: true,
    pack: [
      { parentProductId: 100, productId: 101, discountDetail: null },
      { parentProductId: 100, productId: 102, discountDetail: null },
    ],
    sizes: [
      sizeLine({ productId: 100, size: 'UNI', quantity, parentId: 100 }),
      sizeLine({ productId: 101, size: 'M', quantity: childQuantities[0], parentId: 100 }),
      sizeLine({ productId: 102, size: 'M', quantity: childQuantities[1], parentId: 100 }),
    ],
  };
  return { '100': entry };
}

export function quantities(basket: Basket, parentId: string): number[] {
  return (basket[parentId]?.sizes ?? []).map((s) => s.quantity);
}
