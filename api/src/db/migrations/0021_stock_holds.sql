-- Issue 29 point 1: the last pieces were sold twice. Stock was only checked when an order was
-- created and only taken when it was paid, so parallel orders for the last pieces were all created
-- and all paid. Now an order takes its pieces off the stock that serves it (web_inventory, or for a
-- store pickup store_stock.stock) inside its creation transaction, with a conditional UPDATE that
-- never goes below zero; both columns therefore count the pieces still for sale. stock_hold says
-- what the order has done with them:
--   NONE    holds nothing (created before this migration, failed, or its hold expired: given back)
--   HELD    holds its pieces until stock_held_until (an unpaid order)
--   SOLD    paid: the pieces are the shopper's
--   REFUND  a payment arrived when the order no longer held its pieces and they were gone: the
--           order is FAI with paid_at set, and the money is owed back (docs/checkout.md)
ALTER TABLE "orders" ADD COLUMN "stock_hold" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stock_hold" CHECK ("orders"."stock_hold" in ('NONE', 'HELD', 'SOLD', 'REFUND') and ("orders"."stock_hold" <> 'HELD' or "orders"."stock_held_until" is not null));--> statement-breakpoint
-- Orders paid before this migration had their stock taken at payment.
UPDATE "orders" SET "stock_hold" = 'SOLD' WHERE "status" in ('PAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT');--> statement-breakpoint
-- The expiry sweep reads only the holds that may lapse.
CREATE INDEX "orders_stock_held_until_idx" ON "orders" USING btree ("stock_held_until") WHERE "orders"."stock_hold" = 'HELD';
