-- Issue 14: in-store receipts (account §3 Ticket), return reasons and returns (§3 Return ticket
-- payload, Return reason), and the brand's catalogues (§3 Catalogue). A return is a ticket RET in
-- "tickets" (0010); return_requests adds its order and reason, return_lines what goes back.
CREATE TABLE "store_sales" (
	"store_sale_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_sales_store_sale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"web_client_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"sales" numeric(10, 2) NOT NULL,
	CONSTRAINT "store_sales_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "store_sales_sales_not_negative" CHECK ("store_sales"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_sale_lines" (
	"store_sale_id" integer NOT NULL,
	"line_number" smallint NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"category" text NOT NULL,
	"size" text,
	"quantity" integer NOT NULL,
	"sales" numeric(10, 2) NOT NULL,
	"item_type_code" text DEFAULT 'P' NOT NULL,
	"product_photo_url" text,
	CONSTRAINT "store_sale_lines_store_sale_id_line_number_pk" PRIMARY KEY("store_sale_id","line_number"),
	CONSTRAINT "store_sale_lines_quantity_positive" CHECK ("store_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_reasons" (
	"return_reason_id" integer PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"reasons" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_reason_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"ticket_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" smallint NOT NULL,
	"product_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_lines_ticket_id_order_line_id_pk" PRIMARY KEY("ticket_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "catalogues" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"season_name" text NOT NULL,
	"catalogue_url" text NOT NULL,
	"photo_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_store_sale_id_store_sales_store_sale_id_fk" FOREIGN KEY ("store_sale_id") REFERENCES "public"."store_sales"("store_sale_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_return_reason_id_return_reasons_return_reason_id_fk" FOREIGN KEY ("return_reason_id") REFERENCES "public"."return_reasons"("return_reason_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_ticket_id_return_requests_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."return_requests"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_fk" FOREIGN KEY ("order_id","order_line_id") REFERENCES "public"."order_lines"("order_id","order_line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_sales_client_idx" ON "store_sales" USING btree ("web_client_id","order_date");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_id","order_line_id");--> statement-breakpoint
CREATE INDEX "catalogues_brand_idx" ON "catalogues" USING btree ("brand_id","position");
