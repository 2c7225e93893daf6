import { describe, expect, it } from 'vitest';
import { roundAmount } from './rounding.ts';

describe('rounding', () => {
  it('§5 currency amounts are rounded to 2 decimals', () => {
    expect(roundAmount(10.005)).toBe(10.01);
    expect(roundAmount(19.994)).toBe(19.99);
  });
  it('§5 Swiss francs round to 0.05 steps', () => {
    expect(roundAmount(10.03, 'CHF')).toBe(10.05);
    expect(roundAmount(10.02, 'CHF')).toBe(10);
  });
});
