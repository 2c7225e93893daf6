-- Search (architecture §4) is PostgreSQL full-text with accent folding and trigram typo tolerance.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
