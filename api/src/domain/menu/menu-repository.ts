import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../plugins/db.ts';
import { menuItems, menuTranslations } from '../../db/schema.ts';
import { languageRank } from '../sql-helpers.ts';

export interface MenuRow {
  item: typeof menuItems.$inferSelect;
  translation: typeof menuTranslations.$inferSelect;
}

export class MenuRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Every entry of the brand with its best translation among `languages`. */
  findForBrand(brandId: number, languages: readonly string[]): Promise<MenuRow[]> {
    return this.db
      .selectDistinctOn([menuItems.menuId], { item: menuItems, translation: menuTranslations })
      .from(menuItems)
      .innerJoin(menuTranslations, eq(menuTranslations.menuId, menuItems.menuId))
      .where(and(eq(menuItems.brandId, brandId), inArray(menuTranslations.language, [...languages])))
      .orderBy(menuItems.menuId, languageRank(menuTranslations.language, languages));
  }
}
