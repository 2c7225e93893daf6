import type { ApiClient } from '@trama/shared/api';

/** Storefront §3 Newsletter subscription (the footer variant: e-mail and brand). */
export interface NewsletterSubscription {
  email: string;
  brandId: number;
  mailingID?: string;
}

/** POST /api/external/azure/zg-newsletter-create (storefront §7). */
export const subscribeNewsletter = (api: ApiClient, subscription: NewsletterSubscription) =>
  api.post<unknown>('/api/external/azure/zg-newsletter-create', subscription);
