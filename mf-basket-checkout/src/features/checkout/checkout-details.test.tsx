// Long on purpose: one test a rule of the checkout's details steps, on one fake API set-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlagValues } from '@trama/shared/contract';
import { getBus } from '@trama/shared/bus';
import { deliveryEstimate } from '@trama/shared/rules';
import { basketOf, entry, sizeLine } from '../../test-support/basket.ts';
import { BRAND_PATH, VALIDATE_PATH, brand, discountAnswer, json, type ApiCall, type Route } from '../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../test-support/reset.ts';
import {
  ADDRESS_PATH,
  CREATE_ORDER_PATH,
  LOYALTY_PATH,
  REDEEM_PATH,
  address,
  addressRoute,
  giveToken,
  loyalty,
  shipAndBill,
} from './test-support/checkout-api.ts';
import { renderSignedInCheckout } from './test-support/checkout-page.tsx';

let calls: ApiCall[];
let saved: ReturnType<typeof addressRoute>['saved'];
/** What a describe block does once the page is ready (e.g. open a later step). */
let afterPage: (() => void) | null = null;

const deliveryWindow = (orderDate: string, selectedPrice: 0 | 1 | 3) => {
  const { from, to } = deliveryEstimate(orderDate, selectedPrice);
  return [from, to];
};

async function page(options: { routes?: Record<string, Route>; price?: number; addresses?: ReturnType<typeof address>[]; flags?: FlagValues } = {}) {
  const addresses = addressRoute(options.addresses ?? shipAndBill());
  saved = addresses.saved;
  calls = freshPage({
    [BRAND_PATH]: () => brand({ shippingMinimum: 150, shippingCost: 7.9 }),
    [ADDRESS_PATH]: addresses.route,
    [CREATE_ORDER_PATH]: () => json(201, [{ orderId: 9, webOrderId: 'W9', orderStatus: 'CHE', storeStock: null, webStock: null, productName: null }]),
    [LOYALTY_PATH]: () => loyalty({ eligible: false }),
    ...options.routes,
  });
  // After freshPage, which restores every spy and the flags' defaults: the shell's flags as the page starts.
  if (options.flags) getBus().publish('flags', options.flags);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: options.price ?? 100 })] }) }));
  await renderSignedInCheckout();
  afterPage?.();
}

/** The shell publishing flags as config/flags.json says (storefront §9). */
const flagsOn = async (values: FlagValues) => act(() => getBus().publish('flags', values));

afterEach(async () => {
  cleanup();
  giveToken(null);
  vi.useRealTimers();
});

