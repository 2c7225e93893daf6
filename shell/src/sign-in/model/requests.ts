/** The bodies of storefront §3 Login request and Registration request, built from what the shopper typed. */
import type { ApiContext } from '@trama/shared/api';
import type { LoginRequest, RegistrationRequest } from '@trama/shared/contract';
import { parseBirthDate, type SignUpForm } from '@trama/shared/rules';

/** Storefront §3 Login request: the username is the e-mail, lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type RequestContext = Pick<ApiContext, 'brandId' | 'country' | 'language'>;

export interface LoginExtras {
  browserId?: string | null;
  awinAwc?: string | null;
  /** Issue 31 §4: the affiliate arrival's campaign, kept only after cookie approval (marketing/affiliate.ts). */
  awinCampaign?: string | null;
  browserType?: string;
  operatingSystem?: string;
}

/**
 * Issue 31 §4, storefront §3 Login request: the browser and its operating system, by name only
 * (no version, nothing that singles a shopper out), from the user agent; no tracking library.
 * The order matters: Edge and Chrome agents say Safari too, iPhone agents say "like Mac OS X".
 */
export function browserFacts(agent: string): { browserType: string; operatingSystem: string } {
  const browserType = /edg\//i.test(agent)
    ? 'Edge'
    : /firefox|fxios/i.test(agent)
      ? 'Firefox'
      : /chrom|crios/i.test(agent)
        ? 'Chrome'
        : /safari/i.test(agent)
          ? 'Safari'
          : 'Other';
  const operatingSystem = /android/i.test(agent)
    ? 'Android'
    : /iphone|ipad|ipod/i.test(agent)
      ? 'iOS'
      : /windows/i.test(agent)
        ? 'Windows'
        : /mac os/i.test(agent)
          ? 'macOS'
          : /linux|cros/i.test(agent)
            ? 'Linux'
            : 'Other';
  return { browserType, operatingSystem };
}

export function loginRequest(
  email: string,
  password: string,
  customerCode: string,
  context: RequestContext,
  extras: LoginExtras = {},
): LoginRequest {
  return {
    customerCode,
    username: normalizeEmail(email),
    password,
    brandId: context.brandId,
    // The token is kept in browser storage across visits (storefront §4), so the session is remembered.
    rememberMe: true,
    country: context.country,
    ...(extras.browserId ? { browserId: extras.browserId } : {}),
    ...(extras.awinCampaign ? { awinCampaign: extras.awinCampaign } : {}),
    ...(extras.awinAwc ? { awinAwc: extras.awinAwc } : {}),
    ...(extras.browserType ? { browserType: extras.browserType } : {}),
    ...(extras.operatingSystem ? { operatingSystem: extras.operatingSystem } : {}),
  };
}

const yesNo = (value: boolean): 'Y' | 'N' => (value ? 'Y' : 'N');

/**
 * Storefront §3 Registration request from the §3 Sign-up form: login = e-mail, langKey = the page
 * language, the web client of this brand with the three opt-ins as Y/N. Null when the birth date
 * is not valid (the form never submits then).
 */
export function registrationRequest(
  form: SignUpForm,
  customerCode: string,
  context: RequestContext,
  now: Date = new Date(),
): RegistrationRequest | null {
  const birthdate = parseBirthDate({ day: form.birthDay, month: form.birthMonth, year: form.birthYear }, now);
  if (birthdate === null || (form.gender !== 'M' && form.gender !== 'F')) return null;
  const email = normalizeEmail(form.email);
  return {
    customerCode,
    password: form.password,
    firstName: form.username.trim(),
    lastName: form.userlastname.trim(),
    email,
    login: email,
    langKey: context.language,
    gender: form.gender,
    birthdate,
    webClientRequest: {
      brandId: context.brandId,
      preferredStoreId: form.preferredStoreId,
      multisiteOptin: yesNo(form.connection_1),
      dataOptin: yesNo(form.connection_2),
      newsOptin: yesNo(form.connection_3),
      country: context.country,
    },
  };
}
