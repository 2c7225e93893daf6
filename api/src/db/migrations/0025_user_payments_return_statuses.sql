-- Issue 31 point 12 (account §7 "Create user payment / mac"): a Monetico user payment keeps the
-- form fields the API issued for it (everything but the MAC), so the MAC call signs exactly those
-- and nothing a browser changed. Null for the other providers' sessions.
ALTER TABLE "payment_sessions" ADD COLUMN "form_fields" jsonb;
--> statement-breakpoint
-- Issue 31 point 9 (account §4 "The dictionary lists return statuses"): a return moves from
-- awaiting receipt to being processed, accepted, then refunded; customer care sets it, the
-- account shows it.
ALTER TABLE "return_requests" ADD COLUMN "status" text DEFAULT 'AWAITING_RECEIPT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status_check" CHECK ("status" IN ('AWAITING_RECEIPT', 'PROCESSING', 'ACCEPTED', 'REFUNDED'));
