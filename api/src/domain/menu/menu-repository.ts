import { and, eq, inArray, sql } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { menuItems, menuTranslations } from '../../db/schema.ts';
import { languageRank } from '../sql-helpers.ts';

export interface MenuRow {
  item: typeof menuItems.$inferSelect;
  translation: typeof menuTranslations.$inferSelect;
}

/** An entry's address in one language (issue 17 §1): its own, else the language-neutral one. */
export interface MenuUrlRow {
  menuId: number;
  language: string;
  canonicalUrl: string;
}

export class MenuRepository extends SqlRepository {
  /** Every entry of the brand with its best translation among `languages`. */
  findForBrand(brandId: number, languages: readonly string[]): Promise<MenuRow[]> {
    return this.db
      .selectDistinctOn([menuItems.menuId], { item: menuItems, translation: menuTranslations })
      .from(menuItems)
      .innerJoin(menuTranslations, eq(menuTranslations.menuId, menuItems.menuId))
      .where(and(eq(menuItems.brandId, brandId), inArray(menuTranslations.language, [...languages])))
      .orderBy(menuItems.menuId, languageRank(menuTranslations.language, languages));
  }

  /** Every translated entry's address in every language it has a row in (one query for the whole menu). */
  urlsForBrand(brandId: number): Promise<MenuUrlRow[]> {
    return this.db
      .select({
        menuId: menuTranslations.menuId,
        language: menuTranslations.language,
        canonicalUrl: sql<string>`coalesce(${menuTranslations.canonicalUrl}, ${menuItems.canonicalUrl})`,
      })
      .from(menuTranslations)
      .innerJoin(menuItems, eq(menuTranslations.menuId, menuItems.menuId))
      .where(eq(menuItems.brandId, brandId));
  }
}
