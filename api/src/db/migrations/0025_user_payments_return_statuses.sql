-- Issue 31 point 12 (account §7 "Create user payment / mac"): a Monetico user payment keeps the
-- form fields the API issued for it (everything but the MAC), so the MAC call signs exactly those
-- and nothing a browser changed. Null for the other providers' sessions.
ALTER TABLE "payment_sessions" ADD COLUMN "form_fields" jsonb;
