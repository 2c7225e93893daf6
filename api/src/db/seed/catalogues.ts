/**
 * Account §3 Catalogue: Trama Casa's seasonal catalogues for the catalogues page. Each opens a
 * page of the shop; the cover is drawn by the media route (/media/catalogues/<slug>.svg). Written once.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Type } from 'typebox';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { inEveryLanguageSchema, loadSeedData, SeedDataError } from './seed-data.ts';
import { SEED_LANGUAGES } from './texts.ts';
import { insertMissing } from './top-up.ts';

/** The catalogues: api/seed-data/catalogues/ (issue 32 §1); a catalogue names its season. */
const CataloguesData = Type.Object({
  seasons: Type.Record(Type.String(), inEveryLanguageSchema(Type.String())),
  catalogues: Type.Array(
    Type.Object(
      { code: Type.String(), name: inEveryLanguageSchema(Type.String()), season: Type.String(), catalogueUrl: Type.String(), photoUrl: Type.String() },
      { additionalProperties: false },
    ),
  ),
});

const DATA = loadSeedData('catalogues', CataloguesData);

/** The row holds the Italian name and season; `texts` the other languages' (account §3 Catalogue). */
export const CATALOGUE_ROWS: (typeof schema.catalogues.$inferInsert)[] = DATA.catalogues.map((catalogue, i) => {
  const season = DATA.seasons[catalogue.season];
  if (!season) throw new SeedDataError(`api/seed-data/catalogues/data.json ${catalogue.code}: no season "${catalogue.season}" in "seasons"`);
  const others = SEED_LANGUAGES.filter((language) => language !== 'it');
  return {
    code: catalogue.code,
    name: catalogue.name.it,
    seasonName: season.it,
    texts: Object.fromEntries(others.map((language) => [language, { name: catalogue.name[language], seasonName: season[language] }])),
    catalogueUrl: catalogue.catalogueUrl,
    photoUrl: catalogue.photoUrl,
    brandId: SHOP_BRAND_ID,
    position: i + 1,
  };
});

/** Writes the catalogues that are missing (issue 32 §1 top-up); returns whether it wrote any. */
export async function seedCataloguesIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  return (await insertMissing(db, schema.catalogues, CATALOGUE_ROWS, ['code'])) > 0;
}
