import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { menuItem } from '@trama/shared/testing';
import { ProductList } from '../features/product-list/components/product-list.tsx';
import { ProductPage } from '../features/product-page/components/product-page.tsx';
import { catalogueAnswer, product, routeFetch, size } from '../test-support/product.ts';
import { forgetSaleLabels } from './sale-label.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  forgetSaleLabels();
});

const LABELS = '/api/external/brands/';
const labels = [
  { labelType: 'BANNER1', label: 'Spedizione gratuita' },
  { labelType: 'PROMOTION', label: 'Settimana del lino' },
  { labelType: 'ON_SALE', label: 'Saldi' },
];
const discounted = { discountDetail: { percentage: 20 }, listPriceAfterDiscount: 62.32, oldPrice: 77.9, startingPrice: 62.32 };

describe('[31.4] storefront §3 Banner labels by labelType: ON_SALE names the sale in the badge of a product on sale', () => {
  it('[31.4] §3 the product page of a product in sale (inSale) shows the ON_SALE label beside its discount', async () => {
    const sheet = product({ ...discounted, inSale: true, sizes: [size({ ...discounted, webInventory: 5 })] });
    vi.stubGlobal('fetch', routeFetch({ '/api/external/product/by-canonical-url': { body: sheet }, [LABELS]: { body: labels } }).fetch);
    const menu = menuItem({ menuId: 11, label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' });
    render(<ProductPage language="it" path="/letto/lenzuola/lenzuolo-aurora" apiBaseUrl="" menu={menu} productCanonicalUrl="lenzuolo-aurora" />);
    await waitFor(() => expect(screen.getByTestId('sale-label').textContent).toBe('Saldi'));
    expect(screen.getByTestId('sale-label').closest('.cat-badge')?.textContent).toBe('Saldi -20%');
  });

  it('[31.4] §3 a product not in sale has no sale word, and only the strip labels are not taken for it', async () => {
    const sheet = product({ inSale: false });
    const api = routeFetch({ '/api/external/product/by-canonical-url': { body: sheet }, [LABELS]: { body: labels } });
    vi.stubGlobal('fetch', api.fetch);
    const menu = menuItem({ menuId: 11, label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' });
    render(<ProductPage language="it" path="/letto/lenzuola/lenzuolo-aurora" apiBaseUrl="" menu={menu} productCanonicalUrl="lenzuolo-aurora" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lenzuolo Aurora');
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.includes('label-languages'))).toBe(true));
    expect(screen.queryByTestId('sale-label')).toBeNull();
  });

  it('[31.4] §3 on the product list, the cards on sale carry the ON_SALE label, the others none', async () => {
    const onSale = product({ productId: 1, name: 'In saldo', canonicalUrl: 'in-saldo', ...discounted });
    const full = product({ productId: 2, name: 'Prezzo pieno', canonicalUrl: 'prezzo-pieno' });
    vi.stubGlobal('fetch', routeFetch({ '/api/external/product/catalogue/menu/': { body: catalogueAnswer([onSale, full]) }, [LABELS]: { body: labels } }).fetch);
    render(<ProductList path="/letto" apiBaseUrl="" filterPath="" language="it" menu={menuItem({})} />);
    await waitFor(() => expect(screen.getAllByTestId('sale-label')).toHaveLength(1));
    const cards = screen.getAllByTestId('product-card');
    expect(cards[0]!.querySelector('.cat-badge')?.textContent).toBe('Saldi -20%');
    expect(cards[1]!.querySelector('.cat-badge')).toBeNull();
  });
});
