CREATE TABLE "clickstream_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clickstream_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"browser_id" text NOT NULL,
	"product_id" integer,
	"menu_id" integer,
	"product" text,
	"origin_url" text NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"browser_type" text NOT NULL,
	"browser_os" text NOT NULL,
	"browser_platform" text NOT NULL,
	"browser_country" text NOT NULL,
	"ip_address" text,
	"click_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "composite_items" (
	"composite_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "composite_items_composite_id_position_pk" PRIMARY KEY("composite_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_clusters" (
	"cluster_id" text NOT NULL,
	"barcode" text NOT NULL,
	CONSTRAINT "product_clusters_cluster_id_barcode_pk" PRIMARY KEY("cluster_id","barcode")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"size" text NOT NULL,
	"size_slug" text NOT NULL,
	"alt_size" text,
	"barcode" text NOT NULL,
	"web_inventory" integer NOT NULL,
	"starting_price" numeric(10, 2) NOT NULL,
	"old_price" numeric(10, 2),
	CONSTRAINT "product_sizes_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_sizes_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"colour_name" text NOT NULL,
	"material_name" text NOT NULL,
	"care" json NOT NULL,
	"composition" jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(trama_search_config(language), name), 'A') || setweight(to_tsvector(trama_search_config(language), colour_name || ' ' || material_name), 'B') || setweight(to_tsvector(trama_search_config(language), description), 'C')) STORED NOT NULL,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"menu_id" integer NOT NULL,
	"canonical_url" text NOT NULL,
	"model_code" text NOT NULL,
	"collection" text,
	"ranking" integer NOT NULL,
	"outlet" boolean DEFAULT false NOT NULL,
	"on_special" boolean DEFAULT false NOT NULL,
	"pack" boolean DEFAULT false NOT NULL,
	"permanent" boolean DEFAULT true NOT NULL,
	"material" text NOT NULL,
	"colour_slug" text NOT NULL,
	"colour_code" text NOT NULL,
	"starting_price" numeric(10, 2) NOT NULL,
	"old_price" numeric(10, 2),
	"discount_percentage" smallint,
	"photo_count" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "products_brand_canonical_url" UNIQUE("brand_id","canonical_url"),
	CONSTRAINT "products_product_type" CHECK ("products"."product_type" in ('S', 'C'))
);
--> statement-breakpoint
ALTER TABLE "clickstream_events" ADD CONSTRAINT "clickstream_events_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composite_items" ADD CONSTRAINT "composite_items_composite_id_products_product_id_fk" FOREIGN KEY ("composite_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composite_items" ADD CONSTRAINT "composite_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_menu_id_menu_items_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clickstream_browser_idx" ON "clickstream_events" USING btree ("brand_id","browser_id");--> statement-breakpoint
CREATE INDEX "clickstream_product_idx" ON "clickstream_events" USING btree ("product_id","browser_id");--> statement-breakpoint
CREATE INDEX "composite_items_product_idx" ON "composite_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_sizes_slug_idx" ON "product_sizes" USING btree ("size_slug","product_id");--> statement-breakpoint
CREATE INDEX "product_texts_search_idx" ON "product_texts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_menu_ranking_idx" ON "products" USING btree ("menu_id","ranking","product_id");--> statement-breakpoint
CREATE INDEX "products_menu_price_idx" ON "products" USING btree ("menu_id","starting_price");--> statement-breakpoint
CREATE INDEX "products_brand_ranking_idx" ON "products" USING btree ("brand_id","ranking");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_code");