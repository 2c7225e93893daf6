import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { product, routeFetch } from '../../../test-support/product.ts';
import { Wishlist } from './wishlist.tsx';
import { startWishlistFact } from '../../../components/wishlist/wishlist-storage.ts';

const props = { language: 'it', path: '/wishlist', apiBaseUrl: '' };
const stored = [
  { productId: 101, name: 'Lenzuolo Aurora', productUrl: '/letto/lenzuola/lenzuolo-aurora', photo: '/media/p/101.svg' },
  { productId: 102, name: 'Telo Mare', productUrl: '/bagno/teli/telo-mare', photo: '/media/p/102.svg' },
];

function storageChanged() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
}

/** The menu and the shop ranking an empty wishlist offers (issue 17 §5). */
const menu = [
  menuItem({ menuId: 10, key: 'letto', menuType: 'MENU', canonicalUrl: '/bett', label: 'Bett', parent: null, position: 1 }),
  menuItem({ menuId: 50, key: 'gioielli', menuType: 'MENU', canonicalUrl: '/schmuck', label: 'Schmuck', parent: null, position: 5 }),
];
let api: ReturnType<typeof routeFetch>;

beforeEach(() => {
  api = routeFetch({
    '/api/external/menu': { body: menu },
    '/api/external/clickstream/recommended-products': { body: [product({ productId: 9, name: 'Kissenbezug', canonicalUrl: 'kissenbezug' })] },
  });
  vi.stubGlobal('fetch', api.fetch);
  localStorage.clear();
  startWishlistFact();
  storageChanged();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('wishlist page', () => {
  it('§2 empty storage shows the no-favourites message', () => {
    render(<Wishlist {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Non hai ancora salvato nessun preferito.' })).toBeTruthy();
  });

  it('issue 17 §5 an empty wishlist links to the main categories in the page language and shows the best sellers', async () => {
    render(<Wishlist {...props} language="de" />);
    const empty = screen.getByTestId('wishlist-empty');
    const categories = await within(empty).findByRole('navigation', { name: 'Unsere Kategorien entdecken' });
    expect(within(categories).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bett', '/de/bett'],
      ['Schmuck', '/de/schmuck'],
    ]);
    const bestSellers = await within(empty).findByTestId('best-sellers');
    expect(within(bestSellers).getByRole('link', { name: /Kissenbezug/ }).getAttribute('href')).toBe('/de/letto/lenzuola/kissenbezug');
  });

  it('a wishlist with products asks for no best sellers', () => {
    localStorage.setItem('wishlist', JSON.stringify(stored));
    storageChanged();
    render(<Wishlist {...props} />);
    expect(screen.queryByTestId('wishlist-empty')).toBeNull();
    // Only its own products, in the page language (issue 29 §13): no ranking, no menu.
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/external/product/favourites']);
  });

  it('§2 lists the stored products with links to their pages', () => {
    localStorage.setItem('wishlist', JSON.stringify(stored));
    storageChanged();
    render(<Wishlist {...props} language="en" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/en/letto/lenzuola/lenzuolo-aurora', '/en/bagno/teli/telo-mare']);
  });

  it('§4 removing the last product removes the storage key and updates the wishlist fact', async () => {
    localStorage.setItem('wishlist', JSON.stringify(stored.slice(0, 1)));
    storageChanged();
    render(<Wishlist {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Lenzuolo Aurora/ }));
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(await getBus().current('wishlist')).toEqual({ productIds: [] });
    expect(screen.getByText('Non hai ancora salvato nessun preferito.')).toBeTruthy();
  });

  it('publishes the ids of the stored products as the wishlist fact, also after another tab changed them', async () => {
    localStorage.setItem('wishlist', JSON.stringify(stored));
    storageChanged();
    expect(await getBus().current('wishlist')).toEqual({ productIds: [101, 102] });
  });

  it('corrupt storage is shown as an empty wishlist with a warning, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('wishlist', '[{"broken"');
    storageChanged();
    render(<Wishlist {...props} />);
    expect(screen.getByText('Non hai ancora salvato nessun preferito.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('[29.13] a German wishlist reads its lines in German: the names and links are asked in the page language, not the stored ones', async () => {
    api = routeFetch({
      '/api/external/product/favourites': (call) => ({
        body:
          call.language === 'de'
            ? [product({ productId: 101, name: 'Spannbetttuch aus gewaschenem Leinen', menuCanonicalUrl: '/bett/laken', canonicalUrl: 'spannbetttuch-leinen' })]
            : [],
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    localStorage.setItem('wishlist', JSON.stringify([{ productId: 101, name: 'Drap-housse en lin lavé', productUrl: '/lit/draps/drap-housse-lin' }]));
    storageChanged();
    render(<Wishlist {...props} language="de" />);
    const list = screen.getByTestId('wishlist-list');
    expect(await within(list).findByText('Spannbetttuch aus gewaschenem Leinen')).toBeTruthy();
    expect(within(list).queryByText('Drap-housse en lin lavé')).toBeNull();
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/de/bett/laken/spannbetttuch-leinen');
    const call = api.calls.find((c) => c.url.pathname === '/api/external/product/favourites');
    expect(call?.body).toEqual({ productIds: [101] });
  });
});
