/** Current prices, stock and names of basket lines, read straight from the database (no cache). */
import { sql } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { sizeNameSql } from '../catalogue/size-name.ts';
import type { BasketLineRow, LineRef, PackPieceRow } from './basket-rows.ts';

export class BasketRepository extends SqlRepository {
  /** The sizes of `refs` that exist for the brand (unknown ones are simply absent). */
  async lines(brandId: number, refs: readonly LineRef[], textLanguage: string): Promise<BasketLineRow[]> {
    if (refs.length === 0) return [];
    const ids = refs.map((r) => r.productId);
    const sizes = refs.map((r) => r.size);
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select s.product_id, s.size, s.barcode, s.web_inventory, s.starting_price::float8 as starting_price,
             s.old_price::float8 as old_price, t.name, ${sizeNameSql('s', textLanguage)} as size_name, p.canonical_url, p.menu_id, p.item_type
      from unnest(${sql.param(ids)}::int[], ${sql.param(sizes)}::text[]) as r(product_id, size)
      join product_sizes s on s.product_id = r.product_id and s.size = r.size
      join products p on p.product_id = s.product_id and p.brand_id = ${brandId}
      join product_texts t on t.product_id = p.product_id and t.language = ${textLanguage}`);
    return result.rows.map((r) => ({
      productId: r.product_id as number,
      size: r.size as string,
      barcode: r.barcode as string,
      webInventory: r.web_inventory as number,
      startingPrice: r.starting_price as number,
      oldPrice: r.old_price as number | null,
      name: r.name as string,
      sizeName: r.size_name as string,
      canonicalUrl: r.canonical_url as string,
      menuId: r.menu_id as number,
      itemType: r.item_type === 'GFC' ? 'GFC' : 'EAN',
    }));
  }

  /** Issue 31 §6: the pieces of every pack among `productIds` (none when no product is a pack of pieces). */
  async packPieces(brandId: number, productIds: readonly number[]): Promise<PackPieceRow[]> {
    if (productIds.length === 0) return [];
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select pp.pack_product_id, pp.piece_product_id, pp.piece_size, pp.discount_percentage
      from product_pack_pieces pp
      join products p on p.product_id = pp.pack_product_id and p.brand_id = ${brandId}
      where pp.pack_product_id = any(${sql.param([...new Set(productIds)])}::int[])
      order by pp.pack_product_id, pp.position`);
    return result.rows.map((r) => ({
      packProductId: r.pack_product_id as number,
      pieceProductId: r.piece_product_id as number,
      pieceSize: r.piece_size as string,
      discountPercentage: r.discount_percentage as number,
    }));
  }

  /** Promotion cluster id -> its barcodes (every id asked for is a key, [] when unknown). */
  async barcodesByCluster(clusterIds: readonly string[]): Promise<Record<string, string[]>> {
    const byCluster: Record<string, string[]> = Object.fromEntries(clusterIds.map((id) => [id, []]));
    if (clusterIds.length === 0) return byCluster;
    const result = await this.db.execute<{ cluster_id: string; barcode: string }>(
      sql`select cluster_id, barcode from product_clusters where cluster_id = any(${sql.param([...clusterIds])}::text[]) order by cluster_id, barcode`,
    );
    for (const row of result.rows) byCluster[row.cluster_id]!.push(row.barcode);
    return byCluster;
  }
}
