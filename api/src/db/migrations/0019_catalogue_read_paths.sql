-- Issue 18 §1: the read path of search at 50,000-500,000 products (docs/api-performance.md).
-- Search used to find its hits in product_texts (820 bytes a row: descriptions, care, composition)
-- through a GIN index holding every language, AND it with the primary key's language entries, then
-- hash-join every product to read menu, ranking and price. product_search is one narrow row per
-- product and written language carrying what search filters, ranks, sorts and groups by, with
-- one index per language, so an unseen phrase reads only its own hits.
-- It is kept by statement triggers (one set-based write per seed batch, not one per row).
CREATE TABLE "product_search" (
  "product_id" integer NOT NULL REFERENCES "products"("product_id") ON DELETE CASCADE,
  "language" text NOT NULL,
  "brand_id" integer NOT NULL,
  "menu_id" integer NOT NULL,
  "ranking" integer NOT NULL,
  "starting_price" numeric(10, 2) NOT NULL,
  "discount_percentage" smallint,
  -- product_texts.search, copied: the same document, so the same hits and the same ts_rank.
  "search" tsvector NOT NULL,
  -- trama_unaccent(lower(name)): the typo fallback's word_similarity target.
  "name_folded" text NOT NULL,
  PRIMARY KEY ("product_id", "language")
);
--> statement-breakpoint
-- The typo fallback's word_similarity is the costly part of an unseen phrase (about 10 µs a name,
-- and a common word is close to thousands of names). Many products share a name (colour variants,
-- sizes sold apart: 4,500 distinct names for 50,000 products), so similarity is computed once per
-- distinct name here and the products are found by name. Names no product uses any more are
-- harmless (they join nothing) and are not pruned.
CREATE TABLE "product_search_names" (
  "language" text NOT NULL,
  "name_folded" text NOT NULL,
  PRIMARY KEY ("language", "name_folded")
);
--> statement-breakpoint
-- Covering: the products of a name are read from the index alone (no heap page per product).
CREATE INDEX "product_search_name_idx" ON "product_search" ("language", "name_folded")
  INCLUDE ("brand_id", "starting_price", "product_id", "menu_id", "ranking", "discount_percentage");
--> statement-breakpoint
-- One full-text and one trigram index per language (partial): a search reads its own language's
-- index only. Not one (language, …) index for both: the planner then took the trigram index for
-- "language = 'it'" alone and filtered all 50,000 rows of the language for a full-text query.
-- A new shop language needs its two indexes here (SUPPORTED_LANGUAGES).
CREATE INDEX "product_search_fts_it_idx" ON "product_search" USING gin ("search") WHERE "language" = 'it';
--> statement-breakpoint
CREATE INDEX "product_search_fts_en_idx" ON "product_search" USING gin ("search") WHERE "language" = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_fts_fr_idx" ON "product_search" USING gin ("search") WHERE "language" = 'fr';
--> statement-breakpoint
CREATE INDEX "product_search_fts_de_idx" ON "product_search" USING gin ("search") WHERE "language" = 'de';
--> statement-breakpoint
CREATE INDEX "product_search_fts_es_idx" ON "product_search" USING gin ("search") WHERE "language" = 'es';
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_it_idx" ON "product_search_names" USING gin ("name_folded" gin_trgm_ops) WHERE "language" = 'it';
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_en_idx" ON "product_search_names" USING gin ("name_folded" gin_trgm_ops) WHERE "language" = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_fr_idx" ON "product_search_names" USING gin ("name_folded" gin_trgm_ops) WHERE "language" = 'fr';
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_de_idx" ON "product_search_names" USING gin ("name_folded" gin_trgm_ops) WHERE "language" = 'de';
--> statement-breakpoint
CREATE INDEX "product_search_names_trgm_es_idx" ON "product_search_names" USING gin ("name_folded" gin_trgm_ops) WHERE "language" = 'es';
--> statement-breakpoint
-- Rows in (language, brand, category) order: the hits of one word mostly share a category, so they share pages.
INSERT INTO "product_search"
  SELECT t.product_id, t.language, p.brand_id, p.menu_id, p.ranking, p.starting_price, p.discount_percentage, t.search, trama_unaccent(lower(t.name))
  FROM product_texts t JOIN products p ON p.product_id = t.product_id
  ORDER BY t.language, p.brand_id, p.menu_id, p.ranking;
--> statement-breakpoint
INSERT INTO "product_search_names" SELECT DISTINCT "language", "name_folded" FROM "product_search";
--> statement-breakpoint
CREATE FUNCTION trama_product_search_texts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search
    SELECT n.product_id, n.language, p.brand_id, p.menu_id, p.ranking, p.starting_price, p.discount_percentage, n.search, trama_unaccent(lower(n.name))
    FROM new_rows n JOIN products p ON p.product_id = n.product_id
  ON CONFLICT (product_id, language) DO UPDATE SET search = excluded.search, name_folded = excluded.name_folded;
  INSERT INTO product_search_names SELECT DISTINCT n.language, trama_unaccent(lower(n.name)) FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION trama_product_search_texts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.product_id AND s.language = o.language;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may change the language or the product of a row: remove the old rows, add the new ones.
CREATE FUNCTION trama_product_search_texts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.product_id = o.product_id AND s.language = o.language;
  INSERT INTO product_search
    SELECT n.product_id, n.language, p.brand_id, p.menu_id, p.ranking, p.starting_price, p.discount_percentage, n.search, trama_unaccent(lower(n.name))
    FROM new_rows n JOIN products p ON p.product_id = n.product_id
  ON CONFLICT (product_id, language) DO UPDATE SET search = excluded.search, name_folded = excluded.name_folded;
  INSERT INTO product_search_names SELECT DISTINCT n.language, trama_unaccent(lower(n.name)) FROM new_rows n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION trama_product_search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s SET brand_id = n.brand_id, menu_id = n.menu_id, ranking = n.ranking,
         starting_price = n.starting_price, discount_percentage = n.discount_percentage
  FROM new_rows n
  WHERE s.product_id = n.product_id
    AND (s.brand_id, s.menu_id, s.ranking, s.starting_price, s.discount_percentage)
        IS DISTINCT FROM (n.brand_id, n.menu_id, n.ranking, n.starting_price, n.discount_percentage);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_texts_added AFTER INSERT ON product_texts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trama_product_search_texts_added();
--> statement-breakpoint
CREATE TRIGGER product_search_texts_removed AFTER DELETE ON product_texts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trama_product_search_texts_removed();
--> statement-breakpoint
CREATE TRIGGER product_search_texts_changed AFTER UPDATE ON product_texts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trama_product_search_texts_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_products_changed AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trama_product_search_products_changed();
--> statement-breakpoint
ANALYZE "product_search";
--> statement-breakpoint
ANALYZE "product_search_names";
