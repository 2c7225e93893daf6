import type { DiscountDetail, Product, Size } from '@trama/shared/contract';
import { product, size } from './product.ts';

/**
 * Products in the shape the API answers for the seeded catalogue (api/src/db/seed/catalogue:
 * sheets of menu 11 come in 160x280 Singolo, 240x300 Matrimoniale, 270x300 King; a discounted
 * product's sizes carry startingPrice = the discounted price = listPriceAfterDiscount, oldPrice =
 * the list price, and the discount; the product's own prices are those of its cheapest size).
 */
function seededSize(productId: number, position: number, name: string, altSize: string, list: number, stock: number, discount: number | null): Size {
  const detail: DiscountDetail | null = discount ? { percentage: discount } : null;
  const price = discount ? Math.round(list * (100 - discount)) / 100 : list;
  return size({
    size: name,
    altSize,
    productId,
    productReference: `80000000${productId}${position}`.slice(0, 13),
    webInventory: stock,
    startingPrice: price,
    oldPrice: discount ? list : null,
    listPriceAfterDiscount: discount ? price : null,
    discountDetail: detail,
    promotion: detail !== null,
  });
}

function seededProduct(productId: number, name: string, canonicalUrl: string, sizes: Size[]): Product {
  const cheapest = sizes.reduce((a, b) => (b.startingPrice < a.startingPrice ? b : a));
  return product({
    productId,
    name,
    canonicalUrl,
    canonicalMenu: '/letto/lenzuola',
    menuCanonicalUrl: '/letto/lenzuola',
    productUrl: `/letto/lenzuola/${canonicalUrl}`,
    startingPrice: cheapest.startingPrice,
    listPriceAfterDiscount: cheapest.listPriceAfterDiscount,
    oldPrice: cheapest.oldPrice,
    discountDetail: cheapest.discountDetail,
    inSale: cheapest.discountDetail !== null,
    productCategory: 'Lenzuola',
    productCategoryId: 11,
    sizes,
  });
}

/** The sheet of issue 12: 39,90 € single, 50,90 € double (3 left), 56,90 € king. */
export const linenSheet = seededProduct(1203, 'Lenzuolo in lino Salvia', 'lenzuolo-in-lino-salvia-1203', [
  seededSize(1203, 0, '160x280', 'Singolo', 39.9, 12, null),
  seededSize(1203, 1, '240x300', 'Matrimoniale', 50.9, 3, null),
  seededSize(1203, 2, '270x300', 'King', 56.9, 40, null),
]);

/** A sheet at -30%: each size its own list (old) and discounted price. */
export const discountedSheet = seededProduct(1207, 'Lenzuolo in percalle Cipria', 'lenzuolo-in-percalle-cipria-1207', [
  seededSize(1207, 0, '160x280', 'Singolo', 69.9, 30, 30),
  seededSize(1207, 1, '240x300', 'Matrimoniale', 90.9, 2, 30),
]);

/** Sizes of one product with different offers (the contract lets each size carry its own). */
export const mixedOfferSheet = seededProduct(1209, 'Lenzuolo in raso Avorio', 'lenzuolo-in-raso-avorio-1209', [
  seededSize(1209, 0, '160x280', 'Singolo', 59.9, 8, null),
  seededSize(1209, 1, '240x300', 'Matrimoniale', 77.9, 25, 20),
]);
