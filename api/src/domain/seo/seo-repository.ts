/**
 * The rows behind the sitemap (issue 13 §7): which CMS grids have content in which languages, the
 * magazine posts, and the products page by page. One query per kind, never one per entry.
 */
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { contentItems, products } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import { FILTER_SEGMENT, PRODUCT_SLUG_MAX_LENGTH, PRODUCT_SLUG_SQL } from './shop-paths.ts';

/** A grid's (or a post's) item languages; null stands for a language-neutral item (a photo). */
export type ItemLanguage = string | null;

export interface PostRow {
  gridId: number;
  /** The post id (mf-content magazine posts.ts: a post is one widget of the grid). */
  widget: number;
  language: ItemLanguage;
}

export interface ProductEntryRow {
  productId: number;
  menuId: number;
  /** The language-neutral slug. */
  canonicalUrl: string;
  /** Issue 17 §1: the slug in each language that has its own (a valid one), else the neutral one is used. */
  slugs: Record<string, string>;
  /** Languages the product has a text in. */
  languages: string[];
}

export interface ProductTotals {
  products: number;
  /** One URL per language the product page can show: all five with an Italian text (the fallback), else its own texts' languages. */
  urls: number;
  /** Characters of the longest slug (ASCII): bounds the bytes of any product's <url> elements. */
  longestSlug: number;
}

/** mf-content widget-view.ts: a post has a title (or an alias) or a photo, with a non-blank value. */
const POST_TITLE_OR_PHOTO_NAMES = ['title', 'name', 'question', 'titolo', 'photo', 'image', 'picture', 'cover'];

/*
 * Subqueries on product_texts under the alias pt, qualified by hand: inside a select list the
 * query builder writes bare column names, which would make "product_id = product_id" always true.
 */
/** The product has a text in Italian, the language every other one falls back to. */
const hasItalian = sql<boolean>`exists (select 1 from product_texts pt where pt.product_id = "products"."product_id" and pt.language = 'it')`;
/** A per-language slug the product API accepts (the same rule as products.canonical_url's below). */
const validSlug = sql`pt.canonical_url ~ ${PRODUCT_SLUG_SQL} and length(pt.canonical_url) <= ${PRODUCT_SLUG_MAX_LENGTH} and pt.canonical_url <> ${FILTER_SEGMENT}`;

/** Issue 17 §1: the product's pages, Italian first (the fallback of every field), else one per text it has. */
const textLanguages = sql<number>`(select count(distinct pt.language) from product_texts pt where pt.product_id = "products"."product_id" and pt.language in ('it', 'en', 'fr', 'de', 'es'))`;

export class SeoRepository extends SqlRepository {
  /** Every (grid, language) pair that has at least one item. */
  async gridLanguages(gridIds: readonly number[]): Promise<{ gridId: number; language: ItemLanguage }[]> {
    if (gridIds.length === 0) return [];
    return this.db
      .selectDistinct({ gridId: contentItems.gridId, language: contentItems.language })
      .from(contentItems)
      .where(inArray(contentItems.gridId, [...gridIds]));
  }

  /** The posts of magazine grids, each with the languages of its title and photo items. */
  async posts(gridIds: readonly number[]): Promise<PostRow[]> {
    if (gridIds.length === 0) return [];
    const c = contentItems;
    return this.db
      .selectDistinct({ gridId: c.gridId, widget: c.widget, language: c.language })
      .from(c)
      .where(
        and(
          inArray(c.gridId, [...gridIds]),
          sql`${c.value} ~ '[^[:space:]]'`,
          sql`(${c.type} = 'PHOTO' or (${c.type} <> 'VIDEO' and lower(btrim(${c.name})) in (${sql.join(
            POST_TITLE_OR_PHOTO_NAMES.map((name) => sql`${name}`),
            sql`, `,
          )})))`,
        ),
      )
      .orderBy(c.gridId, c.widget);
  }

  /** Products the product page can show: a slug the product API accepts and a text in one of the shop's languages. */
  private productScope(brandId: number, menuIds: readonly number[]): SQL | undefined {
    return and(
      eq(products.brandId, brandId),
      inArray(products.menuId, [...menuIds]),
      sql`${products.canonicalUrl} ~ ${PRODUCT_SLUG_SQL}`,
      sql`length(${products.canonicalUrl}) <= ${PRODUCT_SLUG_MAX_LENGTH}`,
      sql`${products.canonicalUrl} <> ${FILTER_SEGMENT}`,
      sql`${textLanguages} > 0`,
    );
  }

  async productTotals(brandId: number, menuIds: readonly number[]): Promise<ProductTotals> {
    if (menuIds.length === 0) return { products: 0, urls: 0, longestSlug: 0 };
    const [row] = await this.db
      .select({
        products: count(),
        urls: sql<number>`coalesce(sum(case when ${hasItalian} then 5 else ${textLanguages} end), 0)::int`,
        longestSlug: sql<number>`coalesce(max(greatest(length(${products.canonicalUrl}), (select max(length(pt.canonical_url)) from product_texts pt where pt.product_id = "products"."product_id" and ${validSlug}))), 0)::int`,
      })
      .from(products)
      .where(this.productScope(brandId, menuIds));
    return { products: row?.products ?? 0, urls: row?.urls ?? 0, longestSlug: row?.longestSlug ?? 0 };
  }

  /**
   * Up to `limit` products in product id order: the first batch of a range skips `offset` of
   * them, the next ones continue after the last id seen (keyset, no re-scan).
   */
  async products(brandId: number, menuIds: readonly number[], from: { offset: number } | { afterId: number }, limit: number): Promise<ProductEntryRow[]> {
    if (menuIds.length === 0 || limit <= 0) return [];
    const scope = this.productScope(brandId, menuIds);
    const query = this.db
      .select({
        productId: products.productId,
        menuId: products.menuId,
        canonicalUrl: products.canonicalUrl,
        slugs: sql<Record<string, string>>`(select coalesce(jsonb_object_agg(pt.language, pt.canonical_url) filter (where ${validSlug}), '{}'::jsonb) from product_texts pt where pt.product_id = "products"."product_id")`,
        languages: sql<string[]>`(select coalesce(array_agg(distinct pt.language), '{}') from product_texts pt where pt.product_id = "products"."product_id")`,
      })
      .from(products)
      .where('afterId' in from ? and(scope, gt(products.productId, from.afterId)) : scope)
      .orderBy(asc(products.productId))
      .limit(limit);
    return 'offset' in from && from.offset > 0 ? query.offset(from.offset) : query;
  }
}
