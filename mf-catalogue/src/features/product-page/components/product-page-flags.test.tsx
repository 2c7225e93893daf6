/**
 * Storefront §9 flags on the product page and the product cards: stock-left (§5 low stock 1 to 4
 * shows a remaining count) and hide-discount (§5 "Old price shown only when a configuration flag
 * equals 0"). The shell publishes the flags as the `flags` fact; a server render reads them from
 * its data store, so the first HTML already follows them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { getBus } from '@trama/shared/bus';
import { ServerDataContext, collectStore } from '@trama/shared/ui';
import { ProductCard } from '../../../components/product-card.tsx';
import { product } from '../../../test-support/product.ts';
import { discountedSheet } from '../../../test-support/seeded-products.ts';
import { lowStock, openProductPage, priceLine } from '../test-support/open-product-page.tsx';

const BUS_KEY = Symbol.for('trama.bus');
const open = openProductPage;

/** What the shopper reads about the offer: old price, price paid, badge and the low-stock count. */
const offer = () => ({ ...priceLine(), stock: lowStock() });

const sizeButton = (altSize: string) => screen.getAllByTestId('size-option').find((b) => b.textContent === altSize)!;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  (globalThis as unknown as Record<symbol, unknown>)[BUS_KEY] = undefined;
});

describe('product page and cards follow the storefront §9 flags', () => {
  it('§9 stock-left off: the low-stock count (§5, 1 to 4 left) disappears; on again, it is back', async () => {
    open(discountedSheet);
    await screen.findAllByTestId('size-option');
    fireEvent.click(sizeButton('Matrimoniale'));
    expect(offer().stock).toBe('Solo 2 pezzi disponibili');
    act(() => getBus().publish('flags', { 'stock-left': false }));
    expect(offer().stock).toBeNull();
    act(() => getBus().publish('flags', { 'stock-left': true }));
    expect(offer().stock).toBe('Solo 2 pezzi disponibili');
  });

  it('§9 hide-discount on: no old price and no badge; the price to pay is the same', async () => {
    open(discountedSheet);
    await screen.findAllByTestId('size-option');
    expect(offer()).toEqual({ old: 'Prezzo precedente 69,90 €', now: '48,93 €', badge: '-30%', stock: null });
    act(() => getBus().publish('flags', { 'hide-discount': true }));
    expect(offer()).toEqual({ old: null, now: '48,93 €', badge: null, stock: null });
  });

  it('§9 hide-discount in a server render: a list card is written without old price and badge', () => {
    const card = product({ productId: 7, oldPrice: 80, startingPrice: 80, listPriceAfterDiscount: 56, discountDetail: { percentage: 30 } });
    const html = (flags: { 'hide-discount': boolean }) => {
      const store = { ...collectStore(), flags };
      return renderToString(
        <ServerDataContext value={store}>
          <ProductCard product={card} language="it" />
        </ServerDataContext>,
      );
    };
    const shown = html({ 'hide-discount': false });
    expect(shown).toContain('cat-price__old');
    expect(shown).toContain('-30%');
    const hidden = html({ 'hide-discount': true });
    expect(hidden).not.toContain('cat-price__old');
    expect(hidden).not.toContain('-30%');
    expect(hidden).toContain('56,00');
  });
});
