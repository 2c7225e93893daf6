-- Issue 31 §6 (storefront §1 packs, §3 Basket pack[], §4 pack rules): the pieces of a pack are
-- products of their own. A pack product (products.pack) lists here each piece, the size of it the
-- pack holds and the pack's reduction on that piece (the basket's pack[].discountDetail.percentage).
-- The API reads this table, never the browser's refs, to price a pack's pieces.
CREATE TABLE "product_pack_pieces" (
	"pack_product_id" integer NOT NULL REFERENCES "products"("product_id") ON DELETE cascade,
	"piece_product_id" integer NOT NULL REFERENCES "products"("product_id") ON DELETE cascade,
	"piece_size" text NOT NULL,
	"position" smallint NOT NULL,
	"discount_percentage" smallint NOT NULL,
	CONSTRAINT "product_pack_pieces_pkey" PRIMARY KEY ("pack_product_id", "piece_product_id"),
	CONSTRAINT "product_pack_pieces_not_itself" CHECK ("pack_product_id" <> "piece_product_id"),
	CONSTRAINT "product_pack_pieces_percentage" CHECK ("discount_percentage" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE INDEX "product_pack_pieces_piece_idx" ON "product_pack_pieces" ("piece_product_id");
