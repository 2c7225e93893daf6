/**
 * What pricing needs besides the basket (storefront §3 Brand detail, Promotion; §7): the brand's
 * shipping terms and promotions, and the barcodes of each promotion's product cluster. Loaded once
 * per page and kept in memory; a failed load is forgotten so the next change retries.
 */
import { fetchBrandDetails, fetchClusterBarcodes, getApiClient } from '@trama/shared/api';
import type { BrandDetail, Promotion } from '@trama/shared/contract';

export interface PricingContext {
  brand: BrandDetail;
  clusterBarcodes: Record<string, string[]>;
}

let loaded: PricingContext | null = null;
let loading: Promise<PricingContext> | null = null;
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

async function load(): Promise<PricingContext> {
  const brand = await fetchBrandDetails(getApiClient());
  const ids = clusterIds(brand.promotion ?? []);
  const lists = await Promise.all(ids.map(clusterBarcodes));
  return { brand, clusterBarcodes: Object.fromEntries(ids.map((id, i) => [id, lists[i] ?? []])) };
}

/** The context when it is already known (pricing then runs synchronously). */
export function loadedPricingContext(): PricingContext | null {
  return loaded;
}

export function loadPricingContext(): Promise<PricingContext> {
  const started = generation;
  loading ??= load().then(
    (context) => {
      if (started === generation) loaded = context;
      return context;
    },
    (error: unknown) => {
      if (started === generation) loading = null;
      throw error;
    },
  );
  return loading;
}

/** Tests: forget the brand details and barcodes (the page itself never needs to). */
export function forgetPricingContext(): void {
  generation += 1;
  loaded = null;
  loading = null;
  barcodes.clear();
}
