import type { MenuItem, Product } from '@trama/shared/contract';
import { productPath } from '@trama/shared/ui';

/**
 * Storefront §2 "every page first replaces the path with its canonical URL if it differs": the
 * API finds a product by its slug alone, so a product opened under another category's path
 * (/bagno/<slug> for a /letto/… product) must move to /{menuCanonicalUrl}/{canonicalUrl}.
 * Returns that path when the page's path differs from it, else null.
 */
export function canonicalRedirect(product: Product, menu: MenuItem, productCanonicalUrl: string): string | null {
  if (!product.menuCanonicalUrl || !product.canonicalUrl) return null;
  const canonical = productPath(product.menuCanonicalUrl, product.canonicalUrl);
  const current = productPath(menu.canonicalUrl, productCanonicalUrl);
  return canonical.toLowerCase() === current.toLowerCase() ? null : canonical;
}
