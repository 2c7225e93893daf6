import type { MenuItem, Product, Size } from '@trama/shared/contract';
import { productPath, shopHref } from '@trama/shared/ui';

export type Availability = 'InStock' | 'InStoreOnly' | 'Discontinued';

/**
 * §2 product offers availability of one size: web stock -> InStock; none on the web but held by a
 * store (the API's `inStores`, from store_stock) -> InStoreOnly; otherwise Discontinued. An older
 * API without `inStores`: a permanent product is taken to be in the shops.
 */
export function sizeAvailability(size: Size, product: Product): Availability {
  if (size.webInventory > 0) return 'InStock';
  return (size.inStores ?? product.permanent) ? 'InStoreOnly' : 'Discontinued';
}

const RANK: Record<Availability, number> = { InStock: 0, InStoreOnly: 1, Discontinued: 2 };

function offeredSizes(product: Product): Size[] {
  return product.productType === 'C' ? (product.compositeData?.products ?? []).flatMap((p) => p.sizes) : product.sizes;
}

/** The product's availability: the best of its sizes' (a set's: of its items' sizes). */
export function availability(product: Product): Availability {
  const all = offeredSizes(product).map((size) => sizeAvailability(size, product));
  if (all.length === 0) return product.permanent ? 'InStoreOnly' : 'Discontinued';
  return all.reduce((best, next) => (RANK[next] < RANK[best] ? next : best));
}

const price = (amount: number) => amount.toFixed(2);
/** An EAN-13 barcode is a GTIN-13; anything else is only the shop's SKU. */
const gtin13 = (barcode: string) => (/^\d{13}$/.test(barcode) ? { gtin13: barcode } : {});

/** The size as the shopper chose it ('Matrimoniale'), else its code ('240x300'). */
const sizeName = (size: Size) => size.altSize || size.size;

/** The colour (the product's own entry among its colours) and material, as the page names them. */
function looks(product: Product) {
  const colour = product.colors.find((c) => c.productId === product.productId)?.name;
  return { ...(colour ? { color: colour } : {}), ...(product.materialName ? { material: product.materialName } : {}) };
}

/**
 * Issue 29 §20: one Product per size (§3 each size has its own barcode, price and stock), with
 * its sku, its GTIN-13 when the barcode is an EAN-13 (the catalogue's only identifier: never a
 * made-up one), its size, colour and material, and its Offer.
 */
function sizeVariants(product: Product, url: string, image: string[]) {
  return product.sizes
    .filter((size) => size.startingPrice > 0)
    .map((size) => ({
      '@type': 'Product',
      name: `${product.name} ${sizeName(size)}`.trim(),
      sku: size.productReference,
      ...gtin13(size.productReference),
      size: sizeName(size),
      ...looks(product),
      ...(image[0] ? { image: image[0] } : {}),
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: price(size.listPriceAfterDiscount ?? size.startingPrice),
        priceCurrency: product.currency,
        availability: `https://schema.org/${sizeAvailability(size, product)}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    }));
}

/** A set is sold as one (its own price), available as its best item. */
function setOffer(product: Product, url: string) {
  return {
    '@type': 'Offer',
    url,
    price: price(product.listPriceAfterDiscount ?? product.startingPrice),
    priceCurrency: product.currency,
    availability: `https://schema.org/${availability(product)}`,
    itemCondition: 'https://schema.org/NewCondition',
  };
}

const absolute = (path: string, origin: string) => (path.startsWith('/') ? `${origin}${path}` : path);

/**
 * §2 page metadata: structured data for the product and its breadcrumbs. A product sold in sizes
 * is a ProductGroup varying by size, with a Product per size (issue 29 §20); a set, or a product
 * without a priced size, is one Product with one Offer.
 */
export function productJsonLd(product: Product, menu: MenuItem, language: string, origin: string) {
  const url = `${origin}${shopHref(language, productPath(product.menuCanonicalUrl || menu.canonicalUrl, product.canonicalUrl))}`;
  const image = [...new Set([product.photo, ...product.photosX75].filter(Boolean))].map((p) => absolute(p, origin));
  const variants = product.productType === 'C' ? [] : sizeVariants(product, url, image);
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.metaDescription ?? product.description,
    image,
    brand: { '@type': 'Brand', name: product.brandName },
    url,
    ...(product.productType === 'C' ? {} : looks(product)),
  };
  const main =
    variants.length > 0
      ? { ...common, '@type': 'ProductGroup', productGroupID: String(product.productId), variesBy: 'https://schema.org/size', hasVariant: variants }
      : { ...common, '@type': 'Product', productID: String(product.productId), offers: setOffer(product, url) };
  return [
    main,
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
