-- Issue 12 point 12: a coupon use is reserved when the order is created, not only recorded when it
-- is paid, so unpaid orders count against a code's limits. A reservation (status RESERVED) counts
-- until expires_at; a paid order's use (REDEEMED) counts for good. A failed order deletes its
-- reservation; an expired one simply stops counting (no background job, any number of instances).
ALTER TABLE "coupon_redemptions" ADD COLUMN "status" text DEFAULT 'REDEEMED' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_status" CHECK ("coupon_redemptions"."status" in ('RESERVED', 'REDEEMED') and (("coupon_redemptions"."status" = 'RESERVED') = ("coupon_redemptions"."expires_at" is not null)));--> statement-breakpoint
-- A payment that arrives after its order's reservation expired or was released was still made with
-- the discount: it is recorded, so times_used may end above max_uses (the error log says so).
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_times_used_in_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_times_used_not_negative" CHECK ("coupons"."times_used" >= 0);
