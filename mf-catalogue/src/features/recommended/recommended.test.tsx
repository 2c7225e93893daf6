import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { serverRenderParcel } from '@trama/shared/testing';
import { product, routeFetch } from '../../test-support/product.ts';
import parcel from '../../exposed/RecommendedProducts.tsx';
import { RecommendedProducts, sliderOptions } from './components/recommended-products.tsx';

const BUS_KEY = Symbol.for('trama.bus');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  // A fresh bus per test: facts replay their last value.
  (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY] = undefined;
});

const RECO = '/api/external/clickstream/recommended-products';

function consent(choice: 'cookieApproval' | 'cookieRejected' | null) {
  if (choice) localStorage.setItem('access', choice);
  getBus().publish('consent', { choice });
}

describe('recommended products', () => {
  it('§7 with cookie approval asks with browserId, country, brandId, language and currency, and lists the products', async () => {
    consent('cookieApproval');
    localStorage.setItem('browserId', 'b-1');
    const api = routeFetch({ [RECO]: { body: [product(), product({ productId: 2, name: 'Telo' })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
    const section = await screen.findByTestId('recommended-products');
    expect(section.querySelectorAll('[data-testid="product-card"]')).toHaveLength(2);
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ browserId: 'b-1', country: 'IT', brandId: '3', language: 'it', currency: 'EUR' });
  });

  it('§4 without a choice or after a rejection: the shop ranking, no browser id sent or stored', async () => {
    for (const choice of [null, 'cookieRejected'] as const) {
      consent(choice);
      const api = routeFetch({ [RECO]: { body: [product()] } });
      vi.stubGlobal('fetch', api.fetch);
      render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
      expect(await screen.findByTestId('recommended-products')).toBeTruthy();
      expect(api.calls).toHaveLength(1);
      expect(api.calls[0]!.url.searchParams.has('browserId')).toBe(false);
      expect(localStorage.getItem('browserId')).toBeNull();
      cleanup();
    }
  });

  it('§2 on a product page: recommends around the page product (with or without consent)', async () => {
    consent(null);
    const api = routeFetch({ [RECO]: { body: [product({ productId: 7 })] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<RecommendedProducts language="it" path="/" apiBaseUrl="" productId={42} />);
    await screen.findByTestId('recommended-products');
    expect(api.calls[0]!.url.searchParams.get('productId')).toBe('42');
  });

  it('waits for the shell to publish the consent fact, then asks once', async () => {
    const api = routeFetch({ [RECO]: { body: [product()] } });
    vi.stubGlobal('fetch', api.fetch);
    render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    act(() => consent(null));
    await screen.findByTestId('recommended-products');
    expect(api.calls).toHaveLength(1);
  });

  it('§9 personalization off: no slider and no request at all; on again: the slider', async () => {
    consent('cookieApproval');
    getBus().publish('flags', { personalization: false });
    const api = routeFetch({ [RECO]: { body: [product()] } });
    vi.stubGlobal('fetch', api.fetch);
    const view = render(<RecommendedProducts language="it" path="/" apiBaseUrl="" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(view.container.innerHTML).toBe('');
    act(() => getBus().publish('flags', { personalization: true }));
    expect(await screen.findByTestId('recommended-products')).toBeTruthy();
  });

  it('is hidden when there is nothing to recommend', async () => {
    consent(null);
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

  describe('[30.5] server rendered (the home\'s slider is in its HTML)', () => {
    const props = { language: 'it', path: '/', apiBaseUrl: '' };

    it('the server recommends without any history (nothing about the visitor in a shared page), cards only', async () => {
      localStorage.setItem('browserId', 'b-1');
      const api = routeFetch({ [RECO]: { body: [product(), product({ productId: 2, name: 'Telo' })] } });
      vi.stubGlobal('fetch', api.fetch);
      const { html, answers } = await serverRenderParcel(parcel, props, 'r-');
      expect(html).toContain('data-testid="recommended-products"');
      expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
      expect(api.calls).toHaveLength(1);
      expect(api.calls[0]!.url.searchParams.has('browserId')).toBe(false);
      // The embedded answer holds what a card shows, not the whole product (sizes, descriptions).
      expect(JSON.stringify(answers)).not.toContain('"sizes"');
    });

    it('hydrates without asking again; a shopper who approved cookies then gets theirs', async () => {
      const api = routeFetch({ [RECO]: { body: [product(), product({ productId: 2, name: 'Telo' })] } });
      vi.stubGlobal('fetch', api.fetch);
      const { html, answers } = await serverRenderParcel(parcel, props, 'r-');
      api.calls.length = 0;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const element = document.body.appendChild(document.createElement('div'));
      element.innerHTML = html;
      const card = element.querySelector('[data-testid="product-card"]');
      await parcel.mount({ ...props, name: 'reco', domElement: element, serverRendered: { answers, idPrefix: 'r-' } } as never);
      expect(element.querySelector('[data-testid="product-card"]')).toBe(card);
      act(() => consent('cookieRejected'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls).toHaveLength(0);
      localStorage.setItem('browserId', 'b-1');
      act(() => consent('cookieApproval'));
      await waitFor(() => expect(api.calls).toHaveLength(1));
      expect(api.calls[0]!.url.searchParams.get('browserId')).toBe('b-1');
      expect(errors).not.toHaveBeenCalled();
      await parcel.unmount({ name: 'reco', domElement: element } as never);
      element.remove();
    });
  });
});
