/** Storefront §5: search fires only with non-empty criteria. null = nothing to search. */
export function searchPath(criteria: string): string | null {
  const trimmed = criteria.trim();
  return trimmed ? `/search?criteria=${encodeURIComponent(trimmed)}` : null;
}
