/** What the API keeps for itself: the local mail outbox, rate-limit counters, generated secrets, spent captcha solutions. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail written instead of sent when no SMTP_URL is set; the local mailbox (/dev/mailbox) reads it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').notNull(),
    /** activation, password-reset… */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** Secrets the API generates for itself outside production (the dev JWT key), so every instance agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accepted ALTCHA solutions by challenge signature, kept until the challenge expires: the key refuses a replay. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solutions_expiry_idx').on(t.expiresAt)],
);
