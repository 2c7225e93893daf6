/** Storefront §5: prices are shown with a comma and two decimals. */
export function formatPrice(amount: number, currency = 'EUR'): string {
  const fixed = (Math.round(amount * 100) / 100).toFixed(2).replace('.', ',');
  return currency === 'EUR' ? `${fixed} €` : `${fixed} ${currency}`;
}
