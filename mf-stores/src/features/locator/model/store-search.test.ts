import { describe, expect, it } from 'vitest';
import { ApiError } from '@trama/shared/api';
import { canSearch, positionSearch, searchErrorKey } from './store-search.ts';

describe('store search (account §5 Store search, storefront §9)', () => {
  it('§5 the search is enabled only when the text is longer than 3 characters', () => {
    expect(canSearch('')).toBe(false);
    expect(canSearch('Mil')).toBe(false);
    expect(canSearch('  Bra  ')).toBe(false);
    expect(canSearch('Mila')).toBe(true);
    expect(canSearch('2012')).toBe(true);
  });

  it('§8 a place the gazetteer does not know reads locator.9; other failures keep their message', () => {
    expect(searchErrorKey(new ApiError(404, 'PLACE_NOT_FOUND', 'Error.1'))).toBe('locator.9');
    expect(searchErrorKey(new ApiError(503, 'DOWN', 'Error.3'))).toBe('Error.3');
    expect(searchErrorKey(new Error('boom'))).toBe('error_message');
  });

  it('a position is sent rounded to three decimals (about 100 m)', () => {
    expect(positionSearch(45.464211, 9.190111)).toEqual({ latitude: 45.464, longitude: 9.19 });
  });
});
