import { ApiError } from '@trama/shared/api';
import { HOME_GRID_ID } from './grid-ids.ts';

/** Storefront §4 Home grid: only a 503 on the home grid (21) sends the shopper to /503. */
export function isUnavailableGrid(gridId: number | null, error: unknown): boolean {
  return gridId === HOME_GRID_ID && error instanceof ApiError && error.status === 503;
}

/** A grid the API does not know: the page does not exist. */
export function isMissingGrid(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
