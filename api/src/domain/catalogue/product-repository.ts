/** Reads whole products (texts, sizes, colour siblings, set membership) in one query per batch. */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { ItemType } from '@trama/shared/contract';
import type { CareRow, CompositionRow } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';

/** The pool under Drizzle (drizzle() sets `$client`; the plugin's Database type does not carry it). */
const pgClient = (db: Database) => (db as unknown as { $client: Pick<pg.Pool, 'query'> }).$client;

export interface SizeRow {
  size: string;
  altSize: string | null;
  sizeSlug: string;
  barcode: string;
  webInventory: number;
  startingPrice: number;
  oldPrice: number | null;
  /** Held by at least one store (store_stock): storefront §2 offers say InStoreOnly without web stock. */
  inStores: boolean;
}

export interface ProductRow {
  productId: number;
  brandId: number;
  productType: 'S' | 'C';
  /** Storefront §3 itemType: GFC for a gift card (migration 0014). */
  itemType: ItemType;
  menuId: number;
  canonicalUrl: string;
  collection: string | null;
  ranking: number;
  outlet: boolean;
  onSpecial: boolean;
  pack: boolean;
  permanent: boolean;
  material: string;
  colourSlug: string;
  startingPrice: number;
  oldPrice: number | null;
  discountPercentage: number | null;
  photoCount: number;
  name: string;
  description: string;
  menuUrl: string;
  menuLabel: string;
  brandName: string;
  currency: string;
  sizes: SizeRow[];
  colours: { code: string; name: string; productId: number; canonicalUrl: string }[];
  compositeUrl: string | null;
  itemIds: number[] | null;
}

/** Product texts are written in it and en; fr/de/es are served from en (storefront §1). */
export const textLanguage = (language: string): 'it' | 'en' => (language === 'it' ? 'it' : 'en');

/** $1 brand, $2 product ids, $3 request language (menu label), $4 text language. */
const SELECT_PRODUCTS = `
  select p.product_id, p.brand_id, p.product_type, p.item_type, p.menu_id, p.canonical_url, p.collection, p.ranking, p.outlet,
         p.on_special, p.pack, p.permanent, p.material, p.colour_slug, p.starting_price::float8 as starting_price,
         p.old_price::float8 as old_price, p.discount_percentage, p.photo_count, t.name, t.description,
         m.canonical_url as menu_url, b.name as brand_name, b.default_currency as currency,
         (select mt.label from menu_translations mt where mt.menu_id = m.menu_id
           order by case mt.language when $3::text then 0 when 'en' then 1 else 2 end limit 1) as menu_label,
         coalesce((select json_agg(json_build_object('size', s.size, 'altSize', s.alt_size, 'sizeSlug', s.size_slug,
             'barcode', s.barcode, 'webInventory', s.web_inventory, 'startingPrice', s.starting_price::float8,
             'oldPrice', s.old_price::float8,
             'inStores', exists(select 1 from store_stock ss where ss.barcode = s.barcode and ss.stock > 0)) order by s.position)
           from product_sizes s where s.product_id = p.product_id), '[]') as sizes,
         (select json_agg(json_build_object('code', q.colour_code, 'name', qt.colour_name, 'productId', q.product_id,
             'canonicalUrl', q.canonical_url) order by q.product_id)
           from products q join product_texts qt on qt.product_id = q.product_id and qt.language = $4::text
           where q.model_code = p.model_code and q.brand_id = p.brand_id) as colours,
         (select c.canonical_url from composite_items ci join products c on c.product_id = ci.composite_id
           where ci.product_id = p.product_id order by c.product_id limit 1) as composite_url,
         (select array_agg(ci.product_id order by ci.position) from composite_items ci where ci.composite_id = p.product_id) as item_ids
  from products p
  join product_texts t on t.product_id = p.product_id and t.language = $4::text
  join menu_items m on m.menu_id = p.menu_id
  join brands b on b.brand_id = p.brand_id
  where p.brand_id = $1::int`;
