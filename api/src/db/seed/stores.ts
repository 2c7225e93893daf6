/**
 * The shop's stores (account §3 Store, issue 15 locator): api/seed-data/stores/data.json (issue 32 §1).
 * Issue 17 §1: a store's name is a sign, the same in every language, so it holds no Italian word
 * a French or German shopper would have to read (no "Spaccio", no "Deposito"). Opening hours are
 * named sets (city, lunchBreak, tourist, mall, french, swiss); a store names its set.
 */
import { Type } from 'typebox';
import type { stores } from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { loadSeedData, SeedDataError } from './seed-data.ts';

type StoreInsert = typeof stores.$inferInsert;

const Hours = Type.Record(Type.String(), Type.String());
const StoresData = Type.Object({
  openingHours: Type.Record(Type.String(), Hours),
  stores: Type.Array(
    Type.Object({
      storeId: Type.Integer(),
      storeCode: Type.String(),
      storeType: Type.Union([Type.Literal('E'), Type.Literal('G')]),
      hasBasket: Type.Boolean(),
      storeDelivery: Type.Union([Type.String(), Type.Null()]),
      name: Type.String(),
      address: Type.String(),
      zip: Type.String(),
      city: Type.String(),
      country: Type.String({ pattern: '^[A-Z]{2}$' }),
      phone: Type.String(),
      openingHours: Type.String(),
      personalShopper: Type.Boolean(),
      latitude: Type.Number(),
      longitude: Type.Number(),
    }, { additionalProperties: false }),
  ),
});

const DATA = loadSeedData('stores', StoresData);

function hoursOf(name: string, storeCode: string): Record<string, string> {
  const hours = DATA.openingHours[name];
  if (!hours) throw new SeedDataError(`api/seed-data/stores/data.json ${storeCode}: no opening hours named "${name}" (one of ${Object.keys(DATA.openingHours).join(', ')})`);
  return hours;
}

export const STORE_ROWS: StoreInsert[] = DATA.stores.map((store) => ({
  ...store,
  openingHours: hoursOf(store.openingHours, store.storeCode),
  brandId: SHOP_BRAND_ID,
}));
