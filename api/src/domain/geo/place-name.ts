/**
 * One normalisation for place names, applied in PostgreSQL both to the gazetteer's stored
 * search_name (seed) and to what the shopper types (search), so the two always compare alike:
 * accents off, lower case, every run of other characters (apostrophes, hyphens, dots) one space.
 * unaccent runs before lower: lower() of a database in the C locale leaves 'À' as it is, and the
 * punctuation pass would then blank it out.
 */
import { sql, type SQL } from 'drizzle-orm';

/** SQL text of the normalisation of `expression` (for seed statements written as plain SQL). */
export const normalisedNameSql = (expression: string) => `btrim(regexp_replace(lower(trama_unaccent(${expression})), '[^a-z0-9]+', ' ', 'g'))`;

/** The normalisation of a bound value (what the shopper typed). */
export const normalisedName = (value: string): SQL =>
  sql`btrim(regexp_replace(lower(trama_unaccent(${value}::text)), '[^a-z0-9]+', ' ', 'g'))`;
