-- Issue 16: gift cards (storefront §3 Basket line itemType, §9 item types GFC and EAN).
-- products.item_type: what a product is sold as — EAN (goods, with a barcode on the shelf) or GFC
-- (a gift card: its sizes are amounts). Basket pricing and order creation read it from here, never
-- from the browser: a gift card is left out of automatic promotions, coupons and the free-shipping
-- minimum, and a store pickup does not look for it on the store's shelves.
ALTER TABLE "products" ADD COLUMN "item_type" text DEFAULT 'EAN' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_item_type" CHECK ("products"."item_type" in ('EAN', 'GFC'));
