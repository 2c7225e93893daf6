import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { product, routeFetch } from '../../test-support/product.ts';
import { RecommendedProducts, sliderOptions } from './components/recommended-products.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const RECO = '/api/external/clickstream/recommended-products';

describe('recommended products', () => {
  it('§7 asks with browserId, country, brandId, language and currency, and lists the products', async () => {
    localStorage.setItem('browserId', 'b-1');
    const api = routeFetch({ [RECO]: { body: [product(), product({ productId: 2, name: 'Telo' })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
    const section = await screen.findByTestId('recommended-products');
    expect(section.querySelectorAll('[data-testid="product-card"]')).toHaveLength(2);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ browserId: 'b-1', country: 'IT', brandId: '3', language: 'it', currency: 'EUR' });
  });

  it('is hidden when there is nothing to recommend', async () => {
    const api = routeFetch({ [RECO]: { body: [] } });
    vi.stubGlobal('fetch', api.fetch);
    const view = render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(view.container.innerHTML).toBe('');
  });

  it('§9 slides per view 1, 2 from 382 px, 3 from 680 px, 4 from 1020 px; loops with more than 5 products', () => {
    expect(sliderOptions(5)).toMatchObject({ slidesPerView: 1, loop: false, speed: 600, autoplay: { delay: 5000 } });
    expect(sliderOptions(6).loop).toBe(true);
    expect(sliderOptions(6).breakpoints).toEqual({ 382: { slidesPerView: 2 }, 680: { slidesPerView: 3 }, 1020: { slidesPerView: 4 } });
  });
});
