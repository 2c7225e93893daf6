import { fetchStoresByBrand, getApiClient } from '@trama/shared/api';

/** The brand's stores (account §7 stores by brand; brand 3 by default, §9), for useAsync. */
export const loadBrandStores = (_signal: AbortSignal) => fetchStoresByBrand(getApiClient());
