import { and, asc, eq, inArray } from 'drizzle-orm';
import { SqlRepository } from '../sql-repository.ts';
import { brandLabels, brandPromotions, brands } from '../../db/schema.ts';
import { languageRank } from '../sql-helpers.ts';

export type BrandRow = typeof brands.$inferSelect;
export type PromotionRow = typeof brandPromotions.$inferSelect;
export type LabelRow = typeof brandLabels.$inferSelect;

export class BrandRepository extends SqlRepository {
  async exists(brandId: number): Promise<boolean> {
    const rows = await this.db.select({ id: brands.brandId }).from(brands).where(eq(brands.brandId, brandId));
    return rows.length > 0;
  }

  async find(brandId: number): Promise<BrandRow | undefined> {
    const [row] = await this.db.select().from(brands).where(eq(brands.brandId, brandId));
    return row;
  }

  listAll(): Promise<Pick<BrandRow, 'brandId' | 'name'>[]> {
    return this.db
      .select({ brandId: brands.brandId, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.position), asc(brands.brandId));
  }

  promotions(brandId: number): Promise<PromotionRow[]> {
    return this.db
      .select()
      .from(brandPromotions)
      .where(eq(brandPromotions.brandId, brandId))
      .orderBy(asc(brandPromotions.promotionRuleId));
  }

  /** One label per type, in the best available language. */
  labels(brandId: number, languages: readonly string[]): Promise<LabelRow[]> {
    return this.db
      .selectDistinctOn([brandLabels.labelType])
      .from(brandLabels)
      .where(and(eq(brandLabels.brandId, brandId), inArray(brandLabels.language, [...languages])))
      .orderBy(brandLabels.labelType, languageRank(brandLabels.language, languages));
  }
}
