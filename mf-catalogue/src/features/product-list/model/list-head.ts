/**
 * Storefront §2 Page metadata of a product list: the shell names the list ("<label> – <parent>")
 * and its breadcrumbs; the list adds what only it knows once its first page is in: a description
 * (the menu's own, else one made from the category and its product count in the page's language),
 * its first product's photo, and the products shown as an ItemList.
 */
import type { MenuItem, ProductCard } from '@trama/shared/contract';
import { productPath, shopHref, type ServerPageHead } from '@trama/shared/ui';

/** The first products of the list a search engine is told about (the first page's, at most). */
export const LISTED_PRODUCTS = 24;

type Translate = (key: string, options: { label: string; count: number }) => string;

export function listPageHead(menu: MenuItem, products: readonly ProductCard[], total: number | null, language: string, origin: string, t: Translate): ServerPageHead | null {
  if (total === null) return null;
  const description = menu.description?.trim() || t('list.metaDescription', { label: menu.label, count: total });
  const listed = products.slice(0, LISTED_PRODUCTS);
  const photo = listed.find((product) => product.photo)?.photo;
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: menu.label,
    numberOfItems: total,
    itemListElement: listed.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      url: `${origin}${shopHref(language, productPath(product.menuCanonicalUrl || menu.canonicalUrl, product.canonicalUrl))}`,
    })),
  };
  return { description, image: photo, jsonLd: listed.length > 0 ? [itemList] : [] };
}
