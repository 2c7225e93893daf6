/**
 * Packs in the priced basket (issue 31 §6; storefront §1 packs, §3 Basket packParent / pack[], §4
 * "a pack child quantity cannot go below the pack parent quantity"). A pack is a product of its
 * own whose pieces are products of their own (product_pack_pieces, migration 0024): the basket
 * holds the pack's line (its count) and one line per piece.
 *
 * The price rule, read from the database and never from the browser's refs:
 * - the pack's own line is its heading: it costs nothing itself, its price is its pieces';
 * - a piece line costs its own price less the pack's percentage (pack[].discountDetail) while its
 *   pack's line is in the basket; a piece bought alone costs its own price;
 * - a piece never below its pack: a piece line holding fewer than its packs' count (or missing)
 *   is a broken pack, refused (400 PACK_PIECE_BELOW_PACK); the basket never sends one (§4).
 * Pieces added beyond the pack's count stay on the pack's line and keep its price (§4 lets a child
 * go above its parent; the line is one line).
 */
import { roundAmount } from '@trama/shared/rules';
import { badRequest } from '../errors.ts';
import { lineKey, type LineRef, type PackPieceRow } from './basket-rows.ts';

export interface PackPricing {
  /** Lines of packs (their heading): priced 0. */
  headings: Set<string>;
  /** Piece line key -> the pack's reduction on it, in percent. */
  pieceDiscounts: Map<string, number>;
}

/** Which lines are pack headings and which pieces get their pack's reduction; throws on a broken pack. */
export function packPricing(lines: readonly (LineRef & { quantity: number })[], pieces: readonly PackPieceRow[]): PackPricing {
  const headings = new Set<string>();
  const pieceDiscounts = new Map<string, number>();
  const required = new Map<string, number>();
  const byPack = new Map<number, PackPieceRow[]>();
  for (const piece of pieces) byPack.set(piece.packProductId, [...(byPack.get(piece.packProductId) ?? []), piece]);
  for (const line of lines) {
    const packPieces = byPack.get(line.productId);
    if (!packPieces) continue;
    headings.add(lineKey(line));
    for (const piece of packPieces) {
      const key = lineKey({ productId: piece.pieceProductId, size: piece.pieceSize });
      required.set(key, (required.get(key) ?? 0) + line.quantity);
      pieceDiscounts.set(key, piece.discountPercentage);
    }
  }
  const quantities = new Map(lines.map((line) => [lineKey(line), line.quantity]));
  for (const [key, count] of required) {
    if ((quantities.get(key) ?? 0) < count) {
      const [productId, size] = key.split('\u0000');
      throw badRequest(
        'PACK_PIECE_BELOW_PACK',
        `Piece ${productId} (size '${size}') is below its pack: a pack's pieces are at least as many as the pack (storefront §4).`,
        'line.packChild',
      );
    }
  }
  return { headings, pieceDiscounts };
}

/** A piece's unit price in its pack: its own price less the pack's percentage, to the cent. */
export function packPiecePrice(unitPrice: number, percentage: number, currency: string): number {
  return roundAmount(unitPrice * (1 - percentage / 100), currency);
}
