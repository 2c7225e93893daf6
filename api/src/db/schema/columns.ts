/**
 * The column shapes every domain's tables share (issue 32 §4), so each table says only what is its
 * own. Each helper returns a new builder: drizzle binds a builder to the one table it is used in.
 * The SQL they give is what the domain files wrote out before (drizzle-kit export is unchanged).
 */
import { integer, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An amount in the brand currency: numeric(10, 2), read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A moment: timestamp with time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A moment the database stamps with now() unless the insert gives one. */
export const stampedNow = (name: string) => timestampTz(name).notNull().defaultNow();

/** When the row was written. */
export const createdAt = () => stampedNow('created_at');

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => stampedNow('updated_at');

/** A key the database numbers (generated always as identity). */
export const identityKey = (name = 'id') => integer(name).primaryKey().generatedAlwaysAsIdentity();

/** A row that belongs to another: not null, and deleted with it. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** The language of a translated row (it, en, fr, de, es). */
export const languageCode = () => text('language').notNull();
