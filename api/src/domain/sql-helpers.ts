import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/**
 * Rank of a row's language in the fallback list (0 = asked language); untranslated rows
 * (language null) come last. Used with DISTINCT ON to keep the best translation.
 */
export function languageRank(column: AnyColumn, languages: readonly string[]): SQL<number> {
  const whens = languages.map((language, i) => sql`when ${language} then ${i}`);
  return sql<number>`case ${column} ${sql.join(whens, sql` `)} else ${languages.length} end`;
}
