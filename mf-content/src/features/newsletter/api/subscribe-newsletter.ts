import { fetchBannerLabels, type ApiClient } from '@trama/shared/api';

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

/**
 * Issue 31 §4, storefront §3 Banner labels and Newsletter subscription ("optional mailingID"): the
 * brand's CAMPAIGN_MAILING_ID label names the mailing a subscription comes from. Without the label,
 * or when the labels cannot be read, the subscription goes without it.
 */
export async function campaignMailingId(api: ApiClient, brandId: number): Promise<string | undefined> {
  try {
    const labels = await fetchBannerLabels(api, brandId);
    const id = (Array.isArray(labels) ? labels : []).find((label) => label?.labelType === 'CAMPAIGN_MAILING_ID')?.label?.trim();
    return id ? id : undefined;
  } catch {
    return undefined;
  }
}
