/** Reads whole products (texts, sizes, colour siblings, set membership) in one query per batch. */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { SUPPORTED_LANGUAGES, type ItemType } from '@trama/shared/contract';
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

/** One piece of a pack as the product query reads it (issue 31 §6). */
export interface PackPieceRow {
  productId: number;
  size: string;
  sizeName: string;
  name: string;
  barcode: string;
  webInventory: number;
  startingPrice: number;
  discountPercentage: number;
}

export interface ProductRow {
  productId: number;
  brandId: number;
  productType: 'S' | 'C';
  /** Storefront §3 itemType: GFC for a gift card (migration 0014). */
  itemType: ItemType;
  menuId: number;
  /** The product's slug in the request language (product_texts.canonical_url, else products.canonical_url). */
  canonicalUrl: string;
  /** products.canonical_url: the language-neutral key of the product's photos. */
  photoKey: string;
  collection: string | null;
  ranking: number;
  outlet: boolean;
  onSpecial: boolean;
  pack: boolean;
  permanent: boolean;
  material: string;
  /** The material's name in the request language, else Italian (issue 29 §20: Product JSON-LD). */
  materialName: string;
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
  /** Issue 31 §6: a pack's pieces (product_pack_pieces), null when it has none. */
  packPieces: PackPieceRow[] | null;
  /** The product's page in every language, with its prefix. */
  alternates: Record<string, string>;
  /** Text fields served in Italian (issue 17 §2). */
  untranslated: string[];
}

/**
 * Product texts are written per language (product_texts); Italian is the source. A field the
 * product owner left empty in the requested language (no row, or an empty value) is served in
 * Italian and named in Product.untranslated (issue 17 §2) — never another language.
 * Kept for callers that read one text row per language (basket lines): the row of the language itself.
 */
export const textLanguage = (language: string): string => language;

/** A text of the request language ($3), else the Italian one: `served('name')`. */
const served = (column: string, l = 't', it = 'ti') => `coalesce(nullif(${l}.${column}, ''), ${it}.${column})`;
/** 'field' when the request language left `column` empty and Italian fills it. */
const fellBack = (column: string, field: string) =>
  `case when $3::text <> 'it' and coalesce(t.${column}, '') = '' and coalesce(ti.${column}, '') <> '' then '${field}' end`;
/** The same for the json columns (care {}, composition []). */
const fellBackJson = (column: string, field: string, empty: string) =>
  `case when $3::text <> 'it' and coalesce(t.${column}::jsonb, '${empty}'::jsonb) = '${empty}'::jsonb
     and coalesce(ti.${column}::jsonb, '${empty}'::jsonb) <> '${empty}'::jsonb then '${field}' end`;

/** The entry's canonicalUrl in a language (menu_translations.canonical_url, filled by the menu seed), else the neutral one. */
const menuUrlIn = (menu: string, language: string) =>
  `coalesce((select nullif(mt.canonical_url, '') from menu_translations mt where mt.menu_id = ${menu}.menu_id and mt.language = ${language}), ${menu}.canonical_url)`;

