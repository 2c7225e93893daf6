/** Account §3 Return reason: the reasons a shopper picks from on the return form, in every shop language. Written once. */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Type } from 'typebox';
import * as schema from '../schema.ts';
import { inEveryLanguageSchema, loadSeedData } from './seed-data.ts';
import { insertMissing } from './top-up.ts';

/** The reasons' texts: api/seed-data/return-reasons/ (issue 32 §1). */
const ReturnReasonsData = Type.Object({ reasons: Type.Array(Type.Object({ id: Type.Integer(), text: inEveryLanguageSchema(Type.String()) })) });

export const RETURN_REASONS = loadSeedData('return-reasons', ReturnReasonsData).reasons.map((row) => ({
  returnReasonId: row.id,
  reasons: row.text,
}));

/** Writes the reasons that are missing (issue 32 §1 top-up); returns whether it wrote any. */
export async function seedReturnReasonsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  return (await insertMissing(db, schema.returnReasons, RETURN_REASONS.map((row, i) => ({ ...row, position: i + 1 })), ['returnReasonId'])) > 0;
}
