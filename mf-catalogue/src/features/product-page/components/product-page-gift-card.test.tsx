/** Issue 16: the product page of a gift card (storefront §3 itemType GFC): the amount is the choice. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { menuItem } from '@trama/shared/testing';
import { product, routeFetch, size } from '../../../test-support/product.ts';
import { ProductPage } from './product-page.tsx';
import { recordBasketAdds, resetProductPageAfterEach } from '../test-support/open-product-page.tsx';

const AMOUNTS = [25, 50, 100, 150, 200];
const giftCard = product({
  productId: 9001,
  name: 'Carta regalo Trama',
  canonicalUrl: 'carta-regalo-trama-9001',
  menuCanonicalUrl: '/carte-regalo',
  productUrl: '/carte-regalo/carta-regalo-trama-9001',
  startingPrice: 25,
  itemType: 'GFC',
  productCategoryId: 55,
  // A nominal stock: even a small one never shows as low stock on a gift card.
  sizes: AMOUNTS.map((amount, i) =>
    size({ size: `${amount} €`, productId: 9001, productReference: `900000000000${i}`, startingPrice: amount, webInventory: i === 1 ? 3 : 99_999, itemType: 'GFC' }),
  ),
});

function open() {
  vi.stubGlobal(
    'fetch',
    routeFetch({
      '/api/external/product/by-canonical-url': { body: giftCard },
      '/api/external/clickstream/create': { status: 201, body: {} },
    }).fetch,
  );
  render(
    <ProductPage
      language="it"
      path="/carte-regalo/carta-regalo-trama-9001"
      apiBaseUrl=""
      menu={menuItem({ menuId: 55, label: 'Carte regalo', canonicalUrl: '/carte-regalo' })}
      productCanonicalUrl="carta-regalo-trama-9001"
    />,
  );
}


const amountButton = (label: string) => screen.getAllByTestId('gift-card-amount').find((b) => b.textContent === label)!;

resetProductPageAfterEach();

describe('gift card product page (issue 16, storefront §3 itemType GFC)', () => {
  it('§3 the amounts are the choice ("Importo"), the first preselected, and the price is the chosen amount', async () => {
    open();
    const box = await screen.findByTestId('gift-card-buy-box');
    expect(within(box).getByRole('group', { name: 'Importo' })).toBeTruthy();
    expect(screen.getAllByTestId('gift-card-amount').map((b) => b.textContent)).toEqual(['25 €', '50 €', '100 €', '150 €', '200 €']);
    expect(amountButton('25 €').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(amountButton('50 €'));
    expect(amountButton('50 €').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.cat-product__price')?.textContent).toContain('50,00 €');
    // Clicking the chosen amount again keeps it: a gift card always has one.
    fireEvent.click(amountButton('50 €'));
    expect(amountButton('50 €').getAttribute('aria-pressed')).toBe('true');
  });

  it('§9 1 to 10 cards a line; no low-stock hint, no old price, no size buttons', async () => {
    open();
    fireEvent.click(await screen.findByText('50 €'));
    const quantities = within(screen.getByTestId('quantity-select')).getAllByRole('option').map((o) => o.textContent);
    expect(quantities).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(document.querySelector('.cat-buy__low')).toBeNull();
    expect(document.querySelector('.cat-product__price del')).toBeNull();
    expect(screen.queryByTestId('size-option')).toBeNull();
  });

  it('§3 adding sends basket.add with the chosen amount as item type GFC', async () => {
    const cart = recordBasketAdds();
    open();
    fireEvent.click(await screen.findByText('50 €'));
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Articolo aggiunto al carrello.'));
    expect(cart.sent).toEqual([[expect.objectContaining({ productId: 9001, parentProductId: 9001, size: '50 €', quantity: 2 })]]);
    expect(cart.sent[0]?.[0]?.details).toMatchObject({ itemType: 'GFC', startingPrice: 50, name: 'Carta regalo Trama' });
    cart.off();
  });

  it('§1 click-and-collect mode: a gift card is still added straight to the basket, never through the store panel', async () => {
    vi.stubEnv('TRAMA_SALES_MODE', 'click-and-collect');
    const cart = recordBasketAdds();
    const opened: unknown[] = [];
    const off = getBus().handle('ui.open', (payload) => void opened.push(payload));
    open();
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await waitFor(() => expect(cart.sent).toHaveLength(1));
    expect(cart.sent[0]?.[0]).toMatchObject({ size: '25 €', details: { itemType: 'GFC' } });
    expect(screen.queryByTestId('find-in-store')).toBeNull();
    expect(opened).toEqual([]);
    cart.off();
    off();
  });
});
