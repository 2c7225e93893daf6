/** Storefront spec §3 (Login request, Registration request, Sign-up form, Web client, User info). */
export interface LoginRequest {
  customerCode: string;
  username: string;
  password: string;
  brandId: number;
  rememberMe: boolean;
  tokenValidityInMilliseconds?: number;
  browserId?: string;
  browserType?: string;
  operatingSystem?: string;
  country?: string;
  awinCampaign?: string;
  awinAwc?: string;
}

export interface LoginResponse {
  id_token: string;
}

export type UserStatus = 'NEW_USER' | 'EXISTING_USER' | 'LEGACY_USER';

export interface WebClientRequest {
  brandId: number;
  preferredStoreId: number | null;
  multisiteOptin: 'Y' | 'N';
  dataOptin: 'Y' | 'N';
  newsOptin: 'Y' | 'N';
  country: string;
}

export interface RegistrationRequest {
  customerCode: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  langKey: string;
  gender: 'M' | 'F';
  birthdate: string;
  webClientRequest: WebClientRequest;
}

export interface WebClient {
  webClientId: number;
  discountCodes: string[];
}

export interface UserInfo {
  firstName: string;
  lastName: string;
  email: string;
  discountCodes: string[];
  customerCode: string;
  webClientId: number;
  newsOptinDate: string | null;
}
