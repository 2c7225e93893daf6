/** Account §3 Return reason: the reasons a shopper picks from on the return form, in every shop language. Written once. */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Type } from 'typebox';
import * as schema from '../schema.ts';
import { inEveryLanguageSchema, loadSeedData } from './seed-data.ts';

/** The reasons' texts: api/seed-data/return-reasons/ (issue 32 §1). */
const ReturnReasonsData = Type.Object({ reasons: Type.Array(Type.Object({ id: Type.Integer(), text: inEveryLanguageSchema(Type.String()) })) });

export const RETURN_REASONS = loadSeedData('return-reasons', ReturnReasonsData).reasons.map((row) => ({
  returnReasonId: row.id,
  reasons: row.text,
}));

export async function seedReturnReasonsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.returnReasons);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(schema.returnReasons).values(RETURN_REASONS.map((row, i) => ({ ...row, position: i + 1 })));
  return true;
}
