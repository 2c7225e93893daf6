-- Issue 12 point 13: a token carries the customer's token version; changing or resetting the
-- password and signing out bump it, so every earlier token is refused on every API instance.
ALTER TABLE "customers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
