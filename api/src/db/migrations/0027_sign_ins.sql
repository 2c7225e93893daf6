-- Issue 31 §4 (storefront §3 Login request): what a sign-in says about itself — the browser, its
-- operating system, the country, the browser id and the affiliate campaign — is kept with it, for
-- analytics and affiliate attribution, with the token's expiry as granted (tokenValidityInMilliseconds
-- capped at the server maximum). No password, token or IP address is kept here.
CREATE TABLE "sign_ins" (
	"sign_in_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"customer_id" integer NOT NULL REFERENCES "customers"("customer_id") ON DELETE CASCADE,
	"brand_id" integer NOT NULL,
	"browser_id" text,
	"browser_type" text,
	"operating_system" text,
	"country" text,
	"awin_campaign" text,
	"awin_awc" text,
	"signed_in_at" timestamp with time zone NOT NULL DEFAULT now(),
	"token_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_ins_customer_idx" ON "sign_ins" ("customer_id", "signed_in_at");
