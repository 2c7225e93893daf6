import type { ApiClient } from '@trama/shared/api';

/** Storefront §3 Newsletter subscription (the footer and popup variant: e-mail and brand), with the captcha. */
export interface NewsletterSubscription {
  email: string;
  brandId: number;
  mailingID?: string;
  /** The ALTCHA widget's payload: the API accepts each solution once. */
  altcha: string;
}

/** POST /api/external/azure/zg-newsletter-create (storefront §7). */
export const subscribeNewsletter = (api: ApiClient, subscription: NewsletterSubscription) =>
  api.post<unknown>('/api/external/azure/zg-newsletter-create', subscription);

/** Where the captcha widget fetches its challenge (the contact form's, same API). */
export const challengeUrl = (api: ApiClient) => api.url('/api/external/altcha/challenge');

/** A refused or replayed solution: the shopper solves a new challenge. */
export const isCaptchaRefusal = (code: string | undefined) => code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REPLAYED';
