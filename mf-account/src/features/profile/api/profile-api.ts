/** The "my data" page's API calls (account §7 Profile, Change password). */
import { changePassword, fetchStoresByBrand, getApiClient } from '@trama/shared/api';
import type { AccountProfile, PasswordChangeRequest, ProfileUpdateRequest, Store } from '@trama/shared/contract';

export const fetchProfile = (signal?: AbortSignal) =>
  getApiClient().get<AccountProfile>('/api/external-secured/web-clients', { secured: true, signal });

/** 200 answers the updated profile; 422 INVALID_PROFILE names the refused fields. */
export const saveProfile = (body: ProfileUpdateRequest) =>
  getApiClient().post<AccountProfile>('/api/external-secured/web-clients/profile', body, { secured: true });

/** §1 Store: type G is excluded from the choice. */
export const fetchChoosableStores = async (): Promise<Store[]> =>
  (await fetchStoresByBrand(getApiClient())).filter((store) => store.storeType !== 'G');

export const sendPasswordChange = (body: PasswordChangeRequest) => changePassword(getApiClient(), body);
