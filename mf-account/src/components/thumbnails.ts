/** Account §2: up to 3 thumbnails per order or receipt. */
export const MAX_THUMBNAILS = 3;

/**
 * Account §2 Order and ticket lists: product thumbnails exclude lines of item type O (fees,
 * freight); what does not fit is counted in a +N badge.
 */
export function visibleThumbnails<L extends { itemTypeCode: string }>(lines: readonly L[]): { shown: L[]; more: number } {
  const products = lines.filter((line) => line.itemTypeCode !== 'O');
  return { shown: products.slice(0, MAX_THUMBNAILS), more: Math.max(0, products.length - MAX_THUMBNAILS) };
}
