/**
 * A size as the shopper chose it (issue 29 point 14): its name in the language ("Matrimoniale",
 * "Double", "50 €"), from product_sizes.alt_size (Italian) and alt_size_texts (the others, issue 17
 * §1), else its code (a size without a name: "M", "160x280"). Looked up by code at every read,
 * never stored with a basket or order line, so it follows the language the shopper reads now.
 * `sizes` is the SQL alias of product_sizes in the query.
 */
import { sql, type SQL } from 'drizzle-orm';

export function sizeNameSql(sizes: string, language: string): SQL<string> {
  const s = sql.raw(sizes);
  return sql<string>`coalesce(nullif(case when ${language}::text = 'it' then ${s}.alt_size
    else coalesce(nullif(${s}.alt_size_texts->>${language}::text, ''), ${s}.alt_size) end, ''), ${s}.size)`;
}
