-- Issue 14: customer-care tickets (account §3 Contact ticket payload, Return ticket payload, Shopper
-- request). One table for every kind, told apart by subject_code: RET for a return, SHO for a
-- personal-shopper request, the contact form's subject codes otherwise. A visitor's ticket has no
-- web client; a signed-in customer's always has one, and only that customer can read it.
CREATE TABLE "tickets" (
	"ticket_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"web_client_id" integer,
	"subject_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"message" text NOT NULL,
	"order_reference" text,
	"message_from" text DEFAULT 'C' NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"store_id" integer,
	"appointment_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_message_from" CHECK ("tickets"."message_from" in ('C', 'S'))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_web_client_id_web_clients_web_client_id_fk" FOREIGN KEY ("web_client_id") REFERENCES "public"."web_clients"("web_client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_client_idx" ON "tickets" USING btree ("web_client_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_subject_idx" ON "tickets" USING btree ("subject_code","created_at");
