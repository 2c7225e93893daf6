/**
 * The contact form's subjects (account §3 Subject list items: code, subject) for the three
 * brands in the five languages. SHO (personal shopper) and RET (returns) belong to other forms
 * and are not listed here. Written once, into an empty contact_subjects table.
 */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Type } from 'typebox';
import * as schema from '../schema.ts';
import { inEveryLanguageSchema, loadSeedData } from './seed-data.ts';
import { insertMissing } from './top-up.ts';
import { BRANDS } from './brands.ts';

/** The subjects' texts: api/seed-data/contact-subjects/ (issue 32 §1). */
const ContactSubjectsData = Type.Object({ subjects: Type.Array(Type.Object({ code: Type.String(), text: inEveryLanguageSchema(Type.String()) })) });

const SUBJECTS = loadSeedData('contact-subjects', ContactSubjectsData).subjects;

export const CONTACT_SUBJECT_ROWS: (typeof schema.contactSubjects.$inferInsert)[] = BRANDS.flatMap((brand) =>
  SUBJECTS.flatMap((subject, position) =>
    Object.entries(subject.text).map(([language, text]) => ({ brandId: brand.brandId, language, code: subject.code, subject: text, position })),
  ),
);

/** Writes the subjects that are missing (issue 32 §1 top-up); returns whether it wrote any. */
export async function seedContactSubjectsIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  return (await insertMissing(db, schema.contactSubjects, CONTACT_SUBJECT_ROWS, ['brandId', 'language', 'code'])) > 0;
}
