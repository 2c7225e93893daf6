/** The locator's search (account §5 Store search, storefront §9). */
import { ApiError, type StoreSearch } from '@trama/shared/api';

/** §5 / §9: the search text must be longer than 3 characters. */
export const MIN_SEARCH_LENGTH = 4;

/** §5: the search button is enabled only when the text (trimmed) is longer than 3 characters. */
export function canSearch(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

/** A position is sent rounded to about 100 m: enough for "nearest", no more than that about the shopper. */
export function positionSearch(latitude: number, longitude: number): StoreSearch {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** The message of a failed search: a place the gazetteer does not know is locator.9 (account §8). */
export function searchErrorKey(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'PLACE_NOT_FOUND' ? 'locator.9' : error.messageKey;
  return 'error_message';
}
