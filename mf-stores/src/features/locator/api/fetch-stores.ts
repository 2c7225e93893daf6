import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';

/** The brand's stores (storefront §7 stores-by-brand-id); brand 3 by default (§9). */
export const loadStores = (_signal: AbortSignal) => fetchStoresByBrand(getApiClient());
