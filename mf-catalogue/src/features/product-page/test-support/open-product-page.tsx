import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Product } from '@trama/shared/contract';
import { menuItem } from '@trama/shared/testing';
import { routeFetch } from '../../../test-support/product.ts';
import { ProductPage } from '../components/product-page.tsx';

/** What the shell hands the product page of a sheet under the Lenzuola listing. */
export function productPageProps(canonicalUrl = 'lenzuolo-aurora') {
  return {
    language: 'it',
    path: `/letto/lenzuola/${canonicalUrl}`,
    apiBaseUrl: '',
    menu: menuItem({ menuId: 11, label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' }),
    productCanonicalUrl: canonicalUrl,
  };
}

/** Renders the product page of `shown` with the API answering it (and the clickstream's 201). */
export function openProductPage(shown: Product) {
  const api = routeFetch({
    '/api/external/product/by-canonical-url': { body: shown },
    '/api/external/clickstream/create': { status: 201, body: {} },
  });
  vi.stubGlobal('fetch', api.fetch);
  return render(<ProductPage {...productPageProps(shown.canonicalUrl)} />);
}

/** The product page's price line as the shopper reads it: old price, price paid, discount badge. */
export function priceLine() {
  const line = document.querySelector('.cat-product__price');
  return {
    old: line?.querySelector('del')?.textContent ?? null,
    now: line?.querySelector('.cat-price__now')?.textContent ?? null,
    badge: line?.querySelector('.cat-badge')?.textContent ?? null,
  };
}

/** The buy box's low-stock count ("Solo 2 pezzi disponibili"), if shown. */
export const lowStock = () => document.querySelector('.cat-buy__low')?.textContent ?? null;
