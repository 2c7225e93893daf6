import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { basketOf, entry, sizeLine } from '../test-support/basket.ts';
import { BRAND_PATH, VALIDATE_PATH, brand, discountAnswer } from '../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../test-support/reset.ts';
import type { MenuItem } from '@trama/shared/contract';
import { menuItem } from '@trama/shared/testing';

let parcel: Parcel | null = null;
let host: HTMLElement;

/** Mounts the exposed parcel as the shell does, on the ma_commande page (or, given its entry, the paiement page). */
async function mountOrderPage(menu: MenuItem | null = null) {
  host = document.createElement('div');
  document.body.append(host);
  // Imported only now, as the shell loads it: the module starts the basket service on a stubbed API.
  const { default: config } = await import('./OrderPage.tsx');
  const props = { domElement: host, language: 'it', path: menu?.canonicalUrl ?? '/carrello', apiBaseUrl: '', menu, basketPath: '/carrello', checkoutPath: '/pagamento' };
  parcel = mountRootParcel(config as unknown as ParcelConfig, props);
  await parcel.mountPromise;
  await screen.findByTestId(menu?.key === 'paiement' ? 'checkout-page' : 'order-page');
}

beforeEach(async () => {
  freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 0 }),
    [VALIDATE_PATH]: ({ url }) => discountAnswer({ discountCode: url.searchParams.get('discountCode') ?? '' }),
  });
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100 })] }) }));
  await mountOrderPage();
});
afterEach(async () => {
  await act(async () => void (await parcel?.unmount()));
  host.remove();
});

describe('the OrderPage parcel', () => {
  it('carries the basket boundary and shows the lines, the discount box and the summary', () => {
    const page = screen.getByTestId('order-page');
    expect(page.closest('[data-boundary="basket"]')).not.toBeNull();
    expect(within(page).getAllByTestId('order-line')).toHaveLength(1);
    expect(within(page).getByTestId('discount-box')).toBeTruthy();
    expect(within(page).getByTestId('order-summary')).toBeTruthy();
  });

  it('§4 a code applied in the discount box lowers the order total; annulling restores it', async () => {
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('100,00 €'));
    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: 'BENVENUTO10' } });
    fireEvent.click(screen.getByTestId('discount-apply'));
    expect((await screen.findByTestId('discount-message')).textContent).toBe('Codice sconto applicato: 10% di sconto.');
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('90,00 €'));
    expect(screen.getByTestId('summary-coupon').textContent).toContain('BENVENUTO10');
    fireEvent.click(screen.getByTestId('discount-annul'));
    expect(screen.getByTestId('order-total').textContent).toBe('100,00 €');
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
  });

  it('issue 17 §4 the basket page leads to the checkout page; the menu key paiement mounts the checkout on its own page', async () => {
    const proceed = within(screen.getByTestId('order-page')).getByRole('link', { name: "Procedi all'acquisto" });
    expect(proceed.getAttribute('href')).toBe('/it/pagamento');
    expect(screen.queryByTestId('checkout-identification')).toBeNull();
    await act(async () => void (await parcel?.unmount()));
    host.remove();
    await mountOrderPage(menuItem({ key: 'paiement', label: 'Pagamento', canonicalUrl: '/pagamento' }));
    const checkout = screen.getByTestId('checkout-page');
    expect(within(checkout).getByRole('heading', { level: 1 }).textContent).toBe('Pagamento');
    expect(within(checkout).getByTestId('checkout-identification')).toBeTruthy();
    expect(screen.queryByTestId('order-page')).toBeNull();
  });
});
