/** Clickstream views and the item-to-item co-view query behind recommendations (storefront §7). */
import { sql } from 'drizzle-orm';
import type { ClickstreamEvent } from '@trama/shared/contract';
import { clickstreamEvents } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';

export class ClickstreamRepository extends SqlRepository {
  async productExists(brandId: number, productId: number): Promise<boolean> {
    const result = await this.db.execute(sql`select 1 from products where brand_id = ${brandId} and product_id = ${productId}`);
    return result.rows.length > 0;
  }

  async record(event: ClickstreamEvent): Promise<void> {
    await this.db.insert(clickstreamEvents).values({
      brandId: event.brandId,
      browserId: event.browserId,
      productId: event.productId,
      menuId: event.menuId,
      product: event.product,
      originUrl: event.orginUrl,
      recommended: event.recommended,
      browserType: event.browserType,
      browserOs: event.browserOS,
      browserPlatform: event.browserPlatform,
      browserCountry: event.browserCountry,
      ipAddress: event.ipAddress,
      clickTime: new Date(event.clickTime),
    });
  }

  /**
   * Recommendations (storefront §2 Home, §7) from what is known, best first:
   * 0. products of the page's product's own menu (its category), by ranking;
   * 1. products other browsers viewed together with the anchors (the page's product and, only with
   *    cookie approval, what this browser viewed), most co-viewers first;
   * 2. products of the sibling menus (same parent), by ranking;
   * 3. the best ranked priced products.
   * Never an anchor itself. Without a product and a browser it is the shop's ranking (the best
   * sellers). Issue 29 §17: recommendations and best sellers are goods — a gift card (item type GFC)
   * is never one; the cards have their own list (menu key carte_regalo).
   */
  async recommended(brandId: number, anchors: { browserId: string | null; productId: number | null }, limit: number): Promise<number[]> {
    const { browserId, productId } = anchors;
    const result = await this.db.execute<{ product_id: number }>(sql`
      with page_product as (
        select p.product_id, p.menu_id, m.parent_id from products p join menu_items m on m.menu_id = p.menu_id
        where p.brand_id = ${brandId} and p.product_id = ${productId}::int
      ), mine as (
        select product_id from page_product
        union
        select product_id from clickstream_events
        where ${browserId}::text is not null and brand_id = ${brandId} and browser_id = ${browserId} and product_id is not null
      ), others as (
        select distinct e.browser_id from clickstream_events e join mine m on m.product_id = e.product_id
        where e.brand_id = ${brandId} and e.browser_id is distinct from ${browserId}::text
      ), co as (
        select e.product_id, count(distinct e.browser_id) as viewers
        from clickstream_events e join others o on o.browser_id = e.browser_id
        where e.brand_id = ${brandId} and e.product_id is not null
        group by e.product_id
      ), candidates as (
        (select p.product_id, 0 as tier, 0::bigint as viewers, p.ranking from products p join page_product pp on pp.menu_id = p.menu_id
         where p.brand_id = ${brandId} and p.starting_price > 0 and p.item_type <> 'GFC' order by p.ranking limit ${limit * 2})
        union all
        select p.product_id, 1 as tier, co.viewers, p.ranking from co join products p on p.product_id = co.product_id
        where p.brand_id = ${brandId} and p.starting_price > 0 and p.item_type <> 'GFC'
        union all
        (select p.product_id, 2 as tier, 0::bigint as viewers, p.ranking from products p
         join menu_items m on m.menu_id = p.menu_id join page_product pp on pp.parent_id = m.parent_id
         where p.brand_id = ${brandId} and p.starting_price > 0 and p.item_type <> 'GFC' order by p.ranking limit ${limit * 2})
        union all
        (select p.product_id, 3 as tier, 0::bigint as viewers, p.ranking from products p
         where p.brand_id = ${brandId} and p.starting_price > 0 and p.item_type <> 'GFC' order by p.ranking limit ${limit * 3})
      )
      select product_id from (
        select distinct on (product_id) product_id, tier, viewers, ranking from candidates
        where product_id not in (select product_id from mine)
        order by product_id, tier
      ) best order by tier, viewers desc, ranking, product_id limit ${limit}`);
    return result.rows.map((r) => r.product_id);
  }
}
