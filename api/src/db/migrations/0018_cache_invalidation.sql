-- Issue 18 §4: cache coherence across API instances (docs/caching.md). Every API instance keeps
-- some answers in memory (catalogue reads, sitemap plans, rendered pages); any number of
-- instances share one PostgreSQL (architecture §5). A write to a table that feeds such an answer
-- sends pg_notify('trama_cache', <table name>) and every instance LISTENing on the channel drops
-- the caches that read that table (api/src/domain/cache/).
-- Triggers, not calls in the API's write paths, because they also catch the writers the API never
-- sees: the seed, `npm run media:import`, a product owner's SQL in psql.
-- FOR EACH STATEMENT: one notification per statement, however many rows it touches (a
-- 10,000-row seed chunk costs one), and PostgreSQL folds identical notifications of one
-- transaction into one. It fires on a statement that touched no row too: a spare clear is harmless.
-- The notification is delivered at COMMIT (never for a rolled-back write), so a listener that
-- clears on receipt then reads the committed rows.
CREATE FUNCTION trama_cache_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('trama_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The catalogue: list pages, filters, search hits, product answers and pages (stock and prices included).
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_texts FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sizes FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON composite_items FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_clusters FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_stock FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
-- The menu and the brand: list scopes, search categories, the sitemap, every page's header.
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_translations FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_promotions FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_labels FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
-- The CMS and the other public pages a server render shows (stores, catalogues, contact subjects).
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_grids FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_items FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogues FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
--> statement-breakpoint
CREATE TRIGGER trama_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_subjects FOR EACH STATEMENT EXECUTE FUNCTION trama_cache_notify();
