/** Product lists of a menu entry (storefront §2 Product list) and the filters its products offer. */
import { sql, type SQL } from 'drizzle-orm';
import type { ListSort } from '@trama/shared/contract';
import { SqlRepository } from '../sql-repository.ts';

export interface MenuScope {
  menuId: number;
  /** The entry itself when it is a leaf, else its CATALOGUE descendants. */
  leafIds: number[];
}

export interface FacetRows {
  colours: { slug: string; code: string; name: string }[];
  sizes: { slug: string; size: string }[];
  materials: { slug: string; name: string }[];
  bands: string[];
  discounts: number[];
}

export const ORDER_BY: Record<ListSort, SQL> = {
  'ranking,asc': sql`p.ranking asc, p.product_id asc`,
  'price,asc': sql`p.starting_price asc, p.ranking asc, p.product_id asc`,
  'price,desc': sql`p.starting_price desc, p.ranking asc, p.product_id asc`,
  promotions: sql`p.ranking asc, p.product_id asc`,
};

/**
 * §4 "promotions only": a product on promotion has a discount, or an old price above its price —
 * what the product's discountDetail and oldPrice say to the shopper (product-mapper.ts).
 */
export const ON_PROMOTION = sql`(coalesce(p.discount_percentage, 0) > 0 or coalesce(p.old_price, 0) > p.starting_price)`;

export class ListingRepository extends SqlRepository {
  /**
   * A MENU or CATALOGUE entry of the brand with every entry below it; undefined for others.
   * Issue 31 §4: a collection's entry (storefront §2 menu key collezioni) names in altUrl2 the key
   * of the brand's entry whose products it shows; that entry and everything below it count too.
   */
  async scope(brandId: number, menuId: number): Promise<MenuScope | undefined> {
    const result = await this.db.execute<{ menu_id: number; menu_type: string; depth: number }>(sql`
      with recursive tree as (
        select menu_id, menu_type, alt_url2, 0 as depth from menu_items where menu_id = ${menuId} and brand_id = ${brandId}
        union all
        select c.menu_id, c.menu_type, c.alt_url2, t.depth + 1 from menu_items c join tree t
          on c.parent_id = t.menu_id or (t.menu_type = 'CATALOGUE' and c.brand_id = ${brandId} and c.key = t.alt_url2)
          where t.depth < 5
      ) select menu_id, menu_type, depth from tree`);
    const root = result.rows.find((r) => r.depth === 0);
    if (!root || (root.menu_type !== 'MENU' && root.menu_type !== 'CATALOGUE')) return undefined;
    return { menuId, leafIds: [...new Set(result.rows.filter((r) => r.menu_type === 'CATALOGUE').map((r) => r.menu_id))] };
  }

  async page(brandId: number, scope: MenuScope, conditions: SQL[], sort: ListSort, page: number, size: number) {
    const promotionsOnly = sort === 'promotions' ? [ON_PROMOTION] : [];
    const where = sql.join(
      [sql`p.brand_id = ${brandId}`, sql`p.menu_id = any(${sql.param(scope.leafIds)}::int[])`, sql`p.starting_price > 0`, ...conditions, ...promotionsOnly],
      sql` and `,
    );
    const [ids, total] = await Promise.all([
      this.db.execute<{ product_id: number }>(
        sql`select p.product_id from products p where ${where} order by ${ORDER_BY[sort]} limit ${size} offset ${page * size}`,
      ),
      this.db.execute<{ n: number }>(sql`select count(*)::int as n from products p where ${where}`),
    ]);
    return { ids: ids.rows.map((r) => r.product_id), total: total.rows[0]?.n ?? 0 };
  }

  /**
   * Filter values in `language` (issue 17 §1): colour and material names from the product texts,
   * in Italian where a product owner left them empty. A SIZE value is the size itself for
   * dimensions and letters (160x280, XL, 42cm); a size with a name of its own (TU, a gift card's
   * amount) shows that name in the language ("Taglia unica", "One size", "€25").
   */
  async facets(brandId: number, scope: MenuScope, language: string): Promise<FacetRows> {
    const result = await this.db.execute<{ facets: FacetRows }>(sql`
      with scoped as (
        select p.* from products p
        where p.brand_id = ${brandId} and p.menu_id = any(${sql.param(scope.leafIds)}::int[]) and p.starting_price > 0
      )
      select json_build_object(
        'colours', coalesce((select json_agg(c order by c.name) from (
            select distinct on (s.colour_slug) s.colour_slug as slug, s.colour_code as code,
                   coalesce(nullif(t.colour_name, ''), ti.colour_name) as name
            from scoped s join product_texts ti on ti.product_id = s.product_id and ti.language = 'it'
            left join product_texts t on t.product_id = s.product_id and t.language = ${language}
            order by s.colour_slug, (t.colour_name is null or t.colour_name = '')) c), '[]'),
        'sizes', coalesce((select json_agg(z order by z.pos, z.size) from (
            select ps.size_slug as slug, min(case when ps.size ~ '^[0-9]+(x[0-9]+|cm)$|^X*[SML]$' then ps.size
                     else coalesce(nullif(ps.alt_size_texts->>${language}, ''), ps.alt_size, ps.size) end) as size,
                   min(ps.position) as pos
            from scoped s join product_sizes ps on ps.product_id = s.product_id group by ps.size_slug) z), '[]'),
        'materials', coalesce((select json_agg(m order by m.name) from (
            select distinct on (s.material) s.material as slug, coalesce(nullif(t.material_name, ''), ti.material_name) as name
            from scoped s join product_texts ti on ti.product_id = s.product_id and ti.language = 'it'
            left join product_texts t on t.product_id = s.product_id and t.language = ${language}
            order by s.material, (t.material_name is null or t.material_name = '')) m), '[]'),
        'bands', coalesce((select json_agg(distinct case
            when starting_price < 50 then '0_50' when starting_price < 100 then '50_100'
            when starting_price < 200 then '100_200' when starting_price < 500 then '200_500' else '500_plus' end)
            from scoped), '[]'),
        'discounts', coalesce((select json_agg(distinct discount_percentage order by discount_percentage)
            from scoped where discount_percentage is not null), '[]')
      ) as facets`);
    return result.rows[0]!.facets;
  }
}
