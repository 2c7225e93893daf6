-- Issue 14: the contact form (account §5 Contact form, §7 contact message and support ticket).
-- contact_subjects: the subject list of the form, per brand and language (seeded).
-- captcha_solutions: every accepted ALTCHA solution, by its challenge signature, until its
-- challenge expires; the primary key refuses a replay, across API instances.
-- help_desk_outbox: one row per ticket to forward to the help desk; the ticket is stored first,
-- the forward is tried at once and retried with backoff until it succeeds, so no ticket is lost
-- while the desk is down. web_clients.multisite_optin_date: when the partner opt-in went to Y.
CREATE TABLE "contact_subjects" (
	"brand_id" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"subject" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_subjects_pk" PRIMARY KEY("brand_id","language","code")
);
--> statement-breakpoint
ALTER TABLE "contact_subjects" ADD CONSTRAINT "contact_subjects_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expiry_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "help_desk_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_desk_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_desk_outbox_ticket" UNIQUE("ticket_id"),
	CONSTRAINT "help_desk_outbox_status" CHECK ("help_desk_outbox"."status" in ('PENDING', 'SENT'))
);
--> statement-breakpoint
ALTER TABLE "help_desk_outbox" ADD CONSTRAINT "help_desk_outbox_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_desk_outbox_due_idx" ON "help_desk_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "web_clients" ADD COLUMN "multisite_optin_date" timestamp with time zone;
