import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
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

/** Each product page test leaves nothing behind: the page unmounted, both storages empty, `fetch` and env restored. */
export function resetProductPageAfterEach(): void {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
}

/** The basket as the page's bus hears it: records each `basket.add`'s lines and answers `reply` (an accepting basket unless told). */
export function recordBasketAdds(reply: (lines: BasketAddLine[]) => unknown = () => ({ status: 'added', messageKey: 'addToCart.1' })) {
  const sent: BasketAddLine[][] = [];
  const off = getBus().handle('basket.add', (payload) => {
    sent.push(payload.lines);
    return reply(payload.lines) as never;
  });
  return { sent, off };
}
