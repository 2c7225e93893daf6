-- Issue 17 §1: a size's name in every language ("Singolo", "Single", "Une personne", "Einzelbett",
-- "Individual"). alt_size stays the Italian source; alt_size_texts holds the other languages'
-- names, keyed by language. A language missing from it is served the Italian alt_size and the
-- product lists 'altSize' in Product.untranslated.
ALTER TABLE "product_sizes" ADD COLUMN "alt_size_texts" jsonb;
