import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus, type BasketAddLine } from '@trama/shared/bus';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import type { BasketPricing } from '@trama/shared/contract';
import { promotion as sharedPromotion } from '@trama/shared/testing';
import { BRAND_PATH, PRICING_PATH, agreeingPricing, brand, pricingAnswer } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import { BasketHeader } from './components/basket-header.tsx';

const slot = { language: 'it', path: '/', apiBaseUrl: '' };
const line: BasketAddLine = {
  productId: 1011,
  parentProductId: 101,
  size: '160x280',
  quantity: 2,
  details: { name: 'Lenzuolo Aurora', startingPrice: 30, webInventory: 8 },
};

const stored = () => JSON.parse(localStorage.getItem('basket') ?? '{}');
const popup = () => screen.queryByRole('dialog');
const add = (lines = [line]) => act(() => getBus().request('basket.add', { lines }));

beforeEach(() => void freshPage());
afterEach(cleanup);

/** The header's popup over two sheets at 30 € (was 40 €) under a 100 € free-shipping minimum: 60 € + 7,90 € shipping. Returns the totals. */
async function openDiscountedWithShipping() {
  freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 100, shippingCost: 7.9 }) });
  render(<BasketHeader {...slot} orderPath="/carrello" />);
  await add([{ ...line, details: { ...line.details, oldPrice: 40 } }]);
  const summary = await screen.findByTestId('basket-summary');
  await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('67,90 €'));
  return summary;
}

describe('header basket', () => {
  it('shows the number of pieces and links to the order page (ma_commande)', () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 2 })] }), '202': entry() }));
    render(<BasketHeader {...slot} language="en" orderPath="/carrello" />);
    const link = screen.getByRole('link', { name: 'Basket, 3 items' });
    expect(link.getAttribute('href')).toBe('/en/carrello');
    expect(screen.getByTestId('basket-count').textContent).toBe('3');
  });

  it('without an order page there is no link, the count still shows', () => {
    render(<BasketHeader {...slot} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Carrello, 0 articoli')).toBeTruthy();
    expect(screen.getByTestId('basket-count').textContent).toBe('0');
  });

  it('follows a change made in another tab', () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 4 })] }) }));
    expect(screen.getByRole('link', { name: 'Carrello, 4 articoli' })).toBeTruthy();
  });
});

