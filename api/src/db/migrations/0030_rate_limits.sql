-- Issue 32 §3: the rate limits are counted by @fastify/rate-limit through a PostgreSQL store
-- (api/src/domain/rate-limits/postgres-store.ts), shared by every API instance: one row per key
-- (`<limit>:email:<hash>`, `<limit>:ip:<hash>`) with the count of its current window and the
-- window's end. Rows whose window ended are deleted by whichever instance happens to be counting.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY,
	"count" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_end_idx" ON "rate_limits" ("window_end");
