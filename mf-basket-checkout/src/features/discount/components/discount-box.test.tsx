import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DiscountValidation } from '@trama/shared/contract';
import { basketOf, entry, sizeLine } from '../../../test-support/basket.ts';
import { BRAND_PATH, VALIDATE_PATH, brand, discountAnswer, json, promotion, type ApiCall, type Route } from '../../../test-support/fake-api.ts';
import { freshPage, signIn, storeFromAnotherTab } from '../../../test-support/reset.ts';
import { getBasketState } from '../../../state/basket-state.ts';
import { DISCOUNT_MESSAGE_MS } from '../model/apply-discount.ts';
import { DiscountBox } from './discount-box.tsx';

/** The validate-discount API answering with `answers` by code (an unknown code is UNKNOWN). */
function validateRoute(answers: Record<string, Partial<DiscountValidation>>): Route {
  return ({ url }) => {
    const code = url.searchParams.get('discountCode') ?? '';
    const known = answers[code];
    return known
      ? discountAnswer({ discountCode: code, ...known })
      : discountAnswer({ discountCode: code, valid: false, reason: 'UNKNOWN', value: 0 });
  };
}

const CODES = {
  BENVENUTO10: {},
  MENO5: { couponType: 'FIXED', value: 5 },
  MENO500: { couponType: 'FIXED', value: 500 },
  PRIVATO20: { couponType: 'PRIVATE_SALE', value: 20 },
  LINO15: { value: 15, cumulative: false },
  SCADUTO: { valid: false, reason: 'EXPIRED' },
  PROMO: { isProductsInBarcode: true },
} satisfies Record<string, Partial<DiscountValidation>>;

let calls: ApiCall[];
function page(routes: Record<string, Route> = {}) {
  calls = freshPage({ [BRAND_PATH]: () => brand({ shippingMinimum: 0 }), [VALIDATE_PATH]: validateRoute(CODES), ...routes });
  // One sheet at 100,00 €: percentages are easy to read.
  storeFromAnotherTab('basket', basketOf({ '101': entry({ sizes: [sizeLine({ startingPrice: 100 })] }) }));
  render(<DiscountBox language="it" />);
}

