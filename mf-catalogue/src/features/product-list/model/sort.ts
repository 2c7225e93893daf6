import { LIST_SORTS, type ListSort } from '@trama/shared/contract';

/**
 * §4 Sorting options. 'promotions' (promotions only) is asked of the API, which keeps only the
 * products on promotion: filtering the loaded page in the browser showed 6 cards under a counter
 * of 83 and could never page through the rest (issue 12).
 */
export const SORT_OPTIONS = LIST_SORTS;
export type SortOption = ListSort;

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}
