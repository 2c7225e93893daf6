import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { product, routeFetch } from '../../test-support/product.ts';
import { FavouriteProducts } from './components/favourite-products.tsx';

const FAVOURITES = '/api/external/product/favourites';
const base = { language: 'it', path: '/magazine', apiBaseUrl: '' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('favourite products (storefront §2 Magazine favourites, §7 favourite products by id)', () => {
  it('§7 asks for the ids once each and shows the cards in the answer\'s order under the given title', async () => {
    const api = routeFetch({ [FAVOURITES]: { body: [product({ productId: 12, name: 'Federa' }), product({ productId: 11, name: 'Lenzuolo' })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<FavouriteProducts {...base} productIds={[12, 11, 12]} title="I preferiti della redazione" />);
    const section = await screen.findByTestId('favourite-products');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('I preferiti della redazione');
    expect([...section.querySelectorAll('[data-testid="product-card"]')].map((card) => card.textContent)).toEqual([
      expect.stringContaining('Federa'),
      expect.stringContaining('Lenzuolo'),
    ]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { productIds: [12, 11] } });
  });

  it('shows nothing and asks nothing without ids; nothing when no product is found or none has a price', async () => {
    const api = routeFetch({ [FAVOURITES]: { body: [product({ startingPrice: 0 })] } });
    vi.stubGlobal('fetch', api.fetch);
    const { container } = render(<FavouriteProducts {...base} productIds={[]} />);
    expect(container.innerHTML).toBe('');
    expect(api.calls).toHaveLength(0);
    cleanup();
    render(<FavouriteProducts {...base} productIds={[5]} />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId('favourite-products')).toBeNull();
  });
});
