/** Storefront §5: search fires only with non-empty criteria. null = nothing to search. */
export function searchPath(criteria: string): string | null {
  const trimmed = criteria.trim();
  return trimmed ? `/search?criteria=${encodeURIComponent(trimmed)}` : null;
}

/** §5: suggestions show only products with a startingPrice above 0, at most `size` of them. */
export function priced<T extends { startingPrice: number }>(products: T[], size = Infinity): T[] {
  return products.filter((p) => p.startingPrice > 0).slice(0, size);
}
