import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundAmount } from './rounding.ts';

const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true });

describe('rounding', () => {
  it('§5 currency amounts are rounded to 2 decimals', () => {
    expect(roundAmount(10.005)).toBe(10.01);
    expect(roundAmount(19.994)).toBe(19.99);
    expect(roundAmount(1.005, 'EUR')).toBe(1.01);
  });

  it('§5 Swiss francs round to 0.05 steps', () => {
    expect(roundAmount(10.03, 'CHF')).toBe(10.05);
    expect(roundAmount(10.02, 'CHF')).toBe(10);
    expect(roundAmount(10.075, 'CHF')).toBe(10.1);
  });

  it('§5 a rounding residue never shows as minus zero', () => {
    expect(Object.is(roundAmount(-1e-12), 0)).toBe(true);
    expect(Object.is(roundAmount(-0.01, 'CHF'), 0)).toBe(true);
  });

  it('§5 rounding a rounded amount changes nothing (euro and Swiss francs)', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('EUR', 'CHF', 'GBP'), (x, currency) => {
        const once = roundAmount(x, currency);
        expect(roundAmount(once, currency)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('§5 rounding moves an amount by at most half a step', () => {
    fc.assert(
      fc.property(amount, (x) => {
        expect(Math.abs(roundAmount(x) - x)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.abs(roundAmount(x, 'CHF') - x)).toBeLessThanOrEqual(0.025 + 1e-6);
      }),
      { numRuns: 200 },
    );
  });
});