async function apply(code: string): Promise<string> {
  fireEvent.change(screen.getByTestId('discount-input'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('discount-apply'));
  const message = await screen.findByTestId('discount-message');
  return message.textContent ?? '';
}

/** The basket total the shopper is shown (the order page's summary renders this value). */
const total = () => getBasketState().pricing?.totals.totalPrice;
const validateCalls = () => calls.filter((c) => c.path === VALIDATE_PATH);

beforeEach(() => page());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('discount box', () => {
  it('has a labelled input and an apply button', () => {
    const box = screen.getByTestId('discount-box');
    expect(within(box).getByRole('heading', { name: 'Codice sconto' })).toBeTruthy();
    expect(within(box).getByLabelText('Inserisci il codice')).toBe(screen.getByTestId('discount-input'));
    expect(within(box).getByRole('button', { name: 'Applica' })).toBe(screen.getByTestId('discount-apply'));
  });

  it('§5 an empty code says product.basket.46 without asking the API', async () => {
    expect(await apply('  ')).toBe('Inserisci un codice sconto.');
    expect(validateCalls()).toHaveLength(0);
  });

  it('§4 a PERCENT code is applied (product.basket.19 with the percent) and the total goes down', async () => {
    await waitFor(() => expect(total()).toBe(100));
    expect(await apply('benvenuto10 '.toUpperCase())).toBe('Codice sconto applicato: 10% di sconto.');
    expect(validateCalls()[0]?.query.get('discountCode')).toBe('BENVENUTO10');
    expect(validateCalls()[0]?.query.get('amount')).toBe('100');
    await waitFor(() => expect(total()).toBe(90));
    expect(getBasketState().pricing?.totals.totalCouponDiscount).toBe(10);
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('BENVENUTO10');
  });

  it('§4 a FIXED code below the price is applied with its amount', async () => {
    expect(await apply('MENO5')).toBe('Codice sconto applicato: 5,00 € di sconto.');
    await waitFor(() => expect(total()).toBe(95));
  });

  it('§4 a FIXED code at least the price is cancelled (payment.19) and not kept', async () => {
    expect(await apply('MENO500')).toBe('Codice promozionale scaduto, non cumulabile o non applicabile.');
    expect(localStorage.getItem('discount')).toBeNull();
    expect(total()).toBe(100);
  });

  it('§4 a non-cumulative code while a promotion reduces the basket is not applied (payment.19)', async () => {
    cleanup();
    page({ [BRAND_PATH]: () => brand({ shippingMinimum: 0, promotion: [promotion({ ruleType: 'VALUE', threshold: 50, discounts: [20] })] }) });
    await waitFor(() => expect(total()).toBe(80));
    expect(await apply('LINO15')).toBe('Codice promozionale scaduto, non cumulabile o non applicabile.');
    expect(localStorage.getItem('discount')).toBeNull();
    expect(total()).toBe(80);
  });

  it('§4 an unknown code as a visitor says product.basket.24 and cancels the applied discount', async () => {
    await apply('BENVENUTO10');
    await waitFor(() => expect(total()).toBe(90));
    expect(await apply('NONESISTE')).toBe('Il codice sconto non è valido. Se hai un account, accedi e riprova.');
    expect(localStorage.getItem('discount')).toBeNull();
    await waitFor(() => expect(total()).toBe(100));
  });

  it('§4 an unknown code when signed in says product.basket.20; the web client goes to the API', async () => {
    signIn(77);
    expect(await apply('NONESISTE')).toBe('Il codice sconto non è valido.');
    expect(validateCalls()[0]?.query.get('webClientId')).toBe('77');
  });

  it('§4 a code blank for the API (400) is an invalid code too', async () => {
    cleanup();
    page({ [VALIDATE_PATH]: () => json(400, { code: 'VALIDATION', messageKey: 'validation.required' }) });
    expect(await apply('???')).toBe('Il codice sconto non è valido. Se hai un account, accedi e riprova.');
  });

  it('§4 a code whose products are in a promotion cluster says product.basket.39', async () => {
    expect(await apply('PROMO')).toBe('Questo codice non vale per i prodotti già in promozione.');
    expect(localStorage.getItem('discount')).toBeNull();
  });

  it('§4 a code not approved now (expired) says payment.19', async () => {
    expect(await apply('SCADUTO')).toBe('Codice promozionale scaduto, non cumulabile o non applicabile.');
  });

  it('§4 a private-sale code is stored, replaces the discount (product.basket.25), and blocks other codes (product.basket.47)', async () => {
    await apply('BENVENUTO10');
    expect(await apply('PRIVATO20')).toBe('Codice vendita privata accettato.');
    expect(localStorage.getItem('privateCode')).toBe('PRIVATO20');
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('PRIVATO20');
    await waitFor(() => expect(total()).toBe(80));
    expect(await apply('BENVENUTO10')).toBe('Hai un codice vendita privata attivo: non puoi usare un altro codice sconto.');
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('PRIVATO20');
  });

  it('a failing API shows the error and keeps the applied discount', async () => {
    await apply('BENVENUTO10');
    cleanup();
    page({ [VALIDATE_PATH]: () => json(503, { code: 'DOWN' }) });
    storeFromAnotherTab('discount', discountAnswer());
    expect(await apply('MENO5')).toBe('Sito in manutenzione');
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('BENVENUTO10');
  });

  it('§4 annulling clears the code (the private one too) and prices the basket again', async () => {
    await apply('PRIVATO20');
    await waitFor(() => expect(total()).toBe(80));
    expect(screen.getByText('Codice PRIVATO20 applicato')).toBeTruthy();
    fireEvent.click(screen.getByTestId('discount-annul'));
    expect(localStorage.getItem('discount')).toBeNull();
    expect(localStorage.getItem('privateCode')).toBeNull();
    expect(total()).toBe(100);
    expect(screen.queryByTestId('discount-annul')).toBeNull();
  });

  it('§9 a discount message disappears after 7 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByTestId('discount-input'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('discount-apply'));
      await Promise.resolve();
    });
    await act(() => Promise.resolve());
    expect(screen.getByTestId('discount-message').textContent).toBe('Inserisci un codice sconto.');
    act(() => void vi.advanceTimersByTime(DISCOUNT_MESSAGE_MS - 1));
    expect(screen.queryByTestId('discount-message')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('discount-message')).toBeNull();
  });
});
