import type { Basket } from '@trama/shared/contract';
import { pricingLines, roundAmount } from '@trama/shared/rules';

/** The lines' sum, for when the brand details (and so the full totals) are not known. */
export function basketLineAmounts(basket: Basket, currency: string): number {
  return roundAmount(
    pricingLines(basket).reduce((sum, line) => sum + roundAmount(line.unitPrice * line.quantity, currency), 0),
    currency,
  );
}