/** $1 brand, $2 product ids, $3 request language. */
const SELECT_PRODUCTS = `
  select p.product_id, p.brand_id, p.product_type, p.item_type, p.menu_id,
         coalesce(nullif(t.canonical_url, ''), p.canonical_url) as canonical_url, p.canonical_url as photo_key,
         p.collection, p.ranking, p.outlet,
         p.on_special, p.pack, p.permanent, p.material, p.colour_slug, p.starting_price::float8 as starting_price,
         p.old_price::float8 as old_price, p.discount_percentage, p.photo_count,
         coalesce(${served('name')}, '') as name, coalesce(${served('description')}, '') as description,
         coalesce(${served('material_name')}, '') as material_name,
         ${menuUrlIn('m', '$3::text')} as menu_url, b.name as brand_name, b.default_currency as currency,
         (select mt.label from menu_translations mt where mt.menu_id = m.menu_id
           order by case mt.language when $3::text then 0 when 'it' then 1 else 2 end limit 1) as menu_label,
         coalesce((select json_agg(json_build_object('size', s.size,
             'altSize', case when $3::text = 'it' then s.alt_size else coalesce(nullif(s.alt_size_texts->>$3::text, ''), s.alt_size) end,
             'sizeSlug', s.size_slug,
             'barcode', s.barcode, 'webInventory', s.web_inventory, 'startingPrice', s.starting_price::float8,
             'oldPrice', s.old_price::float8,
             'inStores', exists(select 1 from store_stock ss where ss.barcode = s.barcode and ss.stock > 0)) order by s.position)
           from product_sizes s where s.product_id = p.product_id), '[]') as sizes,
         (select json_agg(json_build_object('code', q.colour_code, 'name', coalesce(${served('colour_name', 'ql', 'qi')}, ''),
             'productId', q.product_id, 'canonicalUrl', coalesce(nullif(ql.canonical_url, ''), q.canonical_url)) order by q.product_id)
           from products q
           left join product_texts ql on ql.product_id = q.product_id and ql.language = $3::text
           left join product_texts qi on qi.product_id = q.product_id and qi.language = 'it'
           where q.model_code = p.model_code and q.brand_id = p.brand_id) as colours,
         (select coalesce(nullif(ct.canonical_url, ''), c.canonical_url) from composite_items ci join products c on c.product_id = ci.composite_id
           left join product_texts ct on ct.product_id = c.product_id and ct.language = $3::text
           where ci.product_id = p.product_id order by c.product_id limit 1) as composite_url,
         (select array_agg(ci.product_id order by ci.position) from composite_items ci where ci.composite_id = p.product_id) as item_ids,
         (select json_agg(json_build_object('productId', pp.piece_product_id, 'size', pp.piece_size,
             'discountPercentage', pp.discount_percentage,
             'name', coalesce(nullif(pt.name, ''), pti.name, ''),
             'sizeName', case when $3::text = 'it' then coalesce(ps.alt_size, ps.size)
                         else coalesce(nullif(ps.alt_size_texts->>$3::text, ''), ps.alt_size, ps.size) end,
             'barcode', ps.barcode, 'webInventory', ps.web_inventory, 'startingPrice', ps.starting_price::float8) order by pp.position)
           from product_pack_pieces pp
           join product_sizes ps on ps.product_id = pp.piece_product_id and ps.size = pp.piece_size
           left join product_texts pt on pt.product_id = pp.piece_product_id and pt.language = $3::text
           left join product_texts pti on pti.product_id = pp.piece_product_id and pti.language = 'it'
           where pp.pack_product_id = p.product_id) as pack_pieces,
         (select json_object_agg(l.language, '/' || l.language || ${menuUrlIn('m', 'l.language')} || '/'
             || coalesce(nullif(lt.canonical_url, ''), p.canonical_url))
           from unnest(array[${SUPPORTED_LANGUAGES.map((l) => `'${l}'`).join(', ')}]) as l(language)
           left join product_texts lt on lt.product_id = p.product_id and lt.language = l.language) as alternates,
         array_remove(array[${fellBack('name', 'name')}, ${fellBack('description', 'description')},
           ${fellBack('colour_name', 'colourName')}, ${fellBack('material_name', 'materialName')},
           ${fellBackJson('care', 'care', '{}')}, ${fellBackJson('composition', 'composition', '[]')},
           case when $3::text <> 'it' and exists(select 1 from product_sizes s where s.product_id = p.product_id
             and s.alt_size is not null and coalesce(s.alt_size_texts->>$3::text, '') = '') then 'altSize' end], null) as untranslated
  from products p
  left join product_texts t on t.product_id = p.product_id and t.language = $3::text
  left join product_texts ti on ti.product_id = p.product_id and ti.language = 'it'
  join menu_items m on m.menu_id = p.menu_id
  join brands b on b.brand_id = p.brand_id
  where p.brand_id = $1::int and (t.product_id is not null or ti.product_id is not null)`;
/** The products and, in the same round trip, the items of those that are sets. */
const LOAD_PRODUCTS_WITH_ITEMS = `${SELECT_PRODUCTS} and p.product_id = any($2::int[] ||
  array(select ci.product_id from composite_items ci where ci.composite_id = any($2::int[])))`;

/**
 * What a list card shows (issue 18 §2), $1 brand, $2 product ids, $3 request language: the product
 * row, its name and slug in the language (Italian when left empty), its menu entry's URL, the
 * brand. No sizes, colours or set items: those are the product page's, and reading them for 24
 * cards was most of a listing's time. Prices are the same columns the full product reads.
 */
const SELECT_CARDS = `
  select p.product_id, p.product_type, p.item_type, p.ranking,
         coalesce(nullif(t.canonical_url, ''), p.canonical_url) as canonical_url, p.canonical_url as photo_key,
         p.starting_price::float8 as starting_price, p.old_price::float8 as old_price, p.discount_percentage,
         coalesce(${served('name')}, '') as name, ${menuUrlIn('m', '$3::text')} as menu_url,
         b.name as brand_name, b.default_currency as currency
  from products p
  left join product_texts t on t.product_id = p.product_id and t.language = $3::text
  left join product_texts ti on ti.product_id = p.product_id and ti.language = 'it'
  join menu_items m on m.menu_id = p.menu_id
  join brands b on b.brand_id = p.brand_id
  where p.brand_id = $1::int and p.product_id = any($2::int[]) and (t.product_id is not null or ti.product_id is not null)`;