describe('address popup', () => {
  const field = (name: string) => screen.getByTestId(`address-field-${name}`) as HTMLInputElement | HTMLSelectElement;
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  /** Types each field of the popup's form, in the order a shopper fills it. */
  const fill = (values: Record<string, string>) => Object.entries(values).forEach(([name, value]) => type(name, value));
  const errorKey = (name: string) => screen.queryByTestId(`address-error-${name}`)?.dataset.key;

  it('§5 Address form: empty required fields are flagged on save with validation.required, nothing is sent', async () => {
    await page({ addresses: [address()] });
    fireEvent.click(screen.getByTestId('address-add-bill'));
    // The popup's code arrives when it first opens (issue 30 §4).
    const popup = await screen.findByRole('dialog');
    expect(popup).toBe(screen.getByTestId('address-popup'));
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
    fireEvent.click(screen.getByTestId('address-save'));
    for (const name of ['name', 'phone', 'address1', 'address2', 'city', 'zip']) expect(errorKey(name), name).toBe('validation.required');
    expect(screen.getByTestId('address-error-city').textContent).toBe('Città è obbligatoria.');
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(saved).toHaveLength(0);
  });

  it('[31.8] §2 Checkout popups (C10): delete asks first; cancel keeps the address, confirm deletes it and the next one becomes the default', async () => {
    const second = address({ clientAddressId: 5, name: 'Bruno Bianchi', address1: 'Via Po 3', city: 'Torino', zip: '10123', isDefault: false });
    await page({ addresses: [...shipAndBill(), second] });
    const card = () => screen.getByTestId('address-card-ship');
    expect(card().textContent).toContain('Via Roma 1');

    fireEvent.click(screen.getByTestId('address-delete-ship'));
    const popup = screen.getByTestId('address-delete-popup');
    expect(popup.getAttribute('role')).toBe('alertdialog');
    expect(popup.textContent).toContain('Eliminare questo indirizzo?');
    expect(popup.textContent).toContain('Ada Rossi, Via Roma 1, 20121 Milano');
    expect(document.activeElement).toBe(screen.getByTestId('address-delete-cancel'));
    fireEvent.click(screen.getByTestId('address-delete-cancel'));
    expect(screen.queryByTestId('address-delete-popup')).toBeNull();
    expect(calls.filter((c) => c.query.has('clientAddressId'))).toHaveLength(0);

    fireEvent.click(screen.getByTestId('address-delete-ship'));
    fireEvent.click(screen.getByTestId('address-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('address-delete-popup')).toBeNull());
    const deleted = calls.filter((c) => c.query.has('clientAddressId'));
    expect(deleted.map((c) => `${c.path}?${c.query}`)).toEqual([`${ADDRESS_PATH}?addressType=SHIP&clientAddressId=1`]);
    await waitFor(() => expect(card().textContent).toContain('Via Po 3'));
  });

  it('§5 Address form: a zip with letters says date.1 as it is typed', async () => {
    await page();
    fireEvent.click(screen.getByTestId('address-edit-ship'));
    type('zip', '20a21');
    expect(errorKey('zip')).toBe('date.1');
    type('zip', '20121');
    expect(errorKey('zip')).toBeUndefined();
  });

  it('§5 Address form: Italy (the shop country, the default) asks the province from the list of codes; elsewhere a free line', async () => {
    await page({ addresses: [address()] });
    fireEvent.click(screen.getByTestId('address-add-bill'));
    expect(field('countryCode').value).toBe('IT');
    const province = field('address2');
    expect(province.tagName).toBe('SELECT');
    const codes = [...(province as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(codes).toContain('MI');
    expect(codes.length).toBeGreaterThan(100);
    expect(within(screen.getByTestId('address-popup')).getByLabelText('Provincia')).toBe(province);
    type('countryCode', 'FR');
    expect(field('address2').tagName).toBe('INPUT');
  });

  it('§4 Addresses: a valid new billing address is saved (normalised, id 0, default) and the card shows it', async () => {
    await page({ addresses: [address()] });
    fireEvent.click(screen.getByTestId('address-add-bill'));
    fill({ name: 'Ada Rossi!', phone: '3331234567', address1: 'Via Dante 5', address2: 'TO', city: 'Torino', zip: '123' });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.queryByTestId('address-popup')).toBeNull());
    expect(saved).toEqual([
      { clientAddressId: 0, addressType: 'BILL', name: 'Ada Rossi', phone: '3331234567', address1: 'Via Dante 5', address2: 'TO', city: 'Torino', zip: '00123', countryCode: 'IT', isDefault: true },
    ]);
    expect(screen.getByTestId('address-card-bill').textContent).toContain('Via Dante 5');
    expect(calls.filter((c) => c.path === ADDRESS_PATH && c.body !== undefined)).toHaveLength(1);
  });

  it('issue 14 §2: a shopper with addresses adds another from the checkout (the account\'s popup); it becomes the card\'s default', async () => {
    await page();
    expect(screen.getByTestId('address-card-ship').textContent).not.toContain('Corso Italia 9');
    fireEvent.click(screen.getByTestId('address-add-another-ship'));
    expect(within(screen.getByTestId('address-popup')).getByRole('heading').textContent).toBe('Nuovo indirizzo');
    expect(field('name').value).toBe('');
    fill({ name: 'Ada Rossi', phone: '3331234567', address1: 'Corso Italia 9', address2: 'TO', city: 'Torino', zip: '10121' });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.queryByTestId('address-popup')).toBeNull());
    expect(saved).toMatchObject([{ clientAddressId: 0, addressType: 'SHIP', isDefault: true }]);
    expect(screen.getByTestId('address-card-ship').textContent).toContain('Corso Italia 9');
  });

  it('Escape closes the popup without saving', async () => {
    await page();
    fireEvent.click(screen.getByTestId('address-edit-ship'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('address-popup')).toBeNull();
    expect(saved).toHaveLength(0);
  });
});

describe('delivery methods', () => {
  // Issue 17 §4: the delivery methods are step 2, opened by continuing from the addresses.
  beforeEach(() => {
    afterPage = () => fireEvent.click(screen.getByTestId('checkout-continue-address'));
  });
  afterEach(() => {
    afterPage = null;
  });
  const options = () => screen.getAllByRole('radio').map((r) => r.dataset.testid);
  const checked = () => (screen.getAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.dataset.testid;

  it('§9 flags: home delivery and store pickup by default, no express', async () => {
    await page();
    expect(options()).toEqual(['delivery-option-1', 'delivery-option-0']);
    expect(checked()).toBe('delivery-option-1');
  });

  it('§9 flags: express-delivery on offers express (FREIGHT_EXP line); store-delivery off hides pickup', async () => {
    await page();
    await flagsOn({ 'express-delivery': true, 'store-delivery': false });
    await waitFor(() => expect(options()).toEqual(['delivery-option-1', 'delivery-option-3']));
    fireEvent.click(screen.getByTestId('delivery-option-3'));
    expect(checked()).toBe('delivery-option-3');
    expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('FREIGHT_EXP');
    // The brand's express cost (12,90 €), not the standard 7,90 €.
    expect(screen.getByTestId('checkout-summary-freight').textContent).toContain('12,90');
  });

  it('§4 store pickup without the mf-stores picker says checkout.storePickerUnavailable and stays on home delivery', async () => {
    await page();
    fireEvent.click(screen.getByTestId('delivery-option-0'));
    const message = await screen.findByTestId('delivery-message');
    expect(message.dataset.key).toBe('checkout.storePickerUnavailable');
    expect(message.textContent).toBe('Il ritiro in negozio non è disponibile al momento: la consegna resta a domicilio.');
    expect(checked()).toBe('delivery-option-1');
  });

  it('§4 store pickup with a picked store: no freight line, the order carries the store code and selectedPrice 0', async () => {
    const asked: unknown[] = [];
    const off = getBus().handle('stores.pick', async (payload) => {
      asked.push(payload);
      return { storeCode: 'MI01', city: 'Milano', storeType: 'E' };
    });
    await page();
    fireEvent.click(screen.getByTestId('delivery-option-0'));
    await waitFor(() => expect(checked()).toBe('delivery-option-0'));
    // Contract 1.8: each line names its size (the store's stock is per barcode).
    expect(asked).toEqual([{ lines: [{ productId: 1011, size: '160x280', quantity: 1 }] }]);
    expect(screen.getByTestId('checkout-summary-freight').dataset.itemType).toBe('');
    // The basket keeps the store as collected there (a store without its own tag: STO), and its summary agrees: no shipping.
    expect(JSON.parse(localStorage.getItem('basket') ?? '{}').store).toEqual({ StoreInfo: { storeCode: 'MI01', city: 'Milano', storeType: 'E' }, storeDelivery: 'STO' });
    expect(screen.getByTestId('summary-shipping').textContent).toContain('Gratuita');
    fireEvent.click(screen.getByTestId('terms-checkbox'));
    await waitFor(() => expect(calls.filter((c) => c.path === CREATE_ORDER_PATH)).toHaveLength(1));
    const body = calls.find((c) => c.path === CREATE_ORDER_PATH)?.body as { storeCode: string; selectedPrice: number; webOrderLineItems: { itemType: string }[] };
    expect(body.storeCode).toBe('MI01');
    expect(body.selectedPrice).toBe(0);
    expect(body.webOrderLineItems.map((l) => l.itemType)).toEqual(['EAN']);
    off();
  });

  it('storefront §9 the estimated delivery line of the issue: ordered Tuesday 24 November, Friday 27 to Tuesday 1 December', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00+01:00'));
    await page();
    const estimate = screen.getByTestId('delivery-estimate');
    expect(estimate.textContent).toBe('Consegna stimata tra venerdì 27 novembre e martedì 1 dicembre.');
    // The same window the accepted page and the e-mail compute from the order (payment-result.test.tsx, order-mails.test.ts).
    expect([estimate.dataset.from, estimate.dataset.to]).toEqual(deliveryWindow('2026-11-24T09:00:00.000Z', 1));
  });
});

describe('loyalty box', () => {
  const redeemRoute: Route = () => ({
    discountCode: 'FEDE45',
    value: 45,
    currency: 'EUR',
    loyalty: loyalty({ loyaltyPoints: 0, loyaltyValue: 0, convertiblePoints: 0, convertibleValue: 0 }),
  });
  const routes = {
    [LOYALTY_PATH]: () => loyalty(),
    [REDEEM_PATH]: redeemRoute,
    [VALIDATE_PATH]: ({ url }: { url: URL }) => discountAnswer({ discountCode: url.searchParams.get('discountCode') ?? '', couponType: 'FIXED', value: 45 }),
  };

  it('§4 Loyalty: shows the points and their value; the button is disabled when the basket is below that value', async () => {
    await page({ routes, price: 30 });
    const box = await screen.findByTestId('loyalty-box');
    expect(box.textContent).toContain('Hai 450 punti.');
    expect(box.textContent).toContain('Convertibili ora: 450 punti, pari a 45,00 €.');
    expect((screen.getByTestId('loyalty-redeem') as HTMLButtonElement).disabled).toBe(true);
  });

  it('[31.11] §4 Loyalty (K18): the dictionary\'s "points usable only in shops" is said beside the online conversion', async () => {
    await page({ routes, price: 100 });
    const box = await screen.findByTestId('loyalty-box');
    expect(screen.getByTestId('loyalty-shops-only').textContent).toBe('I punti si spendono solo nei negozi; online puoi convertirli in un buono sconto.');
    expect(box.contains(screen.getByTestId('loyalty-redeem'))).toBe(true);
  });

  it('§4 Loyalty: converting creates a client discount that is applied like a typed code', async () => {
    await page({ routes, price: 100 });
    const button = (await screen.findByTestId('loyalty-redeem')) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    const message = await screen.findByTestId('loyalty-message');
    expect(message.textContent).toBe('Codice sconto applicato: 45,00 € di sconto.');
    expect(calls.filter((c) => c.path === REDEEM_PATH)).toHaveLength(1);
    expect(calls.find((c) => c.path === VALIDATE_PATH)?.query.get('discountCode')).toBe('FEDE45');
    await waitFor(() => expect(screen.getByTestId('checkout-summary-total').textContent).toBe('62,90 €'));
    expect(screen.getByTestId('summary-coupon').textContent).toContain('FEDE45');
    expect((screen.getByTestId('loyalty-redeem') as HTMLButtonElement).disabled).toBe(true);
  });

  it('§4 Loyalty: hidden when the client does not belong to the brand', async () => {
    await page({ routes: { ...routes, [LOYALTY_PATH]: () => loyalty({ eligible: false }) } });
    await waitFor(() => expect(calls.some((c) => c.path === LOYALTY_PATH)).toBe(true));
    expect(screen.queryByTestId('loyalty-box')).toBeNull();
  });

  it('§9 Loyalty: hidden, and not asked, when the redeem-points flag is off', async () => {
    await page({ routes, flags: { 'redeem-points': false } });
    await waitFor(() => expect(screen.queryByTestId('loyalty-box')).toBeNull());
    expect(calls.filter((c) => c.path === LOYALTY_PATH)).toHaveLength(0);
  });
});
