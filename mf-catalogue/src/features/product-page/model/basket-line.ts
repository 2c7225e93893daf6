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

/**
 * Issue 31 §6 (storefront §3 Basket packParent / pack[], §4): the `basket.add` lines of a pack whose
 * pieces are products of their own, added at once so the pack arrives whole. The pack's own line
 * (`size` of the pack, `quantity` packs) is its heading and costs nothing itself; each piece is a
 * child line of the same quantity at its price in the pack; every line carries the pack's refs
 * (parentProductId the pack, productId the piece, the pack's percentage on it). The API prices
 * them again from its database (docs/basket.md "Packs").
 */
export function packAddLines(pack: Product, size: Size, quantity: number, menuId?: number): BasketAddLine[] {
  const pieces = pack.packPieces ?? [];
  const refs = pieces.map((piece) => ({ parentProductId: pack.productId, productId: piece.productId, discountDetail: { percentage: piece.discountDetail.percentage } }));
  const heading = basketAddLine(pack, pack, size, quantity, menuId);
  heading.details = { ...heading.details, startingPrice: 0, oldPrice: null, listPriceAfterDiscount: 0, discountDetail: null, pack: refs };
  const children = pieces.map((piece): BasketAddLine => ({
    productId: piece.productId,
    parentProductId: pack.productId,
    size: piece.size,
    quantity,
    details: {
      ...heading.details,
      name: piece.name,
      productReference: piece.productReference,
      startingPrice: piece.startingPrice,
      oldPrice: piece.startingPrice,
      listPriceAfterDiscount: piece.listPriceAfterDiscount,
      discountDetail: { percentage: piece.discountDetail.percentage },
      webInventory: piece.webInventory,
      sizeName: piece.sizeName,
      pack: refs,
    },
  }));
  return [heading, ...children];
}
