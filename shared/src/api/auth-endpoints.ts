/** The sign-in calls of storefront §7 (issue 5). Secured ones send the bearer token. */
import type {
  ActivationResponse,
  CheckEmailRequest,
  CheckEmailResponse,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
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

export const changePassword = (api: ApiClient, body: PasswordChangeRequest) =>
  api.post<void>('/api/account/change-password', body, { secured: true });

export const fetchWebClient = (api: ApiClient) =>
  api.get<WebClient>('/api/external-secured/web-clients', { secured: true });

export const fetchUserInfo = (api: ApiClient) => api.get<UserInfo>('/api/account', { secured: true });
