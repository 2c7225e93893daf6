import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { DISCOUNT_MESSAGE_MS, ValidateDiscount } from './validate-discount.tsx';

const props = { language: 'it', path: '/validate', apiBaseUrl: '' };

function recordNavigation() {
  const seen: { to: string; replace?: boolean }[] = [];
  const off = getBus().handle('navigate', (payload) => void seen.push(payload));
  return { seen, off };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('discount link /validate', () => {
  it('§2 with a code it shows a spinner and goes home', () => {
    const { seen, off } = recordNavigation();
    render(<ValidateDiscount {...props} code="WELCOME10" />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(seen).toEqual([{ to: '/', replace: true }]);
    off();
  });

  it('§5 an empty code shows product.basket.46, then goes home after the message time', () => {
    vi.useFakeTimers();
    const { seen, off } = recordNavigation();
    render(<ValidateDiscount {...props} code="  " />);
    expect(screen.getByRole('alert').textContent).toBe('Inserisci un codice sconto.');
    expect(seen).toEqual([]);
    act(() => void vi.advanceTimersByTime(DISCOUNT_MESSAGE_MS));
    expect(seen).toEqual([{ to: '/', replace: true }]);
    off();
  });
});
