/** What the API keeps for itself: the local mail outbox, rate-limit counters, generated secrets, spent captcha solutions. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityKey, languageCode, timestampTz } from './columns.ts';

/** Mail written instead of sent when no SMTP_URL is set; the local mailbox (/dev/mailbox) reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: languageCode(),
    /** activation, password-reset… */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** Secrets the API generates for itself outside production (the dev JWT key), so every instance agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Accepted ALTCHA solutions by challenge signature, kept until the challenge expires: the key refuses a replay. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_solutions_expiry_idx').on(t.expiresAt)],
);