export interface CardRow {
  productId: number;
  productType: 'S' | 'C';
  itemType: ItemType;
  ranking: number;
  canonicalUrl: string;
  photoKey: string;
  startingPrice: number;
  oldPrice: number | null;
  discountPercentage: number | null;
  name: string;
  menuUrl: string;
  brandName: string;
  currency: string;
  brandId: number;
}

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
      values: [brandId, ids, language],
    });
    return result.rows.map(toRow);
  }

  /** Card rows of `ids` (unordered; unknown ids and products with no text skipped). */
  async loadCards(brandId: number, ids: number[], language: string): Promise<CardRow[]> {
    if (ids.length === 0) return [];
    const result = await pgClient(this.db).query<Record<string, unknown>>({ name: 'catalogue-load-cards', text: SELECT_CARDS, values: [brandId, ids, language] });
    return result.rows.map((r) => ({
      productId: r.product_id as number,
      productType: r.product_type as 'S' | 'C',
      itemType: r.item_type === 'GFC' ? 'GFC' : 'EAN',
      ranking: r.ranking as number,
      canonicalUrl: r.canonical_url as string,
      photoKey: r.photo_key as string,
      startingPrice: r.starting_price as number,
      oldPrice: r.old_price as number | null,
      discountPercentage: r.discount_percentage as number | null,
      name: r.name as string,
      menuUrl: r.menu_url as string,
      brandName: r.brand_name as string,
      currency: r.currency as string,
      brandId,
    }));
  }

  /**
   * The product at a slug of any language (issue 17 §3): the neutral products.canonical_url or a
   * product_texts.canonical_url, so /fr/…/<italian-slug> still finds it and the page replaces the path.
   */
  async idByCanonicalUrl(brandId: number, canonicalUrl: string): Promise<number | undefined> {
    const result = await this.db.execute<{ product_id: number }>(sql`
      select product_id from products where brand_id = ${brandId} and canonical_url = ${canonicalUrl}
      union all
      select t.product_id from product_texts t join products p on p.product_id = t.product_id
      where p.brand_id = ${brandId} and t.canonical_url = ${canonicalUrl}
      limit 1`);
    return result.rows[0]?.product_id;
  }

  /** The product's slug and its menu entry's canonicalUrl in `language`. */
  async canonicalUrl(brandId: number, productId: number, language: string): Promise<{ canonicalUrl: string; menuCanonicalUrl: string } | undefined> {
    const result = await this.db.execute<{ canonical_url: string; menu_url: string }>(sql`
      select coalesce(nullif(t.canonical_url, ''), p.canonical_url) as canonical_url,
             coalesce(nullif(mt.canonical_url, ''), m.canonical_url) as menu_url
      from products p join menu_items m on m.menu_id = p.menu_id
      left join product_texts t on t.product_id = p.product_id and t.language = ${language}
      left join menu_translations mt on mt.menu_id = m.menu_id and mt.language = ${language}
      where p.brand_id = ${brandId} and p.product_id = ${productId}`);
    const row = result.rows[0];
    return row && { canonicalUrl: row.canonical_url, menuCanonicalUrl: row.menu_url };
  }

  /** Care and composition in `language`, each in Italian when left empty there (issue 17 §2). */
  async attributes(brandId: number, productId: number, language: string): Promise<{ care: CareRow; composition: CompositionRow[] } | undefined> {
    const result = await this.db.execute<{ care: CareRow | null; composition: CompositionRow[] | null }>(sql`
      select case when coalesce(t.care::jsonb, '{}'::jsonb) = '{}'::jsonb then ti.care else t.care end as care,
             case when coalesce(t.composition, '[]'::jsonb) = '[]'::jsonb then ti.composition else t.composition end as composition
      from products p
      left join product_texts t on t.product_id = p.product_id and t.language = ${language}
      left join product_texts ti on ti.product_id = p.product_id and ti.language = 'it'
      where p.brand_id = ${brandId} and p.product_id = ${productId} and (t.product_id is not null or ti.product_id is not null)`);
    const row = result.rows[0];
    return row && { care: row.care ?? {}, composition: row.composition ?? [] };
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
    photoKey: r.photo_key as string,
    collection: r.collection as string | null,
    ranking: r.ranking as number,
    outlet: r.outlet as boolean,
    onSpecial: r.on_special as boolean,
    pack: r.pack as boolean,
    permanent: r.permanent as boolean,
    material: r.material as string,
    materialName: (r.material_name as string | null) ?? '',
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
    packPieces: (r.pack_pieces as PackPieceRow[] | null) ?? null,
    alternates: (r.alternates as Record<string, string> | null) ?? {},
    untranslated: (r.untranslated as string[] | null) ?? [],
  };
}
