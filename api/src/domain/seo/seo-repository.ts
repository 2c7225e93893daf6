/**
 * The rows behind the sitemap (issue 13 §7): which CMS grids have content in which languages, the
 * magazine posts, and the products page by page. One query per kind, never one per entry.
 */
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { contentItems, products, productTexts } from '../../db/schema.ts';
import type { Database } from '../../plugins/db.ts';
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
  canonicalUrl: string;
  /** Texts the product page reads: it for Italian, en for the other languages (catalogue textLanguage). */
  hasIt: boolean;
  hasEn: boolean;
}

export interface ProductTotals {
  products: number;
  /** One URL per language the product page can show: it, plus en/fr/de/es with an English text. */
  urls: number;
  /** Characters of the longest slug (ASCII): bounds the bytes of any product's <url> elements. */
  longestSlug: number;
}

/** mf-content widget-view.ts: a post has a title (or an alias) or a photo, with a non-blank value. */
const POST_TITLE_OR_PHOTO_NAMES = ['title', 'name', 'question', 'titolo', 'photo', 'image', 'picture', 'cover'];

const textIn = (language: 'it' | 'en'): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${productTexts} where ${productTexts.productId} = ${products.productId} and ${productTexts.language} = ${language})`;

export class SeoRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

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

  /** Products the product page can show: a slug the product API accepts and a text in it or en. */
  private productScope(brandId: number, menuIds: readonly number[]): SQL | undefined {
    return and(
      eq(products.brandId, brandId),
      inArray(products.menuId, [...menuIds]),
      sql`${products.canonicalUrl} ~ ${PRODUCT_SLUG_SQL}`,
      sql`length(${products.canonicalUrl}) <= ${PRODUCT_SLUG_MAX_LENGTH}`,
      sql`${products.canonicalUrl} <> ${FILTER_SEGMENT}`,
      sql`(${textIn('it')} or ${textIn('en')})`,
    );
  }

  async productTotals(brandId: number, menuIds: readonly number[]): Promise<ProductTotals> {
    if (menuIds.length === 0) return { products: 0, urls: 0, longestSlug: 0 };
    const [row] = await this.db
      .select({
        products: count(),
        urls: sql<number>`coalesce(sum((case when ${textIn('it')} then 1 else 0 end) + (case when ${textIn('en')} then 4 else 0 end)), 0)::int`,
        longestSlug: sql<number>`coalesce(max(length(${products.canonicalUrl})), 0)::int`,
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
        hasIt: textIn('it'),
        hasEn: textIn('en'),
      })
      .from(products)
      .where('afterId' in from ? and(scope, gt(products.productId, from.afterId)) : scope)
      .orderBy(asc(products.productId))
      .limit(limit);
    return 'offset' in from && from.offset > 0 ? query.offset(from.offset) : query;
  }
}
