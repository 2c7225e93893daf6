/** Shared pieces of the security suite (test/security/): row counts and the API error shape. */
import { expect } from 'vitest';
import { queryRows } from './basket-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Tables a request could write to; counted before and after an attack. */
export const WRITABLE_TABLES = [
  'customers',
  'web_clients',
  'activation_keys',
  'password_reset_keys',
  'mail_outbox',
  'newsletter_subscriptions',
  'clickstream_events',
  'coupon_redemptions',
  'coupons',
  'products',
  'product_sizes',
  'brands',
] as const;

/** Row counts of every public table (a dropped table shows up as missing). */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(t, `select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(t, `select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    counts[name] = row!.n;
  }
  return counts;
}

/** Every table of the list still exists. */
export async function expectTablesIntact(t: TestApp): Promise<void> {
  const counts = await rowCounts(t);
  for (const table of WRITABLE_TABLES) expect(counts, `table ${table}`).toHaveProperty(table);
  expect(counts.brands).toBeGreaterThan(0);
  expect(counts.products).toBeGreaterThan(0);
  expect(counts.customers).toBeGreaterThan(0);
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** An ApiErrorBody answer (plugins/errors.ts) with this status and code, as JSON. */
export function expectApiError(res: Answer, statusCode: number, code: string, context = ''): void {
  expect(res.statusCode, `${context} ${JSON.stringify(res.json?.())}`).toBe(statusCode);
  expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
  expect(res.json(), context).toMatchObject({ statusCode, code, message: expect.any(String) });
}
