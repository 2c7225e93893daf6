/** Storefront §5: currency amounts round to 2 decimals; Swiss francs to 0.05 steps. */
export function roundAmount(amount: number, currency = 'EUR'): number {
  if (currency === 'CHF') return Math.round(amount * 20) / 20;
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
