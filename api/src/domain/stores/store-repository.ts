import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../plugins/db.ts';
import { stores } from '../../db/schema.ts';

export type StoreRow = typeof stores.$inferSelect;

export class StoreRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  byBrand(brandId: number): Promise<StoreRow[]> {
    return this.db.select().from(stores).where(eq(stores.brandId, brandId)).orderBy(asc(stores.storeId));
  }
}
