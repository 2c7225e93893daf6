/** Reads whole products (texts, sizes, colour siblings, set membership) in one query per batch. */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { ItemType } from '@trama/shared/contract';
import type { CareRow, CompositionRow } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
import { SqlRepository } from '../sql-repository.ts';
import { LOAD_PRODUCTS_WITH_ITEMS, SELECT_CARDS } from './product-queries.ts';

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

/** What a product card shows (issue 18 §2); a whole product's row holds it too. */
export interface CardRow {
  productId: number;
  brandId: number;
  productType: 'S' | 'C';
  /** Storefront §3 itemType: GFC for a gift card (migration 0014). */
  itemType: ItemType;
  /** The product's slug in the request language (product_texts.canonical_url, else products.canonical_url). */
  canonicalUrl: string;
  /** products.canonical_url: the language-neutral key of the product's photos. */
  photoKey: string;
  ranking: number;
  startingPrice: number;
  oldPrice: number | null;
  discountPercentage: number | null;
  name: string;
  menuUrl: string;
  brandName: string;
  currency: string;
}

export interface ProductRow extends CardRow {
  menuId: number;
  collection: string | null;
  outlet: boolean;
  onSpecial: boolean;
  pack: boolean;
  permanent: boolean;
  material: string;
  /** The material's name in the request language, else Italian (issue 29 §20: Product JSON-LD). */
  materialName: string;
  colourSlug: string;
  photoCount: number;
  description: string;
  menuLabel: string;
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

export class ProductRepository extends SqlRepository {
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
    return result.rows.map((r) => toCardRow(r, brandId));
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

/** The columns a card and a whole product share, as both queries name them. */
function toCardRow(r: Record<string, unknown>, brandId: number): CardRow {
  return {
    productId: r.product_id as number,
    brandId,
    productType: r.product_type as 'S' | 'C',
    itemType: r.item_type === 'GFC' ? 'GFC' : 'EAN',
    canonicalUrl: r.canonical_url as string,
    photoKey: r.photo_key as string,
    ranking: r.ranking as number,
    startingPrice: r.starting_price as number,
    oldPrice: r.old_price as number | null,
    discountPercentage: r.discount_percentage as number | null,
    name: r.name as string,
    menuUrl: r.menu_url as string,
    brandName: r.brand_name as string,
    currency: r.currency as string,
  };
}

function toRow(r: Record<string, unknown>): ProductRow {
  return {
    ...toCardRow(r, r.brand_id as number),
    menuId: r.menu_id as number,
    collection: r.collection as string | null,
    outlet: r.outlet as boolean,
    onSpecial: r.on_special as boolean,
    pack: r.pack as boolean,
    permanent: r.permanent as boolean,
    material: r.material as string,
    materialName: (r.material_name as string | null) ?? '',
    colourSlug: r.colour_slug as string,
    photoCount: r.photo_count as number,
    description: r.description as string,
    menuLabel: (r.menu_label as string | null) ?? '',
    sizes: r.sizes as SizeRow[],
    colours: (r.colours as ProductRow['colours'] | null) ?? [],
    compositeUrl: r.composite_url as string | null,
    itemIds: r.item_ids as number[] | null,
    packPieces: (r.pack_pieces as PackPieceRow[] | null) ?? null,
    alternates: (r.alternates as Record<string, string> | null) ?? {},
    untranslated: (r.untranslated as string[] | null) ?? [],
  };
}
