-- Catalogue search (storefront §2 Search, architecture §4): accent-insensitive, stemmed full-text
-- per language. unaccent() is only STABLE, so it cannot appear in an index or a generated column;
-- text search configurations that run unaccent as a dictionary, and an IMMUTABLE wrapper pinned
-- to the unaccent dictionary, can.
CREATE FUNCTION trama_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trama_it (COPY = pg_catalog.italian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trama_it ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trama_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trama_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trama_fr (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trama_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trama_de (COPY = pg_catalog.german);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trama_de ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trama_es (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trama_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
-- The configuration of a product text's language (unknown languages: simple, accent-folded by the caller).
CREATE FUNCTION trama_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE language
    WHEN 'it' THEN 'trama_it'::regconfig
    WHEN 'en' THEN 'trama_en'::regconfig
    WHEN 'fr' THEN 'trama_fr'::regconfig
    WHEN 'de' THEN 'trama_de'::regconfig
    WHEN 'es' THEN 'trama_es'::regconfig
    ELSE 'simple'::regconfig END $$;
