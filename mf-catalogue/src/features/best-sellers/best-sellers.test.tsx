import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { menuItem } from '@trama/shared/testing';
import { product, routeFetch } from '../../test-support/product.ts';
import { BestSellers } from './components/best-sellers.tsx';
import { ShopSuggestions } from './components/shop-suggestions.tsx';
import { mainCategories } from '@trama/shared/rules';

const RANKING = '/api/external/clickstream/recommended-products';
const MENU = '/api/external/menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ranked = (n: number) => Array.from({ length: n }, (_, i) => product({ productId: 200 + i, name: `Prodotto ${i + 1}`, canonicalUrl: `p-${i + 1}` }));

/** The French menu as the API answers it: top-level entries, children, footer and page entries. */
const frenchMenu = () => [
  menuItem({ menuId: 1, key: 'home', menuType: 'PAGE', canonicalUrl: '/', label: 'Accueil', parent: null, position: 0 }),
  menuItem({ menuId: 20, key: 'bagno', menuType: 'MENU', canonicalUrl: '/bain', label: 'Bain', parent: null, position: 2 }),
  menuItem({ menuId: 10, key: 'letto', menuType: 'MENU', canonicalUrl: '/lit', label: 'Lit', parent: null, position: 1 }),
  menuItem({ menuId: 11, key: 'lenzuola', menuType: 'CATALOGUE', canonicalUrl: '/lit/draps', label: 'Draps', parent: 10, position: 1 }),
  menuItem({ menuId: 100, key: 'footer_1', menuType: 'PAGE', canonicalUrl: '/contact', label: 'Contact', parent: null, position: 1 }),
  menuItem({ menuId: 55, key: 'carte_regalo', menuType: 'CATALOGUE', canonicalUrl: '/cartes-cadeaux', label: 'Cartes cadeaux', parent: null, position: 6 }),
];

describe('best sellers (issue 17 §5)', () => {
  it('issue 17 §5 asks the shop ranking without a product or a browser id and shows at most 8 priced products', async () => {
    const api = routeFetch({ [RANKING]: { body: [product({ productId: 1, startingPrice: 0 }), ...ranked(10)] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<BestSellers language="it" />);
    const section = await screen.findByTestId('best-sellers');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('I più venduti');
    const cards = within(section).getAllByTestId('product-card');
    expect(cards).toHaveLength(8);
    expect(cards[0]?.dataset.productId).toBe('200');
    const query = api.calls[0]!.url.searchParams;
    expect(query.has('productId')).toBe(false);
    expect(query.has('browserId')).toBe(false);
  });

  it('issue 17 §5 a product opens its page in the page language; the compact variant lists rows up to its limit', async () => {
    vi.stubGlobal('fetch', routeFetch({ [RANKING]: { body: ranked(5) } }).fetch);
    render(<BestSellers language="de" limit={3} variant="compact" />);
    const section = await screen.findByTestId('best-sellers');
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Bestseller');
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute('href')).toBe('/de/letto/lenzuola/p-1');
  });

  it('shows nothing when the shop has no ranked product, or the API fails', async () => {
    for (const answer of [{ body: [] }, { status: 503, body: { code: 'DOWN', message: 'x' } }]) {
      const api = routeFetch({ [RANKING]: answer });
      vi.stubGlobal('fetch', api.fetch);
      const view = render(<BestSellers language="it" />);
      await vi.waitFor(() => expect(api.calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(view.container.innerHTML).toBe('');
      cleanup();
    }
  });
});

describe('main categories of an empty state (issue 17 §5)', () => {
  it('issue 17 §5 the top-level MENU and CATALOGUE entries in menu order, without home, children or footer lists', () => {
    expect(mainCategories(frenchMenu()).map((m) => m.label)).toEqual(['Lit', 'Bain', 'Cartes cadeaux']);
  });

  it('issue 17 §5 links to the categories with their own paths in the page language, then the best sellers', async () => {
    vi.stubGlobal('fetch', routeFetch({ [MENU]: { body: frenchMenu() }, [RANKING]: { body: ranked(2) } }).fetch);
    render(<ShopSuggestions language="fr" />);
    const nav = await screen.findByRole('navigation', { name: 'Découvrez nos catégories' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lit', '/fr/lit'],
      ['Bain', '/fr/bain'],
      ['Cartes cadeaux', '/fr/cartes-cadeaux'],
    ]);
    expect(within(await screen.findByTestId('best-sellers')).getAllByTestId('product-card')).toHaveLength(2);
  });
});
