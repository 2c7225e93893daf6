/**
 * Account §3 Catalogue: Trama Casa's seasonal catalogues for the catalogues page. Each opens a
 * page of the shop; the cover is drawn by the media route (/media/catalogues/<slug>.svg). Written once.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';

const AI26 = { en: 'Autumn-Winter 2026', fr: 'Automne-Hiver 2026', de: 'Herbst-Winter 2026', es: 'Otoño-Invierno 2026' } as const;
const PE26 = { en: 'Spring-Summer 2026', fr: 'Printemps-Été 2026', de: 'Frühjahr-Sommer 2026', es: 'Primavera-Verano 2026' } as const;
type Translated = Record<keyof typeof AI26, string>;

/** The other languages' name and season of a catalogue (Italian is the row's own). */
function texts(names: Translated, season: Translated) {
  return Object.fromEntries((Object.keys(names) as (keyof Translated)[]).map((language) => [language, { name: names[language], seasonName: season[language] }]));
}

export const CATALOGUE_ROWS: (typeof schema.catalogues.$inferInsert)[] = [
  {
    code: 'AI26-LETTO',
    name: 'Il letto di lino',
    seasonName: 'Autunno-Inverno 2026',
    texts: texts({ en: 'The linen bed', fr: 'Le lit en lin', de: 'Das Leinenbett', es: 'La cama de lino' }, AI26),
    catalogueUrl: '/it/letto',
    photoUrl: '/media/catalogues/ai26-letto-lino.svg',
  },
  {
    code: 'AI26-TAVOLA',
    name: 'La tavola delle feste',
    seasonName: 'Autunno-Inverno 2026',
    texts: texts({ en: 'The festive table', fr: 'La table des fêtes', de: 'Die festliche Tafel', es: 'La mesa de fiesta' }, AI26),
    catalogueUrl: '/it/tavola',
    photoUrl: '/media/catalogues/ai26-tavola-feste.svg',
  },
  {
    code: 'PE26-BAGNO',
    name: 'Spugna e sole',
    seasonName: 'Primavera-Estate 2026',
    texts: texts({ en: 'Terry and sunshine', fr: 'Éponge et soleil', de: 'Frottee und Sonne', es: 'Rizo y sol' }, PE26),
    catalogueUrl: '/it/bagno',
    photoUrl: '/media/catalogues/pe26-bagno-spugna.svg',
  },
  {
    code: 'PE26-HOMEWEAR',
    name: 'Lino da indossare',
    seasonName: 'Primavera-Estate 2026',
    texts: texts({ en: 'Linen to wear', fr: 'Le lin à porter', de: 'Leinen zum Tragen', es: 'Lino para vestir' }, PE26),
    catalogueUrl: '/it/homewear',
    photoUrl: '/media/catalogues/pe26-homewear-lino.svg',
  },
].map((row, i) => ({ ...row, brandId: SHOP_BRAND_ID, position: i + 1 }));

export async function seedCataloguesIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.catalogues);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(schema.catalogues).values(CATALOGUE_ROWS);
  return true;
}
