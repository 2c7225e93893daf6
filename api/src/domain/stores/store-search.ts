/**
 * What a store search is near (account §5 Store search, §7 store calls): a place the shopper
 * typed, resolved by the gazetteer, or a position the browser's geolocation gave.
 */
import type { ResolvedPlace } from '@trama/shared/contract';
import { badRequest, notFound } from '../errors.ts';
import type { GazetteerRepository, GeoPoint } from '../geo/gazetteer-repository.ts';

export interface StoreSearch {
  location?: string;
  latitude?: number;
  longitude?: number;
}

/** Account §5 / storefront §9: the search button is enabled only above 3 characters; the API agrees. */
export const MIN_LOCATION_LENGTH = 4;

/** The place and point searched for; null when the search names neither a location nor a position. */
export async function locate(gazetteer: GazetteerRepository, search: StoreSearch): Promise<{ place: ResolvedPlace | null; point: GeoPoint } | null> {
  const hasPosition = search.latitude !== undefined || search.longitude !== undefined;
  if (search.location !== undefined && hasPosition) {
    throw badRequest('SEARCH_AMBIGUOUS', 'Search by location or by lat and lng, not both.');
  }
  if (search.location !== undefined) {
    if (search.location.trim().length < MIN_LOCATION_LENGTH) {
      throw badRequest('LOCATION_TOO_SHORT', `A location needs at least ${MIN_LOCATION_LENGTH} characters.`);
    }
    const place = await gazetteer.resolve(search.location);
    if (!place) throw notFound('PLACE_NOT_FOUND', 'No Italian municipality or postal code matches the search.', 'locator.9');
    return { place, point: { latitude: place.latitude, longitude: place.longitude } };
  }
  if (!hasPosition) return null;
  if (search.latitude === undefined || search.longitude === undefined) {
    throw badRequest('POSITION_INCOMPLETE', 'A position needs both lat and lng.');
  }
  // The query schema bounds both, but its number coercion lets 'Infinity' and '1e400' through.
  if (!(Math.abs(search.latitude) <= 90 && Math.abs(search.longitude) <= 180)) {
    throw badRequest('INVALID_POSITION', 'lat must be within ±90 and lng within ±180.');
  }
  return { place: null, point: { latitude: search.latitude, longitude: search.longitude } };
}
