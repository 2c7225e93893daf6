import { describe, expect, it } from 'vitest';
import { evaluateFlag } from '../../../src/domain/flags/flag-evaluator.ts';
import { parseFlagSet } from '../../../src/domain/flags/flag-set.ts';

const set = parseFlagSet({
  metadata: { owner: 'shop' },
  flags: {
    static: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off', metadata: { ticket: 12 } },
    targeted: {
      state: 'ENABLED',
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: { if: [{ and: [{ '===': [{ var: '$flagd.flagKey' }, 'targeted'] }, { '==': [{ var: 'country' }, 'IT'] }] }, 'on', null] },
    },
    disabled: { state: 'DISABLED', variants: { on: true }, defaultVariant: 'on' },
    broken: { state: 'ENABLED', variants: { on: true }, defaultVariant: 'missing' },
    colour: { state: 'ENABLED', variants: { red: '#c05543', green: '#2f5230' }, defaultVariant: 'red', targeting: {} },
  },
});

describe('flagd evaluation', () => {
  it('without targeting: the default variant, reason STATIC, flag and set metadata merged', () => {
    expect(evaluateFlag(set, 'static', {})).toEqual({ key: 'static', value: false, variant: 'off', reason: 'STATIC', metadata: { owner: 'shop', ticket: 12 } });
    expect(evaluateFlag(set, 'colour', {})).toMatchObject({ value: '#c05543', reason: 'STATIC' });
  });

  it('a boolean targeting result names the "true"/"false" variant; null means the default', () => {
    const boolSet = parseFlagSet({ flags: { b: { state: 'ENABLED', variants: { true: 'yes', false: 'no' }, defaultVariant: 'false', targeting: { '==': [{ var: 'x' }, 1] } } } });
    expect(evaluateFlag(boolSet, 'b', { x: 1 })).toMatchObject({ value: 'yes', reason: 'TARGETING_MATCH' });
    expect(evaluateFlag(set, 'targeted', { country: 'FR' })).toMatchObject({ value: false, variant: 'off', reason: 'DEFAULT' });
  });

  it('targeting sees the context and $flagd.flagKey', () => {
    expect(evaluateFlag(set, 'targeted', { country: 'IT' })).toMatchObject({ value: true, variant: 'on', reason: 'TARGETING_MATCH' });
  });

  it('DISABLED and unknown flags are FLAG_NOT_FOUND; a bad definition is PARSE_ERROR', () => {
    expect(evaluateFlag(set, 'disabled', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(set, 'nope', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(set, 'broken', {})).toMatchObject({ errorCode: 'PARSE_ERROR' });
  });

  it('a file without a flags object is refused as a whole', () => {
    expect(() => parseFlagSet({ flag: {} })).toThrow();
    expect(() => parseFlagSet([])).toThrow();
  });
});
