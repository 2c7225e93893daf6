/**
 * Issue 29 point 14: a size reads as the shopper chose it. A line carries the size's code (`size`:
 * "240x300", "TU", "50 €") and, where known, its name (`sizeName`: "Matrimoniale", "Taglia unica",
 * "€50" in English) — from the product page on add, from the API in the language read now. Every
 * surface (basket, store panel, checkout, accepted page, account) shows it through these two rules.
 */

/** The name when known, else the code; null for a line without a size (freight). */
export function shownSizeName(line: { size: string | null; sizeName?: string | null }): string | null {
  if (line.size === null) return null;
  return line.sizeName?.trim() || line.size;
}

/** What the size is called: a gift card's size is its amount ("Importo 50 €"), any other a size ("Misura Matrimoniale"). */
export function sizeLabelKind(itemType: string | null | undefined): 'amount' | 'size' {
  return itemType === 'GFC' ? 'amount' : 'size';
}
