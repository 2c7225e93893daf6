-- Issue 29 §6 (docs/baseline-deviations.md): the newsletter is double opt-in. A form sends a
-- confirmation e-mail; the address is subscribed only once its link is followed (confirmed_at).
-- The link's key is single use and expires: only its SHA-256 is stored, with its expiry, and both
-- are cleared on confirmation. Rows written before this change were subscriptions already
-- (single opt-in): they stay subscribed.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_key_hash" text;
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_key_expires_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at";
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_key" ON "newsletter_subscriptions" ("confirm_key_hash") WHERE "confirm_key_hash" IS NOT NULL;
--> statement-breakpoint
-- Issue 29 §12: the sign-up box stored newsOptin Y and subscribed nobody. An activated account has
-- a confirmed address (its activation or reset link), so its opt-ins become the subscriptions they
-- were meant to be.
INSERT INTO "newsletter_subscriptions" ("email", "brand_id", "confirmed_at")
SELECT c."email", w."brand_id", coalesce(w."news_optin_date", now())
FROM "web_clients" w JOIN "customers" c ON c."customer_id" = w."customer_id"
WHERE w."news_optin" = 'Y' AND c."activated"
ON CONFLICT ("email", "brand_id") DO NOTHING;
