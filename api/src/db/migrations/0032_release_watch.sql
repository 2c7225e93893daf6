-- Issue 33 §3: what the shop sees of each remote build. Browsers report a slot's outcome per build
-- (POST /api/external/remote-reports) and the server its own render faults: one row per remote,
-- build, kind and minute holds the count. No visitor data at all: no IP, cookie, URL or time
-- finer than the minute. The auto-rollback reads the last ten minutes of a canary build.
CREATE TABLE "remote_report_counts" (
	"remote" text NOT NULL,
	"build_id" text NOT NULL,
	"kind" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "remote_report_counts_pk" PRIMARY KEY ("remote", "build_id", "minute", "kind"),
	CONSTRAINT "remote_report_counts_kind" CHECK ("kind" in ('mount', 'load-failure', 'render-failure', 'server-fault'))
);
--> statement-breakpoint
CREATE INDEX "remote_report_counts_minute_idx" ON "remote_report_counts" ("minute");
--> statement-breakpoint
-- What happened to a release by itself (an auto-rollback) with the numbers that decided it, shown on /dev/releases.
CREATE TABLE "release_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote" text NOT NULL,
	"build_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"numbers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_events_at_idx" ON "release_events" ("at");
