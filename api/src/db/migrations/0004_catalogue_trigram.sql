-- Typo fallback of the search (storefront §2 Search): trigram word similarity on the accent-folded,
-- lower-cased product name. Expression index, so it lives here rather than in schema.ts.
CREATE INDEX "product_texts_name_trgm_idx" ON "product_texts" USING gin ((trama_unaccent(lower("name"))) gin_trgm_ops);
