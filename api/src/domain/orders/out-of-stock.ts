/**
 * Account §8 product.basket.delivery.15 (sold out) or .16 (fewer left than asked): 409
 * OUT_OF_STOCK with the short lines, against the stock that serves the order — the web inventory,
 * or for a store pickup (issue 15) that store's shelf, sent in the same `webStock` field (the
 * message names the store). Order creation and the payment session (issue 29 §1) answer it alike.
 */
import type { BasketPricing, ShortStockLine } from '@trama/shared/contract';
import { AppError } from '../errors.ts';

export function outOfStock(shortProducts: ShortStockLine[], storeCode: string | null): AppError {
  const someLeft = shortProducts.some((line) => line.webStock > 0);
  const where = storeCode ? ` at store ${storeCode}` : '';
  return new AppError(409, 'OUT_OF_STOCK', `Not enough stock${where}: ${shortProducts.map((line) => `${line.productName} (${line.size})`).join(', ')}.`, {
    messageKey: someLeft ? 'product.basket.delivery.16' : 'product.basket.delivery.15',
    extra: { shortProducts },
  });
}

/**
 * A first look at the stock that serves the order (the web inventory, or for a store pickup, issue
 * 15, that store's shelf): refuses at once what is plainly short. The look is not the hold: the
 * pieces are taken inside the creation's transaction (StockHolds.hold), which decides races.
 */
export function stockShort(lines: BasketPricing['lines'], stockOf: (line: BasketPricing['lines'][number]) => number, storeCode: string | null): AppError | null {
  const shortProducts: ShortStockLine[] = lines
    .filter((line) => stockOf(line) < line.quantity)
    .map((line) => ({ productId: line.productId, size: line.size, productName: line.name, webStock: Math.max(0, stockOf(line)), requested: line.quantity }));
  return shortProducts.length === 0 ? null : outOfStock(shortProducts, storeCode);
}
