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

/** POST /api/checkemail (storefront §7). */
export interface CheckEmailRequest {
  email: string;
  customerCode: string;
}

export interface CheckEmailResponse {
  status: UserStatus;
}

/**
 * GET /api/activate?key: the account is active. The answer signs the shopper in (storefront §4
 * Account creation: "then automatic login"), since only the owner of the mailbox holds the key.
 */
export interface ActivationResponse {
  activated: true;
  id_token: string;
}

/** POST /api/account/reset-password/init?legacyUser&brandId (storefront §7). */
export interface PasswordResetInitRequest {
  mail: string;
  customerCode: string;
}

/** POST /api/account/reset-password/finish. */
export interface PasswordResetFinishRequest {
  key: string;
  newPassword: string;
}

/** POST /api/account/change-password (bearer). */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** Every earlier token of the customer is refused after a change; id_token replaces this session's. */
export interface PasswordChangeResponse {
  changed: true;
  id_token: string;
}

/** The claims of the id_token the API signs (HS256, jose). */
export interface TokenClaims {
  /** The customer's e-mail. */
  sub: string;
  customerId: number;
  /** The web client of the brand the shopper signed in on. */
  webClientId: number;
  brandId: number;
  /** The customer's token version when signed: a password change or reset and logout bump it, killing older tokens. */
  tokenVersion: number;
  exp: number;
  iat: number;
}

/**
 * Storefront §4 Account creation, §7 POST /api/external-secured/azure/zg-customer-create (bearer,
 * empty body): the signed-in customer is created in the newsletter CRM when its web client opted in.
 */
export interface CustomerCreateAnswer {
  webClientId: number;
  email: string;
  newsOptin: 'Y' | 'N';
  /** SUBSCRIBED: the account e-mail is on the brand's newsletter; NOT_OPTED_IN: nothing was done. */
  newsletter: 'SUBSCRIBED' | 'NOT_OPTED_IN';
}
