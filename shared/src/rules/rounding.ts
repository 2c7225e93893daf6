/** Storefront §5: currency amounts round to 2 decimals; Swiss francs to 0.05 steps. */
export function roundAmount(amount: number, currency = 'EUR'): number {
  const rounded = currency === 'CHF' ? Math.round(amount * 20) / 20 : Math.round((amount + Number.EPSILON) * 100) / 100;
  // A tiny negative rounds to -0, which would print as "-0,00" in some formatters and break idempotence.
  return rounded === 0 ? 0 : rounded;
}
