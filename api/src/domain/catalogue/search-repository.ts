/**
 * Product search in PostgreSQL (storefront §2 Search, §5): full-text over the texts written in the
 * request's language (issue 17: every language has its own), stemmed and accent-folded by the
 * trama_<lang> configurations, names holding every word first, then by ranking; when that finds
 * nothing, trigram word similarity on the name catches typos. Unpriced products never match. Both
 * read product_search (migration 0019), a narrow per-language copy of the texts' search document
 * with the product's menu, ranking and price. The in-process index (search-index/) answers the
 * same questions the same way and is used whenever it is current; this is the source it is
 * checked against and what answers while it is being built (docs/search-index.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueSort } from '@trama/shared/contract';
import { SqlRepository } from '../sql-repository.ts';

export interface CategoryFacetRow {
  top_label: string;
  leaf_label: string;
  leaf_url: string;
  matched: number;
  max_discount: number | null;
}

export interface SearchPage {
  ids: number[];
  total: number;
  categories: CategoryFacetRow[];
}

/**
 * The orders of a search page (the index, search-index/language-index.ts, keeps the same ones):
 * with ranking,asc (storefront §7, the search's sort) full-text hits whose name holds every word
 * come first (tier 0), then the others, each by ranking; typo hits by ranking alone.
 */
const SORT: Record<CatalogueSort, SQL> = {
  'ranking,asc': sql`tier asc, ranking asc, product_id asc`,
  'price,asc': sql`starting_price asc, ranking asc, product_id asc`,
  'price,desc': sql`starting_price desc, ranking asc, product_id asc`,
};

export const MAX_CATEGORIES = 6;

export class SearchRepository extends SqlRepository {
  /** `words`: letters/digits only (no tsquery syntax can get in). */
  async fullText(brandId: number, language: string, words: string[], sort: CatalogueSort, page: number, size: number): Promise<SearchPage> {
    const query = words.map((w) => `${w}:*`).join(' & ');
    // The same words in the name alone (weight A, migration 0003's search document).
    const inName = words.map((w) => `${w}:*A`).join(' & ');
    // product_search (migration 0019): a GIN index per language, and the row
    // carries menu, ranking and price, so the hits are read alone and no product is joined.
    const matched = sql`
      select s.product_id, s.menu_id, s.ranking, s.starting_price, s.discount_percentage,
             case when s.search @@ q.in_name then 0 else 1 end as tier
      from (select to_tsquery(trama_search_config(${language}), ${query}) as query,
                   to_tsquery(trama_search_config(${language}), ${inName}) as in_name) q
      join product_search s on s.language = ${language} and s.brand_id = ${brandId} and s.search @@ q.query
      where s.starting_price > 0`;
    return this.run(matched, language, sort, page, size);
  }

  /** Every word (>= 3 letters, accent-folded) must be close to a word of the name. */
  async similar(brandId: number, language: string, words: string[], sort: CatalogueSort, page: number, size: number): Promise<SearchPage> {
    if (words.length === 0) return { ids: [], total: 0, categories: [] };
    // Similarity is computed once per distinct name (product_search_names), then the products
    // bearing the names that pass are read by name: the same test on the same strings, a tenth of the calls.
    const name = sql`n.name_folded`;
    const matched = sql`
      select s.product_id, s.menu_id, s.ranking, s.starting_price, s.discount_percentage, 0 as tier
      from (
        select n.name_folded
        from product_search_names n
        where n.language = ${language} and ${sql.join(words.map((w) => sql`${w} <% ${name}`), sql` and `)}
        offset 0 -- keeps the subquery whole, so similarity is computed per name and not again per product
      ) n
      join product_search s on s.language = ${language} and s.name_folded = n.name_folded
      where s.brand_id = ${brandId} and s.starting_price > 0`;
    return this.run(matched, language, sort, page, size);
  }

  private async run(matched: SQL, language: string, sort: CatalogueSort, page: number, size: number): Promise<SearchPage> {
    const result = await this.db.execute<{ ids: number[] | null; total: number; categories: CategoryFacetRow[] | null }>(sql`
      with matched as (${matched}),
      facets as (
        select m.menu_id, count(*)::int as matched, max(m.discount_percentage) as max_discount
        from matched m group by m.menu_id order by count(*) desc, m.menu_id limit ${MAX_CATEGORIES})
      -- array(subquery) keeps the subquery's order; limit lets it use a top-N sort instead of sorting every hit.
      select array(select product_id from matched order by ${SORT[sort]} limit ${size} offset ${page * size}) as ids,
             (select count(*)::int from matched) as total,
             (select json_agg(json_build_object(
                 'top_label', coalesce(${label(sql`top.menu_id`, language)}, ''),
                 'leaf_label', coalesce(${label(sql`leaf.menu_id`, language)}, ''),
                 'leaf_url', coalesce((select nullif(lt.canonical_url, '') from menu_translations lt
                   where lt.menu_id = leaf.menu_id and lt.language = ${language}), leaf.canonical_url), 'matched', f.matched, 'max_discount', f.max_discount)
               order by f.matched desc, f.menu_id)
              from facets f join menu_items leaf on leaf.menu_id = f.menu_id
              left join menu_items top on top.menu_id = coalesce(leaf.parent_id, leaf.menu_id)) as categories`);
    const row = result.rows[0];
    return { ids: row?.ids ?? [], total: row?.total ?? 0, categories: row?.categories ?? [] };
  }
}

function label(menuId: SQL, language: string): SQL {
  return sql`(select mt.label from menu_translations mt where mt.menu_id = ${menuId}
    order by case mt.language when ${language} then 0 when 'it' then 1 else 2 end limit 1)`;
}
