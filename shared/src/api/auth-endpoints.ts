/** The sign-in calls of storefront §7 (issue 5). Secured ones send the bearer token. */
import type {
  ActivationResponse,
  CheckEmailRequest,
  CustomerCreateAnswer,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
  PasswordResetFinishRequest,
  PasswordResetInitRequest,
  RegistrationRequest,
  UserInfo,
  WebClient,
} from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';

export const checkEmail = (api: ApiClient, body: CheckEmailRequest) =>
  api.post<CheckEmailResponse>('/api/checkemail', body);

export const registerAccount = (api: ApiClient, body: RegistrationRequest) => api.post<void>('/api/register', body);

export const activateAccount = (api: ApiClient, key: string) =>
  api.get<ActivationResponse>('/api/activate', { query: { key } });

export const authenticate = (api: ApiClient, body: LoginRequest) => api.post<LoginResponse>('/api/authenticate', body);

export const initPasswordReset = (
  api: ApiClient,
  body: PasswordResetInitRequest,
  options: { legacyUser: boolean; brandId?: number },
) =>
  api.post<void>('/api/account/reset-password/init', body, {
    query: { legacyUser: options.legacyUser, brandId: options.brandId ?? api.currentContext.brandId },
  });

export const finishPasswordReset = (api: ApiClient, body: PasswordResetFinishRequest) =>
  api.post<void>('/api/account/reset-password/finish', body);

/** The answer's id_token replaces the session's: every token signed before the change is refused. */
export const changePassword = (api: ApiClient, body: PasswordChangeRequest) =>
  api.post<PasswordChangeResponse>('/api/account/change-password', body, { secured: true });

/**
 * Storefront §4 Logout on the server: every token of the customer signed so far is refused from
 * then on. The token is passed in: by then the session has already forgotten it.
 */
export const revokeTokens = (api: ApiClient, token: string) =>
  api.post<{ loggedOut: true }>('/api/account/logout', undefined, { headers: { authorization: `Bearer ${token}` } });

export const fetchWebClient = (api: ApiClient) =>
  api.get<WebClient>('/api/external-secured/web-clients', { secured: true });

export const fetchUserInfo = (api: ApiClient) => api.get<UserInfo>('/api/account', { secured: true });

/** Storefront §4 Account creation, §5 customer-create: the signed-in customer into the newsletter CRM (bearer, empty body). */
export const createCustomerInCrm = (api: ApiClient) =>
  api.post<CustomerCreateAnswer>('/api/external-secured/azure/zg-customer-create', undefined, { secured: true });

/** Issue 31 point 1: the social sign-in providers the API is configured with (docs/social-sign-in.md). */
export const socialSignInProviders = (api: ApiClient) => api.get<{ providers: string[] }>('/api/social-sign-in/providers');

/** Where a social button leads: the API starts the OpenID Connect flow and redirects to the provider. */
export const socialSignInStartUrl = (provider: string, language: string, brandId: number) =>
  `/api/social-sign-in/${encodeURIComponent(provider)}/start?language=${encodeURIComponent(language)}&brandId=${brandId}`;

/** After the provider's redirect: the shop's id_token, read once from the API's HttpOnly hand-off cookie. */
export const socialSignInSession = (api: ApiClient) => api.post<LoginResponse>('/api/social-sign-in/session');
