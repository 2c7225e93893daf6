import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { basketOf, entry } from '../../../test-support/basket.ts';
import { VALIDATE_PATH, discountAnswer, json } from '../../../test-support/fake-api.ts';
import { freshPage, storeFromAnotherTab } from '../../../test-support/reset.ts';
import { DISCOUNT_MESSAGE_MS } from '../model/apply-discount.ts';
import { ValidateDiscount } from './validate-discount.tsx';

const props = { language: 'it', path: '/validate', apiBaseUrl: '' };

function recordNavigation() {
  const seen: { to: string; replace?: boolean }[] = [];
  const off = getBus().handle('navigate', (payload) => void seen.push(payload));
  return { seen, off };
}

let off: () => void = () => undefined;
beforeEach(() => {
  freshPage({ [VALIDATE_PATH]: ({ url }) => discountAnswer({ discountCode: url.searchParams.get('discountCode') ?? '' }) });
  storeFromAnotherTab('basket', basketOf({ '101': entry() }));
});
afterEach(() => {
  cleanup();
  off();
  vi.useRealTimers();
});

describe('discount link /validate', () => {
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
