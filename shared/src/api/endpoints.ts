/** One function per API call of the foundation (storefront §7); feature issues add theirs beside. */
import type {
  BannerLabel,
  BrandDetail,
  ContentItem,
  HealthStatus,
  MenuItem,
  RemoteRegistry,
  Store,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';

export const fetchMenu = (api: ApiClient) => api.get<MenuItem[]>('/api/external/menu');

export const fetchContentGrid = (api: ApiClient, gridId: number) =>
  api.get<ContentItem[]>(`/api/external/content/grid/${gridId}`);

/** `language`: the page's, when the caller knows it better than the client's last setting (promotion names). */
export const fetchBrandDetails = (api: ApiClient, brandId = api.currentContext.brandId, language?: string) =>
  api.get<BrandDetail>('/api/external/brands/details', { query: { brandId }, headers: language ? { language } : undefined });

export const fetchBannerLabels = (api: ApiClient, brandId = api.currentContext.brandId) =>
  api.get<BannerLabel[]>(`/api/external/brands/${brandId}/label-languages`, {
    query: { language: api.currentContext.language },
  });

export const fetchRemoteRegistry = (api: ApiClient) => api.get<RemoteRegistry>('/api/external/remotes');

export const fetchStoresByBrand = (api: ApiClient, brandId = api.currentContext.brandId) =>
  api.get<Store[]>('/api/external/stores/stores-by-brand-id', { query: { brandId } });

export const fetchHealth = (api: ApiClient) => api.get<HealthStatus>('/api/health');
