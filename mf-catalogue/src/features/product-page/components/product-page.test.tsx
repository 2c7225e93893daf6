import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { fakeFetch, product } from '../../../test-support/product.ts';
import { ProductPage } from './product-page.tsx';

const props = {
  language: 'it',
  path: '/letto/lenzuola/lenzuolo-aurora',
  apiBaseUrl: '',
  menu: menuItem({ label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' }),
  productCanonicalUrl: 'lenzuolo-aurora',
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('product page', () => {
  it('§2 shows a spinner, then the product asked by menu and canonical URL', async () => {
    const api = fakeFetch(200, product({ oldPrice: 120, listPriceAfterDiscount: 79.9 }));
    vi.stubGlobal('fetch', api.fetch);
    render(<ProductPage {...props} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lenzuolo Aurora');
    expect(screen.getByText('79,90 €')).toBeTruthy();
    expect(screen.getByText('120,00 €')).toBeTruthy();
    const url = new URL(api.calls[0] ?? '', 'http://shop');
    expect(url.pathname).toBe('/api/external/product/by-canonical-url');
    expect(Object.fromEntries(url.searchParams)).toEqual({ menu: '/letto/lenzuola', canonicalUrl: 'lenzuolo-aurora' });
  });

  it('§2 no product shows Error.5 and a back button (Error.6) to the stored backLink', async () => {
    sessionStorage.setItem('backLink', '/it/letto/lenzuola/filtres/colore/bianco');
    vi.stubGlobal('fetch', fakeFetch(404, { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'x' }).fetch);
    render(<ProductPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Prodotto non trovato');
    expect(screen.getByRole('link', { name: 'Torna indietro' }).getAttribute('href')).toBe(
      '/it/letto/lenzuola/filtres/colore/bianco',
    );
  });

  it('§2 any other load error goes to the 404 page', async () => {
    const seen: { to: string; replace?: boolean }[] = [];
    const off = getBus().handle('navigate', (payload) => void seen.push(payload));
    vi.stubGlobal('fetch', fakeFetch(500, { statusCode: 500, code: 'BOOM', message: 'x' }).fetch);
    render(<ProductPage {...props} />);
    await waitFor(() => expect(seen).toEqual([{ to: '/404', replace: true }]));
    off();
  });
});
