import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { contentGrids, contentItems } from '../../db/schema.ts';
import { languageRank } from '../sql-helpers.ts';

export type ContentRow = typeof contentItems.$inferSelect;

export class ContentRepository extends SqlRepository {
  async gridExists(gridId: number): Promise<boolean> {
    const rows = await this.db.select({ id: contentGrids.gridId }).from(contentGrids).where(eq(contentGrids.gridId, gridId));
    return rows.length > 0;
  }

  /**
   * One row per (section, widget, position, name): the asked language if present, else the
   * next fallback, else the language-neutral row. Ordered by section, widget, position.
   */
  items(gridId: number, languages: readonly string[]): Promise<ContentRow[]> {
    const c = contentItems;
    return this.db
      .selectDistinctOn([c.section, c.widget, c.position, c.name])
      .from(c)
      .where(and(eq(c.gridId, gridId), or(inArray(c.language, [...languages]), isNull(c.language))))
      .orderBy(c.section, c.widget, c.position, c.name, languageRank(c.language, languages));
  }
}
