import type { BasketAddLine } from '@trama/shared/bus';
import type { Product, Size } from '@trama/shared/contract';

/**
 * The `basket.add` line for a size, with the display details the basket shows before it asks the
 * API (contract 1.2). The basket's API reprices every line from the database; these are display only.
 * `parent` is the product the shopper is on (the set for a set item), `item` the product of the size.
 */
export function basketAddLine(parent: Product, item: Product, size: Size, quantity: number, menuId?: number): BasketAddLine {
  const discountDetail = size.discountDetail ? { percentage: size.discountDetail.percentage } : null;
  return {
    productId: size.productId,
    parentProductId: parent.productId,
    size: size.size,
    quantity,
    details: {
      name: parent.name,
      photo: parent.photo,
      thumbnail: parent.thumbnail,
      canonicalMenu: parent.menuCanonicalUrl || parent.canonicalMenu,
      canonicalUrl: parent.canonicalUrl,
      menuId,
      productReference: size.productReference,
      startingPrice: size.startingPrice,
      oldPrice: size.oldPrice,
      listPriceAfterDiscount: size.listPriceAfterDiscount,
      discountDetail,
      webInventory: size.webInventory,
      currency: item.currency,
      // Issue 16: a gift card's line is GFC (display only: the API reads the item type from its data).
      itemType: item.itemType === 'GFC' ? 'GFC' : 'EAN',
      productCategoryId: item.productCategoryId,
      // Issue 29 point 14: the name the shopper chose ("Matrimoniale"), shown instead of the code.
      sizeName: size.altSize ?? size.size,
      // Storefront §3 Basket: a pack product's entry is a pack parent whose pack[] names this piece.
      ...(parent.pack ? { pack: [{ parentProductId: parent.productId, productId: size.productId, discountDetail }] } : {}),
    },
  };
}
