-- Issue 18 §4 (docs/caching.md): a paid order changes web stock, and on a sale day orders come
-- several a second. Stock shows on a product answer and its page, never on a list card, a filter
-- or a search hit, so a stock-only write must not clear those: the product_sizes trigger of 0018
-- is split in two. An UPDATE that sets web_inventory notifies 'product_sizes.web_inventory'
-- (product answers and pages clear); any other write to product_sizes (a price, a new size)
-- still notifies 'product_sizes' (every catalogue read clears). An UPDATE setting both fires both.
-- store_stock keeps its 0018 trigger; the API maps it to product answers and pages only.
CREATE FUNCTION trama_cache_notify_web_stock() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('trama_cache', TG_TABLE_NAME || '.web_inventory');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER trama_cache_notify ON product_sizes;
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF product_id, position, size, size_slug, alt_size, alt_size_texts, barcode, starting_price, old_price
  ON product_sizes FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify_web_stock AFTER UPDATE OF web_inventory ON product_sizes FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify_web_stock();
