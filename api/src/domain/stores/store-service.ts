import type { ClickAndCollectLine, ClickAndCollectStore, NearbyStore, Store, StoreSearchAnswer } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { AppError, badRequest } from '../errors.ts';
import type { GazetteerRepository } from '../geo/gazetteer-repository.ts';
import { Service } from '../service.ts';
import { locate, type StoreSearch } from './store-search.ts';
import { roundedKm } from './store-distance.ts';
import { storeLookupCountries } from './store-country.ts';
import type { StoreAtDistance, StoreRepository, StoreRow } from './store-repository.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * The nearest-store search looks this far (km): a city's stores and its area's (Milano reaches
 * Monza, Bergamo, Como, Lugano), not a store in another region. Beyond it the list is empty and
 * the locator says locator.16.
 */
export const NEAREST_RADIUS_KM = 100;
export const DEFAULT_NEAREST_LIMIT = 10;
export const MAX_NEAREST_LIMIT = 50;

function toStore(row: StoreRow): Store {
  const { brandId: _brandId, openingHours, ...store } = row;
  // jsonb keeps keys sorted alphabetically; shoppers read a week from Monday.
  const ordered = Object.fromEntries(
    Object.entries(openingHours).sort(([a], [b]) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)),
  );
  return { ...store, openingHours: ordered };
}

const toNearbyStore = ({ row, distanceKm }: StoreAtDistance): NearbyStore => ({ ...toStore(row), distanceKm: roundedKm(distanceKm) });

/** One line per size: the basket is keyed by product and size, so a repeat is a malformed request. */
function assertDistinct(lines: readonly ClickAndCollectLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.size}`;
    if (seen.has(key)) throw badRequest('DUPLICATE_LINE', `Size '${line.size}' of product ${line.productId} is listed twice.`);
    seen.add(key);
  }
}

export class StoreService extends Service<{ repository: StoreRepository; brands: BrandService; gazetteer: GazetteerRepository }> {
  async byBrand(brandId: number): Promise<Store[]> {
    await this.deps.brands.assertExists(brandId);
    return (await this.deps.repository.byBrand(brandId)).map(toStore);
  }

  /** Storefront §7 store/by-brand: the shops list, one country (Monaco as France) or all of them. */
  async listed(brandId: number, country: string | undefined): Promise<Store[]> {
    await this.deps.brands.assertExists(brandId);
    return (await this.deps.repository.listed(brandId, storeLookupCountries(country))).map(toStore);
  }

  /** Account §7 store/nearest: the place searched for (or a position) and its stores, nearest first. */
  async nearest(brandId: number, search: StoreSearch, options: { country?: string; limit?: number }): Promise<StoreSearchAnswer> {
    await this.deps.brands.assertExists(brandId);
    const located = await locate(this.deps.gazetteer, search);
    if (!located) throw badRequest('SEARCH_REQUIRED', 'Give a location (city or postal code) or lat and lng.');
    // The place decides, not the visitor's country: a shopper from Germany searching "Milano" wants
    // Milano's stores. The radius keeps the answer local.
    const rows = await this.deps.repository.nearest(brandId, located.point, {
      countries: null,
      radiusKm: NEAREST_RADIUS_KM,
      limit: options.limit ?? DEFAULT_NEAREST_LIMIT,
    });
    return { place: located.place, stores: rows.map(toNearbyStore) };
  }

  /** Account §7 click-and-collect-stores: the stores able to serve every line; [] is locator.11. */
  async clickAndCollect(
    brandId: number,
    lines: ClickAndCollectLine[],
    search: StoreSearch,
    country: string | undefined,
    language: string = 'it',
  ): Promise<ClickAndCollectStore[]> {
    assertDistinct(lines);
    await this.deps.brands.assertExists(brandId);
    const located = await locate(this.deps.gazetteer, search);
    const sizes = await this.deps.repository.sizes(brandId, lines);
    const barcodes = new Map(sizes.map((s) => [`${s.productId}\u0000${s.size}`, s.barcode]));
    const unknownLines = lines.filter((l) => !barcodes.has(`${l.productId}\u0000${l.size}`)).map(({ productId, size }) => ({ productId, size }));
    if (unknownLines.length > 0) {
      throw new AppError(422, 'UNKNOWN_PRODUCTS', 'Some lines are not for sale on this shop.', { messageKey: 'locator.11', extra: { unknownLines } });
    }
    const stockLines = lines.map((line) => ({ ...line, barcode: barcodes.get(`${line.productId}\u0000${line.size}`)! }));
    // With a place or position the stores are ordered by distance from it; without one the
    // visitor's country (Monaco as France) comes first. It never narrows the list: the basket and
    // the product page check the store the shopper chose with this call, and a browser in en-GB or
    // de (country GB, DE) must still find the Milano store it picked (issue 29 point 10).
    const rows = await this.deps.repository.collectable(brandId, stockLines, located?.point ?? null, located ? null : storeLookupCountries(country), language);
    return rows.map((row) => ({ ...toNearbyStore(row), barcodeList: row.barcodeList }));
  }
}
