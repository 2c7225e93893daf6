CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"web_client_id" integer,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_order" UNIQUE("coupon_id","order_ref")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"coupon_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_coupon_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"brand_id" integer NOT NULL,
	"coupon_type" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"label" text,
	"cumulative" boolean DEFAULT true NOT NULL,
	"authenticated_only" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"minimum_amount" numeric(10, 2),
	"product_cluster_id" text,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code") and length("coupons"."code") > 0),
	CONSTRAINT "coupons_coupon_type" CHECK ("coupons"."coupon_type" in ('PERCENT', 'FIXED', 'PRIVATE_SALE')),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0),
	CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" > 0),
	CONSTRAINT "coupons_max_uses_per_customer_positive" CHECK ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" > 0),
	CONSTRAINT "coupons_times_used_in_range" CHECK ("coupons"."times_used" >= 0 and ("coupons"."max_uses" is null or "coupons"."times_used" <= "coupons"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("coupon_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","web_client_id");