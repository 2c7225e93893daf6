/**
 * Idempotency-Key of POST orders/create: a retried request (a double click, a lost answer) gets
 * the first answer again instead of a second order; the same key with another body is refused.
 * Kept in PostgreSQL so every API instance sees it (architecture §4).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema.ts';
import { SqlRepository } from '../sql-repository.ts';
import { AppError, badRequest } from '../errors.ts';
import type { Executor } from './order-repository.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** True when this is the stored answer of an earlier request. */
  replayed?: boolean;
}

export function assertIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header of 1-100 characters A-Z a-z 0-9 _ : . -');
  }
  return key;
}

export const idempotencyKeyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request body.');

/** JSON with object keys sorted at every level: the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

export class IdempotencyRepository extends SqlRepository {
  /** Same-key requests of one customer wait for each other until the first one's transaction ends. */
  async lock(tx: Executor, webClientId: number, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${webClientId}::int, hashtext(${key}))`);
  }

  /** The stored answer; 422 IDEMPOTENCY_KEY_REUSED when the key came with another body. */
  async replay(webClientId: number, key: string, hash: string, executor: Executor = this.db): Promise<StoredAnswer | null> {
    const [row] = await executor
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.webClientId, webClientId), eq(idempotencyKeys.key, key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw idempotencyKeyReused();
    return { status: row.responseStatus, body: row.responseBody, replayed: true };
  }

  async save(tx: Executor, webClientId: number, key: string, hash: string, answer: StoredAnswer): Promise<void> {
    await tx.insert(idempotencyKeys).values({ webClientId, key, requestHash: hash, responseStatus: answer.status, responseBody: answer.body as object });
  }
}
