/**
 * Account §3 Catalogue: Trama Casa's seasonal catalogues for the catalogues page. Each opens a
 * page of the shop; the cover is drawn by the media route (/media/catalogues/<slug>.svg). Written once.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';

export const CATALOGUE_ROWS: (typeof schema.catalogues.$inferInsert)[] = [
  { code: 'AI26-LETTO', name: 'Il letto di lino', seasonName: 'Autunno-Inverno 2026', catalogueUrl: '/it/letto', photoUrl: '/media/catalogues/ai26-letto-lino.svg' },
  { code: 'AI26-TAVOLA', name: 'La tavola delle feste', seasonName: 'Autunno-Inverno 2026', catalogueUrl: '/it/tavola', photoUrl: '/media/catalogues/ai26-tavola-feste.svg' },
  { code: 'PE26-BAGNO', name: 'Spugna e sole', seasonName: 'Primavera-Estate 2026', catalogueUrl: '/it/bagno', photoUrl: '/media/catalogues/pe26-bagno-spugna.svg' },
  { code: 'PE26-HOMEWEAR', name: 'Lino da indossare', seasonName: 'Primavera-Estate 2026', catalogueUrl: '/it/homewear', photoUrl: '/media/catalogues/pe26-homewear-lino.svg' },
].map((row, i) => ({ ...row, brandId: SHOP_BRAND_ID, position: i + 1 }));

export async function seedCataloguesIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.catalogues);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(schema.catalogues).values(CATALOGUE_ROWS);
  return true;
}