describe('basket popup', () => {
  it('§4 opens after a successful add, with the added line', async () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    expect(popup()).toBeNull();
    expect(await add()).toEqual({ status: 'added', messageKey: 'addToCart.1' });
    const dialog = screen.getByTestId('basket-popup');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(screen.getByRole('dialog', { name: 'Il tuo carrello' })).toBe(dialog);
    expect(within(dialog).getAllByTestId('basket-line')).toHaveLength(1);
    expect(within(dialog).getByText('Lenzuolo Aurora')).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByTestId('basket-count').textContent).toBe('2');
  });

  it('§4 stays closed when the add is refused (addToCart.2)', async () => {
    storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ quantity: 9 })] }) }));
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    expect(await add()).toEqual({ status: 'maxLimit', messageKey: 'addToCart.2' });
    expect(popup()).toBeNull();
  });

  it('opens when any slice sends ui.open {panel: basket}, and not for another panel', () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'login' }));
    expect(popup()).toBeNull();
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    expect(popup()).not.toBeNull();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeTruthy();
  });

  it('the toggle opens it; Escape closes it and gives the focus back', () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    const toggle = screen.getByRole('button', { name: 'Apri il riepilogo del carrello' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(popup()?.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('a press outside closes it; a press inside does not', () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    fireEvent.pointerDown(screen.getByTestId('basket-popup'));
    expect(popup()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    expect(popup()).toBeNull();
  });

  it('a new page (a link followed from the popup) closes it', () => {
    const { rerender } = render(<BasketHeader {...slot} orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    rerender(<BasketHeader {...slot} path="/carrello" orderPath="/carrello" />);
    expect(popup()).toBeNull();
  });

  it('the close button closes it', () => {
    render(<BasketHeader {...slot} />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi il carrello' }));
    expect(popup()).toBeNull();
  });

  it('§5 a quantity change is saved and the count follows; choices stop at the stock', async () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    await add();
    const select = screen.getByTestId('basket-line-quantity') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(screen.getByLabelText('Quantità di Lenzuolo Aurora, misura 160x280')).toBe(select);
    fireEvent.change(select, { target: { value: '5' } });
    expect(stored()['101'].sizes[0].quantity).toBe(5);
    expect(screen.getByTestId('basket-count').textContent).toBe('5');
  });

  it('a line sent without details gets its name, price and stock from the API', async () => {
    const pricing = () =>
      pricingAnswer(
        [{ productId: 1011, size: '160x280', quantity: 2, productReference: '8000000010110', name: 'Lenzuolo Aurora', sizeName: '160x280', thumbnail: '/t.svg', unitPrice: 45, oldUnitPrice: 45, amount: 90, webInventory: 3, itemType: 'EAN', currency: 'EUR' }],
        { totals: { price: 90, totalPrice: 90, quantity: 1, livraison: 0, totalQuantity: 2, oldPrice: 90, totalGiftCardPrice: 0, discountedSum: 0, totalCouponDiscount: 0, isPromoDiscountApplyed: false } },
      );
    freshPage({ [PRICING_PATH]: pricing });
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    await add([{ productId: 1011, parentProductId: 101, size: '160x280', quantity: 2 }]);
    const dialog = screen.getByTestId('basket-popup');
    expect(await within(dialog).findByText('Lenzuolo Aurora')).toBeTruthy();
    expect(within(within(dialog).getByTestId('basket-line')).getByText('90,00 €')).toBeTruthy();
    expect([...(within(dialog).getByTestId('basket-line-quantity') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['1', '2', '3']);
  });

  it('§4 removing the last line empties the basket', async () => {
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    await add();
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Lenzuolo Aurora, misura 160x280' }));
    expect(localStorage.getItem('basket')).toBeNull();
    expect(screen.queryByTestId('basket-line')).toBeNull();
    expect(screen.getByText('Il tuo carrello è vuoto.')).toBeTruthy();
    expect(screen.getByTestId('basket-count').textContent).toBe('0');
  });

  it('§4 a pack child cannot go below its pack: the line says why and nothing changes', async () => {
    const pack = entry({
      packParent: true,
      pack: [{ parentProductId: 1011, productId: 2002, discountDetail: null }],
      sizes: [sizeLine({ productId: 1011, quantity: 2 }), sizeLine({ productId: 2002, size: 'U', quantity: 2 })],
    });
    storeFromAnotherTab('basket', basketOf({ '101': pack }));
    render(<BasketHeader {...slot} orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    const child = screen.getAllByTestId('basket-line').find((l) => l.dataset.productId === '2002') as HTMLElement;
    fireEvent.change(within(child).getByTestId('basket-line-quantity'), { target: { value: '1' } });
    expect(within(child).getByRole('status').textContent).toBe('Un articolo del pack non può avere meno pezzi del pack.');
    expect(stored()['101'].sizes.map((s: { quantity: number }) => s.quantity)).toEqual([2, 2]);
  });

  it('§3 Basket totals: price, old price struck through, shipping and total; the link goes to the order page', async () => {
    const summary = await openDiscountedWithShipping();
    expect(within(summary).getByText('80,00 €', { exact: false }).tagName).toBe('S');
    expect(within(summary).getByTestId('summary-shipping').textContent).toContain('7,90 €');
    const link = within(screen.getByTestId('basket-popup')).getByRole('link', { name: 'Vai al carrello' });
    expect(link.getAttribute('href')).toBe('/it/carrello');
  });

  it('§9 hide-discount on: no struck-through old price on the lines or in the totals; the total to pay is the same', async () => {
    const summary = await openDiscountedWithShipping();
    const struck = () => screen.getByTestId('basket-popup').querySelectorAll('s').length;
    expect(struck()).toBe(2);
    act(() => getBus().publish('flags', { 'hide-discount': true }));
    expect(struck()).toBe(0);
    expect(within(summary).queryByText('80,00 €', { exact: false })).toBeNull();
    expect(screen.getByTestId('basket-total').textContent).toBe('67,90 €');
  });

  it('[29.13] switching the language without a reload: the lines and the promotion read in the new language, whatever language they were added in', async () => {
    const names: Record<string, string> = { it: 'Lenzuolo con angoli in lino lavato', de: 'Spannbetttuch aus gewaschenem Leinen' };
    const promotions: Record<string, string> = { it: 'Settimana del lino', de: 'Leinenwoche' };
    freshPage({
      [BRAND_PATH]: ({ language }) =>
        brand({ promotion: [sharedPromotion({ ruleType: 'AMOUNT', threshold: 0, discounts: [5], promotionName: promotions[language ?? 'it'] ?? null })] }),
      [PRICING_PATH]: (request) => {
        const answer = agreeingPricing(request) as BasketPricing;
        return { ...answer, lines: answer.lines.map((l) => ({ ...l, name: names[request.language ?? 'it'] ?? l.name })) };
      },
    });
    // Added on the French page.
    storeFromAnotherTab('basket', basketOf({ '101': entry({ name: 'Drap-housse en lin lavé', sizes: [sizeLine({ productId: 101, size: '160x280' })] }) }));
    const view = render(<BasketHeader {...slot} orderPath="/carrello" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    const dialog = screen.getByTestId('basket-popup');
    expect(await within(dialog).findByText(names.it!)).toBeTruthy();
    expect(await within(dialog).findByText('Settimana del lino', { exact: false })).toBeTruthy();
    view.rerender(<BasketHeader {...slot} language="de" orderPath="/warenkorb" />);
    act(() => getBus().send('ui.open', { panel: 'basket' }));
    const german = screen.getByTestId('basket-popup');
    expect(await within(german).findByText(names.de!)).toBeTruthy();
    await waitFor(() => expect(within(german).getByTestId('summary-promotion').textContent).toContain('Leinenwoche'));
    expect(within(german).queryByText('Drap-housse en lin lavé')).toBeNull();
    expect(within(german).queryByText('Settimana del lino', { exact: false })).toBeNull();
  });
});