/** The products and, in the same round trip, the items of those that are sets. */
const LOAD_PRODUCTS_WITH_ITEMS = `${SELECT_PRODUCTS} and p.product_id = any($2::int[] ||
  array(select ci.product_id from composite_items ci where ci.composite_id = any($2::int[])))`;

export class ProductRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Rows of `ids` plus rows of the items of the sets among them (unordered, each once). */
  async loadWithItems(brandId: number, ids: number[], language: string): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    // Named, so each pooled connection plans it once: planning cost more than running it (architecture §6).
    const result = await pgClient(this.db).query<Record<string, unknown>>({
      name: 'catalogue-load-products-with-items',
      text: LOAD_PRODUCTS_WITH_ITEMS,
      values: [brandId, ids, language, textLanguage(language)],
    });
    return result.rows.map(toRow);
  }

  async idByCanonicalUrl(brandId: number, canonicalUrl: string): Promise<number | undefined> {
    const result = await this.db.execute<{ product_id: number }>(
      sql`select product_id from products where brand_id = ${brandId} and canonical_url = ${canonicalUrl}`,
    );
    return result.rows[0]?.product_id;
  }

  async canonicalUrl(brandId: number, productId: number): Promise<{ canonicalUrl: string; menuCanonicalUrl: string } | undefined> {
    const result = await this.db.execute<{ canonical_url: string; menu_url: string }>(sql`
      select p.canonical_url, m.canonical_url as menu_url from products p join menu_items m on m.menu_id = p.menu_id
      where p.brand_id = ${brandId} and p.product_id = ${productId}`);
    const row = result.rows[0];
    return row && { canonicalUrl: row.canonical_url, menuCanonicalUrl: row.menu_url };
  }

  async attributes(brandId: number, productId: number, language: string): Promise<{ care: CareRow; composition: CompositionRow[] } | undefined> {
    const result = await this.db.execute<{ care: CareRow; composition: CompositionRow[] }>(sql`
      select t.care, t.composition from products p join product_texts t on t.product_id = p.product_id and t.language = ${textLanguage(language)}
      where p.brand_id = ${brandId} and p.product_id = ${productId}`);
    return result.rows[0];
  }

  async clusterBarcodes(clusterId: string): Promise<string[]> {
    const result = await this.db.execute<{ barcode: string }>(
      sql`select barcode from product_clusters where cluster_id = ${clusterId} order by barcode`,
    );
    return result.rows.map((r) => r.barcode);
  }
}

function toRow(r: Record<string, unknown>): ProductRow {
  return {
    productId: r.product_id as number,
    brandId: r.brand_id as number,
    productType: r.product_type as 'S' | 'C',
    itemType: r.item_type === 'GFC' ? 'GFC' : 'EAN',
    menuId: r.menu_id as number,
    canonicalUrl: r.canonical_url as string,
    collection: r.collection as string | null,
    ranking: r.ranking as number,
    outlet: r.outlet as boolean,
    onSpecial: r.on_special as boolean,
    pack: r.pack as boolean,
    permanent: r.permanent as boolean,
    material: r.material as string,
    colourSlug: r.colour_slug as string,
    startingPrice: r.starting_price as number,
    oldPrice: r.old_price as number | null,
    discountPercentage: r.discount_percentage as number | null,
    photoCount: r.photo_count as number,
    name: r.name as string,
    description: r.description as string,
    menuUrl: r.menu_url as string,
    menuLabel: (r.menu_label as string | null) ?? '',
    brandName: r.brand_name as string,
    currency: r.currency as string,
    sizes: r.sizes as SizeRow[],
    colours: (r.colours as ProductRow['colours'] | null) ?? [],
    compositeUrl: r.composite_url as string | null,
    itemIds: r.item_ids as number[] | null,
  };
}
