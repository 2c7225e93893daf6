import { describe, expect, it } from 'vitest';
import { apply, JsonLogicError, resolveRefs } from '../../../src/domain/flags/json-logic.ts';

describe('JsonLogic subset for flagd targeting', () => {
  const data = { email: 'anna@trama.example', country: 'IT', age: 34, user: { tier: 'gold' } };

  it('reads variables, nested paths and defaults', () => {
    expect(apply({ var: 'country' }, data)).toBe('IT');
    expect(apply({ var: 'user.tier' }, data)).toBe('gold');
    expect(apply({ var: ['missing', 'fallback'] }, data)).toBe('fallback');
    expect(apply({ var: 'user.none.deeper' }, data)).toBeNull();
  });

  it('evaluates if / else-if chains lazily', () => {
    expect(apply({ if: [{ '==': [{ var: 'country' }, 'FR'] }, 'fr', { '==': [{ var: 'country' }, 'IT'] }, 'it', 'other'] }, data)).toBe('it');
    expect(apply({ if: [false, 'yes'] }, data)).toBeNull();
  });

  it('compares, including the three-argument between form', () => {
    expect(apply({ '<': [18, { var: 'age' }, 65] }, data)).toBe(true);
    expect(apply({ '>=': [{ var: 'age' }, 40] }, data)).toBe(false);
    expect(apply({ '==': [1, '1'] }, data)).toBe(true);
    expect(apply({ '===': [1, '1'] }, data)).toBe(false);
  });

  it('supports in (substring and list), and/or, !, !!', () => {
    expect(apply({ in: ['@trama.example', { var: 'email' }] }, data)).toBe(true);
    expect(apply({ in: [{ var: 'country' }, ['IT', 'SM']] }, data)).toBe(true);
    expect(apply({ and: [true, { var: 'country' }] }, data)).toBe('IT');
    expect(apply({ or: [false, 0, ''] }, data)).toBe('');
    expect(apply({ '!': [[]] }, data)).toBe(true);
    expect(apply({ '!!': ['x'] }, data)).toBe(true);
  });

  it('supports flagd starts_with and ends_with', () => {
    expect(apply({ ends_with: [{ var: 'email' }, '@trama.example'] }, data)).toBe(true);
    expect(apply({ starts_with: [{ var: 'email' }, 'marco'] }, data)).toBe(false);
  });

  it('refuses operations it does not implement instead of guessing', () => {
    expect(() => apply({ fractional: [['a', 50], ['b', 50]] }, data)).toThrow(JsonLogicError);
    expect(() => apply({ '==': [1, 1], '!=': [1, 2] }, data)).toThrow(JsonLogicError);
  });

  it('replaces $ref with the shared evaluator and refuses unknown or cyclic ones', () => {
    const evaluators = { italian: { '==': [{ var: 'country' }, 'IT'] } };
    expect(apply(resolveRefs({ if: [{ $ref: 'italian' }, 'on', 'off'] }, evaluators), data)).toBe('on');
    expect(() => resolveRefs({ $ref: 'nope' }, evaluators)).toThrow(JsonLogicError);
    expect(() => resolveRefs({ $ref: 'loop' }, { loop: { $ref: 'loop' } })).toThrow(JsonLogicError);
  });
});
