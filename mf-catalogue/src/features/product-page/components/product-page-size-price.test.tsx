import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { product } from '../../../test-support/product.ts';
import { discountedSheet, linenSheet, mixedOfferSheet } from '../../../test-support/seeded-products.ts';
import { lowStock, openProductPage, priceLine, recordBasketAdds, resetProductPageAfterEach } from '../test-support/open-product-page.tsx';

const open = openProductPage;

/** Every number the shopper reads about the offer: price line (old, now, badge), instalments, stock. */
const offer = () => ({
  ...priceLine(),
  instalment: document.querySelector('.cat-buy__instalment')?.textContent ?? null,
  stock: lowStock(),
});

const sizeButton = (altSize: string) => screen.getAllByTestId('size-option').find((b) => b.textContent === altSize)!;
const chosenSizes = () => screen.getAllByTestId('size-option').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);

resetProductPageAfterEach();

describe('product page: the offer follows the chosen size (issue 12 point 2)', () => {
  it('§4/§5 with the chosen size deselected, the price is the cheapest size on offer, not one out of web stock', async () => {
    const singleSoldOut = { ...linenSheet, sizes: linenSheet.sizes.map((s) => (s.altSize === 'Singolo' ? { ...s, webInventory: 0 } : s)) };
    open(singleSoldOut);
    await screen.findAllByTestId('size-option');
    expect(chosenSizes()).toEqual(['Matrimoniale']);
    fireEvent.click(sizeButton('Matrimoniale'));
    expect(chosenSizes()).toEqual([]);
    expect(offer().now).toBe('50,90 €');
  });

  it('§3/§9 choosing Matrimoniale shows its price 50,90 € and 3 × 16,97 €, and its low stock (§5)', async () => {
    open(linenSheet);
    await screen.findAllByTestId('size-option');
    expect(offer()).toEqual({ old: null, now: '39,90 €', badge: null, instalment: 'Oppure 3 rate da 13,30 €', stock: null });
    fireEvent.click(sizeButton('Matrimoniale'));
    expect(offer()).toEqual({ old: null, now: '50,90 €', badge: null, instalment: 'Oppure 3 rate da 16,97 €', stock: 'Solo 3 pezzi disponibili' });
    fireEvent.click(sizeButton('King'));
    expect(offer()).toEqual({ old: null, now: '56,90 €', badge: null, instalment: 'Oppure 3 rate da 18,97 €', stock: null });
  });

  it('§3 a discounted product shows the chosen size\'s old price, discounted price and badge', async () => {
    open(discountedSheet);
    await screen.findAllByTestId('size-option');
    expect(offer()).toEqual({ old: 'Prezzo precedente 69,90 €', now: '48,93 €', badge: '-30%', instalment: 'Oppure 3 rate da 16,31 €', stock: null });
    fireEvent.click(sizeButton('Matrimoniale'));
    expect(offer()).toEqual({ old: 'Prezzo precedente 90,90 €', now: '63,63 €', badge: '-30%', instalment: 'Oppure 3 rate da 21,21 €', stock: 'Solo 2 pezzi disponibili' });
  });

  it('§3 a size with its own discount brings its badge and old price; the other size has none', async () => {
    open(mixedOfferSheet);
    await screen.findAllByTestId('size-option');
    expect(offer()).toEqual({ old: null, now: '59,90 €', badge: null, instalment: 'Oppure 3 rate da 19,97 €', stock: null });
    fireEvent.click(sizeButton('Matrimoniale'));
    expect(offer()).toEqual({ old: 'Prezzo precedente 77,90 €', now: '62,32 €', badge: '-20%', instalment: 'Oppure 3 rate da 20,77 €', stock: null });
  });

  it('§4 after adding, the chosen size stays chosen (its price with it), the quantity is back to 1, and the line is that size', async () => {
    open(linenSheet);
    const { sent, off } = recordBasketAdds();
    await screen.findAllByTestId('size-option');
    fireEvent.click(sizeButton('Matrimoniale'));
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Articolo aggiunto al carrello.'));
    expect(sent).toEqual([[expect.objectContaining({ size: '240x300', quantity: 2 })]]);
    expect(sent[0]?.[0]?.details?.startingPrice).toBe(50.9);
    expect(chosenSizes()).toEqual(['Matrimoniale']);
    expect(offer().now).toBe('50,90 €');
    expect((screen.getByTestId('quantity-select') as HTMLSelectElement).value).toBe('1');
    off();
  });

  it('§4 a set: each item shows the price, badge and low stock of its chosen size; after adding the sizes stay', async () => {
    const items = [linenSheet, mixedOfferSheet];
    const set = product({ productId: 1300, productType: 'C', canonicalUrl: 'lenzuolo-aurora', sizes: [], compositeData: { name: 'Parure', description: 'd', products: items } });
    open(set);
    const off = getBus().handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' }) as never);
    const [sheet, satin] = await screen.findAllByTestId('set-item');
    const itemOffer = (item: HTMLElement) => ({
      old: item.querySelector('del')?.textContent ?? null,
      now: item.querySelector('.cat-price__now')?.textContent ?? null,
      badge: item.querySelector('.cat-badge')?.textContent ?? null,
      stock: item.querySelector('.cat-buy__low')?.textContent ?? null,
    });
    expect(itemOffer(sheet!)).toEqual({ old: null, now: '39,90 €', badge: null, stock: null });
    fireEvent.click(within(sheet!).getByText('Matrimoniale'));
    fireEvent.click(within(satin!).getByText('Matrimoniale'));
    expect(itemOffer(sheet!)).toEqual({ old: null, now: '50,90 €', badge: null, stock: 'Solo 3 pezzi disponibili' });
    expect(itemOffer(satin!)).toEqual({ old: 'Prezzo precedente 77,90 €', now: '62,32 €', badge: '-20%', stock: null });
    fireEvent.change(within(sheet!).getByTestId('quantity-select'), { target: { value: '1' } });
    expect(screen.getByText('Totale selezione: 50,90 €')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByText('Totale selezione: 0,00 €')).toBeTruthy());
    expect(within(sheet!).getByText('Matrimoniale').getAttribute('aria-pressed')).toBe('true');
    expect(itemOffer(sheet!).now).toBe('50,90 €');
    off();
  });
});
