-- Issue 17 §1: every language has its own words in the address bar (/fr/lit/draps/…).
-- menu_translations.canonical_url: the entry's canonicalUrl in that language; null = the
-- language-neutral menu_items.canonical_url (an entry a product owner has not translated).
-- product_texts.canonical_url: the product's slug in that language; null = products.canonical_url.
-- A path in any language's words is recognised and replaced by the page language's one (storefront §2).
ALTER TABLE "menu_translations" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "canonical_url" text;--> statement-breakpoint
CREATE INDEX "menu_translations_url_idx" ON "menu_translations" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "product_texts_url_idx" ON "product_texts" USING btree ("canonical_url");
