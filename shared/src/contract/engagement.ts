/** Storefront §3 (Clickstream event) and account §3 (Wishlist, Newsletter subscription). */
import type { Product } from './product.ts';

export interface ClickstreamEvent {
  brandId: number;
  browserType: string;
  clickTime: string;
  ipAddress: string | null;
  menuId: number | null;
  product: string | null;
  /** Spelling kept from the spec. */
  orginUrl: string;
  recommended: boolean;
  productId: number | null;
  browserId: string;
  browserOS: string;
  browserPlatform: string;
  browserCountry: string;
}

/** A wishlist entry in browser storage: the product with its stored productUrl. */
export type WishlistEntry = Pick<Product, 'productId' | 'name' | 'photo' | 'brandId' | 'canonicalUrl' | 'startingPrice'> & {
  productUrl: string;
};

export interface NewsletterSubscription {
  email: string;
  brandId: number;
  brandStore?: string;
  mailingID?: string;
}

/** Issue 29 §6: the same for a new, a pending and a subscribed address (it tells nobody who is on the list). */
export interface NewsletterAnswer {
  status: 'SUCCESS' | 'ERROR';
  result: 'OK' | 'ERROR';
}
