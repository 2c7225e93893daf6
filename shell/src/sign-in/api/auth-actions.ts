/** What the sign-in screens ask the API (storefront §7), on the page's one client and session. */
import {
  activateAccount,
  authenticate,
  checkEmail,
  createCustomerInCrm,
  fetchUserInfo,
  finishPasswordReset,
  getApiClient,
  initPasswordReset,
  registerAccount,
  socialSignInProviders,
  socialSignInSession,
  socialSignInStartUrl,
} from '@trama/shared/api';
import { STORAGE_KEYS, type UserStatus } from '@trama/shared/contract';
import type { SignUpForm } from '@trama/shared/rules';
import { authSession } from '../../auth/auth-session.ts';
import { storedAffiliate, storedCampaign } from '../../marketing/affiliate.ts';
import { browserFacts, loginRequest, normalizeEmail, registrationRequest } from '../model/requests.ts';
import { brandCustomerCode } from './customer-code.ts';

const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** Storefront §4 Connection status: NEW_USER, EXISTING_USER or LEGACY_USER. */
export async function lookUpEmail(email: string): Promise<UserStatus> {
  const api = getApiClient();
  const answer = await checkEmail(api, { email: normalizeEmail(email), customerCode: await brandCustomerCode(api) });
  return answer.status;
}

/** Storefront §4 Login: success stores the token and marks the shopper authenticated. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const api = getApiClient();
  const body = loginRequest(email, password, await brandCustomerCode(api), api.currentContext, {
    browserId: stored(STORAGE_KEYS.browserId),
    // Issue 31 §4: the affiliate values only with cookie approval (docs/consent-and-marketing.md), whatever storage holds.
    awinAwc: storedAffiliate(),
    awinCampaign: storedCampaign(),
    ...browserFacts(globalThis.navigator?.userAgent ?? ''),
  });
  const { id_token: token } = await authenticate(api, body);
  signInWith(token);
}

/** Storefront §4 Password reset init; a LEGACY_USER resets with legacyUser=true. */
export async function requestPasswordReset(email: string, legacyUser: boolean): Promise<void> {
  const api = getApiClient();
  await initPasswordReset(api, { mail: normalizeEmail(email), customerCode: await brandCustomerCode(api) }, { legacyUser });
}

export async function registerShopper(form: SignUpForm): Promise<void> {
  const api = getApiClient();
  const body = registrationRequest(form, await brandCustomerCode(api), api.currentContext);
  if (!body) throw new Error('The sign-up form is not valid');
  await registerAccount(api, body);
}

/** Storefront §2 Account activation, §4 Account creation: "then automatic login". */
export async function activateAndSignIn(key: string): Promise<void> {
  const answer = await activateAccount(getApiClient(), key);
  signInWith(answer.id_token);
  // Not awaited: the activation is done and shown whatever the newsletter CRM answers.
  void createInCrmWhenOptedIn();
}

/**
 * Issue 31 §4, storefront §4 Account creation "Newsletter opt-in triggers a customer-create call
 * after login", §5 zg-customer-create (bearer, empty body). The sign-up form's opt-in is stored on
 * the account (the activation link may be opened in another browser than the form), so the signed-in
 * account's user info says whether it was ticked: newsOptinDate is set only for an opt-in. Any
 * failure is logged and ignored: it never blocks nor undoes the sign-in.
 */
export async function createInCrmWhenOptedIn(): Promise<void> {
  const api = getApiClient();
  try {
    const user = await fetchUserInfo(api);
    if (user.newsOptinDate === null) return;
    await createCustomerInCrm(api);
  } catch (error) {
    console.warn('[trama] customer-create after the sign-up opt-in failed', error);
  }
}

export async function finishReset(key: string, newPassword: string): Promise<void> {
  await finishPasswordReset(getApiClient(), { key, newPassword });
}

/** Issue 31 point 1: the providers with a button, in order; none when the API cannot say. */
export async function configuredSocialProviders(): Promise<string[]> {
  try {
    return (await socialSignInProviders(getApiClient())).providers;
  } catch {
    return [];
  }
}

/** The API's start of a provider's flow, for the page's language and brand. */
export function socialStartUrl(provider: string, language: string): string {
  const { baseUrl, brandId } = getApiClient().currentContext;
  return `${baseUrl}${socialSignInStartUrl(provider, language, brandId)}`;
}

/** Storefront §4 Login after a social sign-in: the token the API kept for this browser, stored as a password sign-in's. */
export async function finishSocialSignIn(): Promise<void> {
  const { id_token: token } = await socialSignInSession(getApiClient());
  signInWith(token);
}

function signInWith(token: string): void {
  const session = authSession();
  session.signIn(token);
  // A token the browser already finds expired (a clock far off) cannot open a session.
  if (!session.current().authenticated) throw new Error('The token is expired');
}
