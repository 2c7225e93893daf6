import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { basketOf, entry } from '../../../test-support/basket.ts';
import { VALIDATE_PATH, discountAnswer, json, type ApiCall, type Route } from '../../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../../test-support/reset.ts';
import { DISCOUNT_MESSAGE_MS } from '../model/apply-discount.ts';
import { getBasketState } from '../../../state/basket-state.ts';
import { BasketHeader } from '../../basket/components/basket-header.tsx';
import { DiscountNotice } from './discount-notice.tsx';
import { ValidateDiscount } from './validate-discount.tsx';

const props = { language: 'it', path: '/validate', apiBaseUrl: '' };

function recordNavigation() {
  const seen: { to: string; replace?: boolean }[] = [];
  const off = getBus().handle('navigate', (payload) => void seen.push(payload));
  return { seen, off };
}

/** BENVENUTO10 is a valid 10% code; any other code is unknown to the API. */
const validateRoute: Record<string, Route> = {
  [VALIDATE_PATH]: ({ url }) => {
    const code = url.searchParams.get('discountCode') ?? '';
    return code === 'BENVENUTO10' ? discountAnswer({ discountCode: code }) : discountAnswer({ discountCode: code, valid: false, reason: 'UNKNOWN', value: 0 });
  },
};

/** The /validate page, and the header basket that stays on screen when the shell goes home. */
function validatePage(code: string) {
  const navigation = recordNavigation();
  off = navigation.off;
  render(
    <>
      <BasketHeader language="it" path="/validate" apiBaseUrl="" notice={<DiscountNotice language="it" />} />
      <ValidateDiscount {...props} code={code} />
    </>,
  );
  return navigation.seen;
}

const notice = () => screen.queryByTestId('discount-message');

let calls: ApiCall[];
let off: () => void = () => undefined;
beforeEach(() => {
  sessionStorage.clear();
  calls = freshPage(validateRoute);
  storeFromAnotherTab('basket', basketOf({ '101': entry() }));
});
afterEach(() => {
  cleanup();
  off();
  vi.useRealTimers();
});

describe('discount link /validate', () => {
  it('§2 /validate?discountCode=BENVENUTO10: home says the code is applied (product.basket.19) and the basket uses it', async () => {
    const navigation = validatePage('BENVENUTO10');
    await waitFor(() => expect(navigation).toEqual([{ to: '/', replace: true }]));
    expect(notice()?.dataset.key).toBe('product.basket.19');
    expect(notice()?.textContent).toBe('Codice sconto applicato: 10% di sconto.');
    // 10% of the 89,90 € sheet.
    expect(getBasketState().pricing?.totals.totalCouponDiscount).toBe(8.99);
  });

  it('§2 a new visitor with an empty basket: the code is kept, and the first product added gets it', async () => {
    storeFromAnotherTab('basket', {});
    const navigation = validatePage('BENVENUTO10');
    await waitFor(() => expect(navigation).toEqual([{ to: '/', replace: true }]));
    expect(notice()?.dataset.key).toBe('product.basket.19');
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('BENVENUTO10');
    // An empty basket has no amount for a minimum to be checked against.
    expect(calls.find((c) => c.path === VALIDATE_PATH)?.query.has('amount')).toBe(false);
    const reply = await act(() =>
      getBus().request('basket.add', {
        lines: [{ productId: 1011, parentProductId: 101, size: '160x280', quantity: 1, details: { startingPrice: 89.9, name: 'Lenzuolo Aurora' } }],
      }),
    );
    expect(reply.status).toBe('added');
    await waitFor(() => expect(getBasketState().pricing?.totals.totalCouponDiscount).toBe(8.99));
  });

  it('§4 an unknown code: home says why (product.basket.24 for a visitor) and no discount is kept', async () => {
    const navigation = validatePage('NONESISTE');
    await waitFor(() => expect(navigation).toEqual([{ to: '/', replace: true }]));
    expect(notice()?.dataset.key).toBe('product.basket.24');
    expect(localStorage.getItem('discount')).toBeNull();
  });

  it('issue 16: an applied code is left for the home\'s discount popup (code and message); a refused one is not', async () => {
    const applied = validatePage('BENVENUTO10');
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(JSON.parse(sessionStorage.getItem('discountPopup') ?? 'null')).toEqual({ code: 'BENVENUTO10', key: 'product.basket.19', values: { discount: '10%' } });
    cleanup();
    off();
    sessionStorage.clear();
    const refused = validatePage('NONESISTE');
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(sessionStorage.getItem('discountPopup')).toBeNull();
  });

  it('§2 a full page load on the way home keeps the message: the header shows it when it mounts', async () => {
    sessionStorage.setItem('discountNotice', JSON.stringify({ key: 'payment.19', ok: false }));
    render(<BasketHeader language="it" path="/" apiBaseUrl="" notice={<DiscountNotice language="it" />} />);
    await waitFor(() => expect(notice()?.textContent).toBe('Codice promozionale scaduto, non cumulabile o non applicabile.'));
  });

  it('§4 the message on home goes after 7 seconds and is not shown again on the next page', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('discountNotice', JSON.stringify({ key: 'product.basket.19', values: { discount: '10%' }, ok: true }));
    render(<BasketHeader language="it" path="/" apiBaseUrl="" notice={<DiscountNotice language="it" />} />);
    await act(async () => undefined);
    expect(notice()?.textContent).toBe('Codice sconto applicato: 10% di sconto.');
    expect(sessionStorage.getItem('discountNotice')).toBeNull();
    act(() => void vi.advanceTimersByTime(DISCOUNT_MESSAGE_MS - 1));
    expect(notice()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(notice()).toBeNull();
  });

  it('§2 validates and applies the code, then goes home', async () => {
    const navigation = recordNavigation();
    off = navigation.off;
    render(<ValidateDiscount {...props} code=" BENVENUTO10 " />);
    expect(screen.getByRole('status').textContent).toBe('Verifica del codice sconto…');
    await waitFor(() => expect(navigation.seen).toEqual([{ to: '/', replace: true }]));
    expect(JSON.parse(localStorage.getItem('discount') ?? '{}').discountCode).toBe('BENVENUTO10');
  });

  it('§2 goes home even when the code cannot be checked, leaving the basket as it was', async () => {
    freshPage({ [VALIDATE_PATH]: () => json(503, { code: 'DOWN' }) });
    const navigation = recordNavigation();
    off = navigation.off;
    render(<ValidateDiscount {...props} code="BENVENUTO10" />);
    await waitFor(() => expect(navigation.seen).toEqual([{ to: '/', replace: true }]));
    expect(localStorage.getItem('discount')).toBeNull();
  });

  it('§5 an empty code shows product.basket.46, then goes home after the message time', () => {
    vi.useFakeTimers();
    const navigation = recordNavigation();
    off = navigation.off;
    render(<ValidateDiscount {...props} code="  " />);
    expect(screen.getByRole('alert').textContent).toBe('Inserisci un codice sconto.');
    expect(navigation.seen).toEqual([]);
    act(() => void vi.advanceTimersByTime(DISCOUNT_MESSAGE_MS));
    expect(navigation.seen).toEqual([{ to: '/', replace: true }]);
  });
});
