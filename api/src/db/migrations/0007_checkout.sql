CREATE TABLE "client_addresses" (
	"client_address_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_addresses_client_address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"web_client_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_addresses_type" CHECK ("client_addresses"."address_type" in ('SHIP', 'BILL'))
);
--> statement-breakpoint
CREATE TABLE "client_loyalty" (
	"web_client_id" integer PRIMARY KEY NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"loyalty_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"expiration_date" date
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"web_client_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_web_client_id_key_pk" PRIMARY KEY("web_client_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"order_line_id" smallint NOT NULL,
	"product_id" integer,
	"size" text,
	"barcode" text,
	"quantity" integer NOT NULL,
	"list_price" numeric(10, 2) NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	"item_type" text NOT NULL,
	"item_type_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_photo_url" text,
	CONSTRAINT "order_lines_order_id_order_line_id_pk" PRIMARY KEY("order_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"web_order_id" text NOT NULL,
	"web_client_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"status" text NOT NULL,
	"selected_price" smallint DEFAULT 1 NOT NULL,
	"delivery_mode" text DEFAULT 'DIS' NOT NULL,
	"store_code" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"email" text NOT NULL,
	"browser_id" text,
	"discount_code" text,
	"promotion_rule_id" integer,
	"merchandise_total" numeric(10, 2) NOT NULL,
	"discount_total" numeric(10, 2) DEFAULT 0 NOT NULL,
	"freight_total" numeric(10, 2) DEFAULT 0 NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipment_date" timestamp with time zone,
	"carrier_code" text,
	"package_number" text,
	"carrier_status" text,
	"awin_awc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_web_order_id_unique" UNIQUE("web_order_id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('CHE', 'AWA', 'PEN', 'PAI', 'FAI', 'DIS', 'STO', 'DEP', 'SHI', 'WIT')),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_code" text NOT NULL,
	"psp_reference" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"success" boolean NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_event" UNIQUE("provider","event_code","psp_reference")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"method" text,
	"psp_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "express_shipping_cost" numeric(10, 2) DEFAULT 12.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_web_client_id" integer;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_loyalty" ADD CONSTRAINT "client_loyalty_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("web_client_id","address_type");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("web_client_id","order_date");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_idx" ON "payment_sessions" USING btree ("order_id");