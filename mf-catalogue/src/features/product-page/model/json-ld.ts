import type { MenuItem, Product } from '@trama/shared/contract';
import { productPath, shopHref } from '@trama/shared/ui';

export type Availability = 'InStock' | 'InStoreOnly' | 'Discontinued';

/**
 * §2 product offers availability: web stock -> InStock; none on the web but a permanent product
 * (still in the shops) -> InStoreOnly; otherwise Discontinued.
 */
export function availability(product: Product): Availability {
  const sizes = product.productType === 'C' ? (product.compositeData?.products ?? []).flatMap((p) => p.sizes) : product.sizes;
  if (sizes.some((s) => s.webInventory > 0)) return 'InStock';
  return product.permanent ? 'InStoreOnly' : 'Discontinued';
}

/** §2 page metadata: structured data for the product offer and its breadcrumbs. */
export function productJsonLd(product: Product, menu: MenuItem, language: string, origin: string) {
  const url = `${origin}${shopHref(language, productPath(product.menuCanonicalUrl || menu.canonicalUrl, product.canonicalUrl))}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.metaDescription ?? product.description,
      image: [product.photo, ...product.photosX75].filter(Boolean).map((p) => (p.startsWith('/') ? `${origin}${p}` : p)),
      brand: { '@type': 'Brand', name: product.brandName },
      productID: String(product.productId),
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: (product.listPriceAfterDiscount ?? product.startingPrice).toFixed(2),
        priceCurrency: product.currency,
        availability: `https://schema.org/${availability(product)}`,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}${shopHref(language, '/')}` },
        { '@type': 'ListItem', position: 2, name: menu.label, item: `${origin}${shopHref(language, menu.canonicalUrl)}` },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ];
}

/** JSON inside a <script>: '<' escaped so product text can never close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
