/**
 * Distances are computed in PostgreSQL (issue 15 point 2), so the database can order and cut the
 * list: the haversine great-circle distance on a sphere of the Earth's mean radius, enough for a
 * store locator (the error against the ellipsoid stays under 0.5 %).
 */
import { sql, type SQL } from 'drizzle-orm';
import { stores } from '../../db/schema.ts';
import type { GeoPoint } from '../geo/gazetteer-repository.ts';

export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres from `point` to the store of the row (null for a store without coordinates). */
export function distanceKm(point: GeoPoint): SQL<number | null> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  // least(1, …): rounding may push the haversine term a hair above 1 for antipodes, where asin fails.
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${stores.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)))))`;
}

/** Kilometres with one decimal, as shoppers read them. */
export const roundedKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);
