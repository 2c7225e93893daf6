-- Issue 17 §1: the catalogues page and the basket's promotion line in every language.
-- The Italian columns stay the source; the *_texts columns hold the other languages keyed by
-- language. A language missing there is served in Italian.
-- catalogues.texts: { "fr": { "name": "…", "seasonName": "…" }, … }
-- brand_promotions.promotion_name_texts: { "fr": "Semaine du lin", … }
ALTER TABLE "catalogues" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_promotions" ADD COLUMN "promotion_name_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
