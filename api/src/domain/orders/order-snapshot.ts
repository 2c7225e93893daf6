/**
 * What an order keeps (account §3 Order): its freight as a line of its own, named in the order's
 * language, its product lines, and a copy of its addresses. Order creation and the demo orders of the seed write both.
 */
import type { Address, Language } from '@trama/shared/contract';
import type { NewOrderLine } from './order-repository.ts';

/** A priced basket line as an order line (itemTypeCode P), with the product's name and photo as they are now. */
export function productOrderLine(
  line: { productId: number; size: string; productReference: string; quantity: number; unitPrice: number; amount: number; itemType: string },
  productName: string,
  productPhotoUrl: string | null,
): NewOrderLine {
  return {
    productId: line.productId,
    size: line.size,
    barcode: line.productReference,
    quantity: line.quantity,
    listPrice: line.unitPrice,
    lineTotal: line.amount,
    itemType: line.itemType,
    itemTypeCode: 'P',
    productName,
    productPhotoUrl,
  };
}

/** The freight as an order line: a non-product line (itemTypeCode O, account §3 Order), priced once. */
export function freightOrderLine(freight: { amount: number; itemType: string }, productName: string): NewOrderLine {
  return {
    productId: null,
    size: null,
    barcode: null,
    quantity: 1,
    listPrice: freight.amount,
    lineTotal: freight.amount,
    itemType: freight.itemType,
    itemTypeCode: 'O',
    productName,
    productPhotoUrl: null,
  };
}

/** The freight line's name in the order's language. */
export const FREIGHT_NAMES: Record<Language, { FREIGHT_COST: string; FREIGHT_EXP: string }> = {
  it: { FREIGHT_COST: 'Spese di spedizione', FREIGHT_EXP: 'Spedizione express' },
  en: { FREIGHT_COST: 'Shipping', FREIGHT_EXP: 'Express shipping' },
  fr: { FREIGHT_COST: 'Frais de livraison', FREIGHT_EXP: 'Livraison express' },
  de: { FREIGHT_COST: 'Versandkosten', FREIGHT_EXP: 'Expressversand' },
  es: { FREIGHT_COST: 'Gastos de envío', FREIGHT_EXP: 'Envío exprés' },
};

/** What an order keeps of an address: a copy, so later edits of the address book do not rewrite history. */
export function addressSnapshot(address: Address): Record<string, unknown> {
  const { webClientId: _owner, isDefault: _default, ...copy } = address;
  return copy;
}
