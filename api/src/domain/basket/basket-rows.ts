/**
 * The shapes of basket lines as the database gives them: read by the repository, priced by the
 * service and pack-pricing (one place, so neither has to import the other).
 */
import type { ItemType } from '@trama/shared/contract';

export interface LineRef {
  productId: number;
  size: string;
}

export interface BasketLineRow extends LineRef {
  barcode: string;
  webInventory: number;
  /** What the shopper pays for one piece (after any product discount); 0 = not for sale. */
  startingPrice: number;
  oldPrice: number | null;
  name: string;
  /** The size's name in the language, else its code (issue 29 point 14). */
  sizeName: string;
  canonicalUrl: string;
  /** The product's leaf menu entry: its productCategoryId. */
  menuId: number;
  /** GFC for a gift card: from the products table, whatever the browser's basket says. */
  itemType: ItemType;
}

export const lineKey = (line: LineRef) => `${line.productId}\u0000${line.size}`;

/** A piece of a pack the basket holds, with the pack's reduction on it (product_pack_pieces). */
export interface PackPieceRow {
  packProductId: number;
  pieceProductId: number;
  pieceSize: string;
  discountPercentage: number;
}
