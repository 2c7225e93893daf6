/**
 * What pricing needs besides the basket (storefront §3 Brand detail, Promotion; §7): the brand's
 * shipping terms and promotions, and the barcodes of each promotion's product cluster. Loaded once
 * per page and language and kept in memory; a failed load is forgotten so the next change retries.
 * Issue 29 §13: the promotions' names are the language's, so a switch without a reload loads the
 * brand details again (the amounts stay usable meanwhile: they are the same in every language).
 */
import { fetchBrandDetails, fetchClusterBarcodes, getApiClient } from '@trama/shared/api';
import type { BrandDetail, Promotion } from '@trama/shared/contract';

export interface PricingContext {
  brand: BrandDetail;
  clusterBarcodes: Record<string, string[]>;
}

let loaded: PricingContext | null = null;
let loadedLanguage: string | null = null;
let loading: Promise<PricingContext> | null = null;
let loadingLanguage: string | null = null;
/**
 * The language the basket's views last said the page speaks: it wins over the API client's, which
 * the shell configures in its own effect, after the remotes' effects of the same switch ran.
 */
let pageLanguage: string | null = null;
// A load started before forgetPricingContext() must not fill the cache afterwards.
let generation = 0;
const barcodes = new Map<string, Promise<string[]>>();

function clusterIds(promotions: readonly Promotion[]): string[] {
  const ids = promotions.flatMap((p) => [p.productClusterId, p.productClusterId_1, p.productClusterId_2]);
  return [...new Set(ids.filter((id): id is string => !!id))];
}

function clusterBarcodes(clusterId: string): Promise<string[]> {
  let answer = barcodes.get(clusterId);
  if (!answer) {
    answer = fetchClusterBarcodes(getApiClient(), clusterId);
    barcodes.set(clusterId, answer);
    answer.catch(() => barcodes.delete(clusterId));
  }
  return answer;
}

async function load(language: string): Promise<PricingContext> {
  const brand = await fetchBrandDetails(getApiClient(), undefined, language);
  const ids = clusterIds(brand.promotion ?? []);
  const lists = await Promise.all(ids.map(clusterBarcodes));
  return { brand, clusterBarcodes: Object.fromEntries(ids.map((id, i) => [id, lists[i] ?? []])) };
}

/** The context when it is already known (pricing then runs synchronously). */
export function loadedPricingContext(): PricingContext | null {
  return loaded;
}

/** The page's language for pricing: what the basket's views said, else the API client's. */
export function pricingLanguage(): string {
  return pageLanguage ?? getApiClient().currentContext.language;
}

export function setPricingLanguage(language: string): void {
  pageLanguage = language;
}

/** The language the loaded context speaks (its promotion names), null before the first load. */
export function pricingContextLanguage(): string | null {
  return loadedLanguage;
}

export function loadPricingContext(language: string = pricingLanguage()): Promise<PricingContext> {
  if (loading && loadingLanguage === language) return loading;
  if (loaded && loadedLanguage === language) return Promise.resolve(loaded);
  const started = generation;
  loadingLanguage = language;
  const attempt: Promise<PricingContext> = load(language).then(
    (context) => {
      if (started === generation && loading === attempt) {
        loaded = context;
        loadedLanguage = language;
        loading = null;
      }
      return context;
    },
    (error: unknown) => {
      if (started === generation && loading === attempt) loading = null;
      throw error;
    },
  );
  loading = attempt;
  return attempt;
}

/** Tests: forget the brand details and barcodes (the page itself never needs to). */
export function forgetPricingContext(): void {
  generation += 1;
  loaded = null;
  loadedLanguage = null;
  loading = null;
  loadingLanguage = null;
  pageLanguage = null;
  barcodes.clear();
}
