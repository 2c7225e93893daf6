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
