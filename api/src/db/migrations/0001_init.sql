CREATE TABLE "brand_labels" (
	"brand_id" integer NOT NULL,
	"language" text NOT NULL,
	"label_type" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "brand_labels_brand_id_language_label_type_pk" PRIMARY KEY("brand_id","language","label_type")
);
--> statement-breakpoint
CREATE TABLE "brand_promotions" (
	"promotion_rule_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"rule_type" text NOT NULL,
	"rule_name" text NOT NULL,
	"threshold" numeric(10, 2),
	"quantity" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_cluster_id" text,
	"product_cluster_id_1" text,
	"product_cluster_id_2" text,
	"product_category_id_1" integer,
	"product_category_id_2" integer,
	"promotion_name" text,
	CONSTRAINT "brand_promotions_rule_type" CHECK ("brand_promotions"."rule_type" in ('AMOUNT', 'VALUE', 'QUANTITY', 'PERCENTAGE', 'PACK'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"name" text NOT NULL,
	"store_code" text NOT NULL,
	"default_language" text DEFAULT 'it' NOT NULL,
	"default_currency" text DEFAULT 'EUR' NOT NULL,
	"promotion_cluster" text DEFAULT 'E' NOT NULL,
	"promotion_end" timestamp with time zone,
	"shipping_minimum" numeric(10, 2) NOT NULL,
	"shipping_cost" numeric(10, 2) NOT NULL,
	"crm" text,
	"zendesk" boolean DEFAULT false NOT NULL,
	"payment_gateway" text NOT NULL,
	"conversion_threshold" integer NOT NULL,
	"conversion_multiple" numeric(10, 2) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_grids" (
	"grid_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grid_id" integer NOT NULL,
	"section" integer NOT NULL,
	"widget" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"language" text,
	"value" text NOT NULL,
	"alt_text" text,
	"menu_href" text,
	CONSTRAINT "content_items_type" CHECK ("content_items"."type" in ('PHOTO', 'TEXT', 'VIDEO'))
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"menu_type" text NOT NULL,
	"canonical_url" text NOT NULL,
	"alt_url1" text,
	"alt_url2" text,
	"grid_id" integer,
	"grid_type_id" integer,
	"colored" boolean DEFAULT false NOT NULL,
	"promotion" boolean DEFAULT false NOT NULL,
	"product_type" text,
	CONSTRAINT "menu_items_brand_key" UNIQUE("brand_id","key"),
	CONSTRAINT "menu_items_menu_type" CHECK ("menu_items"."menu_type" in ('MENU', 'PAGE', 'CATALOGUE'))
);
--> statement-breakpoint
CREATE TABLE "menu_translations" (
	"menu_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "menu_translations_menu_id_language_pk" PRIMARY KEY("menu_id","language")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"brand_id" integer NOT NULL,
	"mailing_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_email_brand" UNIQUE("email","brand_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"personal_shopper" boolean DEFAULT false NOT NULL,
	"store_type" text DEFAULT 'E' NOT NULL,
	"has_basket" boolean DEFAULT true NOT NULL,
	"store_delivery" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "stores_store_code_unique" UNIQUE("store_code")
);
--> statement-breakpoint
ALTER TABLE "brand_labels" ADD CONSTRAINT "brand_labels_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_promotions" ADD CONSTRAINT "brand_promotions_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_grids" ADD CONSTRAINT "content_grids_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_grid_id_content_grids_grid_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."content_grids"("grid_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_menu_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_translations" ADD CONSTRAINT "menu_translations_menu_id_menu_items_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu_items"("menu_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_promotions_brand_idx" ON "brand_promotions" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "content_items_grid_idx" ON "content_items" USING btree ("grid_id","section","widget","position");--> statement-breakpoint
CREATE INDEX "menu_items_brand_idx" ON "menu_items" USING btree ("brand_id","level","position");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id","country","city");