import type { StoreBarcodeStock } from '@trama/shared/contract';
import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { stores } from '../../db/schema.ts';
import type { GeoPoint } from '../geo/gazetteer-repository.ts';
import { sizeNameSql } from '../catalogue/size-name.ts';
import { distanceKm } from './store-distance.ts';

export type StoreRow = typeof stores.$inferSelect;

/** A size the shopper wants to collect, with its barcode (the store stock's key). */
export interface StockLine {
  productId: number;
  size: string;
  barcode: string;
  quantity: number;
}

export interface StoreAtDistance {
  row: StoreRow;
  distanceKm: number | null;
}

export interface CollectableStore extends StoreAtDistance {
  barcodeList: StoreBarcodeStock[];
}

const inCountries = (countries: string[] | null): SQL | undefined => (countries ? inArray(stores.country, countries) : undefined);

export class StoreRepository extends SqlRepository {
  byBrand(brandId: number): Promise<StoreRow[]> {
    return this.db.select().from(stores).where(eq(stores.brandId, brandId)).orderBy(asc(stores.storeId));
  }

  /** The brand's stores in `countries` (every country for null), by country, city and name: the shops list. */
  listed(brandId: number, countries: string[] | null): Promise<StoreRow[]> {
    return this.db
      .select()
      .from(stores)
      .where(and(eq(stores.brandId, brandId), inCountries(countries)))
      .orderBy(asc(stores.country), asc(stores.city), asc(stores.name), asc(stores.storeId));
  }

  /** The brand's stores within `radiusKm` of `point`, nearest first, at most `limit`. */
  async nearest(brandId: number, point: GeoPoint, options: { countries: string[] | null; radiusKm: number; limit: number }): Promise<StoreAtDistance[]> {
    const distance = distanceKm(point);
    const rows = await this.db
      .select({ row: stores, distanceKm: distance })
      .from(stores)
      .where(
        and(eq(stores.brandId, brandId), inCountries(options.countries), isNotNull(stores.latitude), isNotNull(stores.longitude), sql`${distance} <= ${options.radiusKm}::float8`),
      )
      .orderBy(asc(distance), asc(stores.storeId))
      .limit(options.limit);
    return rows;
  }

  /** The sizes of `refs` the brand sells (a price above 0), with their barcodes; unknown ones are absent. */
  async sizes(brandId: number, refs: readonly { productId: number; size: string }[]): Promise<{ productId: number; size: string; barcode: string }[]> {
    if (refs.length === 0) return [];
    const { rows } = await this.db.execute<{ productId: number; size: string; barcode: string }>(sql`
      select s.product_id as "productId", s.size, s.barcode
      from unnest(${sql.param(refs.map((r) => r.productId))}::int[], ${sql.param(refs.map((r) => r.size))}::text[]) as r(product_id, size)
      join product_sizes s on s.product_id = r.product_id and s.size = r.size and s.starting_price > 0
      join products p on p.product_id = s.product_id and p.brand_id = ${brandId}`);
    return rows;
  }

  /**
   * Account §3 Store / §7 click-and-collect-stores: the brand's stores that take web orders (a
   * basket, never a depot of type G) whose stock covers every line, with that stock per line;
   * nearest first when `point` is given, else the stores of `firstCountries` first (the visitor's
   * network), then the others, each by country, city and name. Every country is listed: the
   * visitor's country orders the list, it never hides a store (issue 29 point 10).
   */
  async collectable(
    brandId: number,
    lines: readonly StockLine[],
    point: GeoPoint | null,
    firstCountries: string[] | null,
    language: string,
  ): Promise<CollectableStore[]> {
    const requested = sql`unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.size))}::text[],
      ${sql.param(lines.map((l) => l.barcode))}::text[], ${sql.param(lines.map((l) => l.quantity))}::int[])
      with ordinality as l(product_id, size, barcode, quantity, position)`;
    const stockOf = sql`(select ss.stock from store_stock ss where ss.store_id = ${stores.storeId} and ss.barcode = l.barcode)`;
    const distance = point ? distanceKm(point) : sql<number | null>`null::float8`;
    return this.db
      .select({
        row: stores,
        distanceKm: distance,
        // sizeName (issue 29 point 14): what the store panel shows, the name the shopper chose.
        barcodeList: sql<StoreBarcodeStock[]>`(select json_agg(json_build_object('productId', l.product_id, 'size', l.size,
          'sizeName', (select ${sizeNameSql('s', language)} from product_sizes s where s.product_id = l.product_id and s.size = l.size),
          'barcode', l.barcode, 'stock', ${stockOf}) order by l.position) from ${requested})`,
      })
      .from(stores)
      .where(
        and(
          eq(stores.brandId, brandId),
          eq(stores.hasBasket, true),
          ne(stores.storeType, 'G'),
          sql`not exists (select 1 from ${requested} where coalesce(${stockOf}, 0) < l.quantity)`,
        ),
      )
      .orderBy(
        ...(point ? [sql`${distance} asc nulls last`] : []),
        ...(firstCountries ? [sql`${inArray(stores.country, firstCountries)} desc`] : []),
        asc(stores.country),
        asc(stores.city),
        asc(stores.name),
        asc(stores.storeId),
      );
  }
}
