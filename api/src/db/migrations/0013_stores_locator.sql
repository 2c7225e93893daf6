-- Issue 15: store locator, click and collect, personal-shopper booking (account §2, §3 Store,
-- Shopper request, §7 store calls).
-- store_stock: account §3 Store barcodeList, the stock of each barcode in each store.
-- gazetteer_places / gazetteer_postcodes: the Italian municipalities (names, province, coordinates)
-- and their postal codes, imported at seed time from npm open-data packages (no network at run
-- time); a search resolves a city name or postal code to coordinates here.
-- tickets_shopper_slot: one personal-shopper appointment per store and slot, also when two
-- requests arrive at once.
CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"barcode" text NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "store_stock_pk" PRIMARY KEY("store_id","barcode"),
	CONSTRAINT "store_stock_not_negative" CHECK ("store_stock"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_barcode_product_sizes_barcode_fk" FOREIGN KEY ("barcode") REFERENCES "public"."product_sizes"("barcode") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_barcode_idx" ON "store_stock" USING btree ("barcode");--> statement-breakpoint
CREATE TABLE "gazetteer_places" (
	"place_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gazetteer_places_place_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"istat_code" text
);
--> statement-breakpoint
CREATE INDEX "gazetteer_places_search_idx" ON "gazetteer_places" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "gazetteer_places_trgm_idx" ON "gazetteer_places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "gazetteer_postcodes" (
	"zip" text NOT NULL,
	"place_id" integer NOT NULL,
	CONSTRAINT "gazetteer_postcodes_pk" PRIMARY KEY("zip","place_id")
);
--> statement-breakpoint
ALTER TABLE "gazetteer_postcodes" ADD CONSTRAINT "gazetteer_postcodes_place_id_gazetteer_places_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."gazetteer_places"("place_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_shopper_slot" ON "tickets" USING btree ("store_id","appointment_date") WHERE "tickets"."subject_code" = 'SHO';
