/**
 * Resolves what a shopper types in the store search (account §5 Store search: "an Italian city or
 * postal code") to a place of the offline gazetteer (db/seed/gazetteer.ts). Tried in order, the
 * largest population winning inside a pass:
 * 1. five digits: a postal code (CAP);
 * 2. the exact normalised name ("Milano", "milano", "Milan" through its GeoNames row);
 * 3. every word typed starts a word of the name ("Reggio Emilia" → Reggio nell'Emilia);
 * 4. the closest spelling by pg_trgm similarity ("Firenz", "Bologan").
 */
import type { ResolvedPlace } from '@trama/shared/contract';
import { sql } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { normalisedName } from './place-name.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface PlaceRow extends Record<string, unknown> {
  name: string;
  province: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

export const POSTCODE = /^[0-9]{5}$/;

const toPlace = (row: PlaceRow, zip: string | null): ResolvedPlace => ({
  name: row.name,
  province: row.province,
  zip,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
});

export class GazetteerRepository extends SqlRepository {
  /** The place the text names, or null when the gazetteer knows none. */
  async resolve(text: string): Promise<ResolvedPlace | null> {
    const search = text.trim();
    return POSTCODE.test(search) ? this.byPostcode(search) : this.byName(search);
  }

  private async byPostcode(zip: string): Promise<ResolvedPlace | null> {
    const { rows } = await this.db.execute<PlaceRow>(sql`
      select p.name, p.province, p.country, p.latitude, p.longitude
      from gazetteer_postcodes z join gazetteer_places p on p.place_id = z.place_id
      where z.zip = ${zip}
      order by p.population desc, p.place_id
      limit 1`);
    return rows[0] ? toPlace(rows[0], zip) : null;
  }

  private async byName(text: string): Promise<ResolvedPlace | null> {
    const { rows } = await this.db.execute<PlaceRow>(sql`
      with q as (select ${normalisedName(text)} as name),
      words as (select array(select '% ' || w || '%' from unnest(string_to_array((select name from q), ' ')) as w where w <> '') as patterns),
      found as (
        select p.*, 1 as pass, 1::real as score from gazetteer_places p, q where p.search_name = q.name
        union all
        select p.*, 2, 0 from gazetteer_places p, words
        where cardinality(words.patterns) > 0 and (' ' || p.search_name) like all (words.patterns)
        union all
        select p.*, 3, similarity(p.search_name, q.name) from gazetteer_places p, q where q.name <> '' and p.search_name % q.name
      )
      select name, province, country, latitude, longitude from found
      order by pass, score desc, population desc, place_id
      limit 1`);
    return rows[0] ? toPlace(rows[0], null) : null;
  }
}
