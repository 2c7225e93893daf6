/**
 * The flag file's behaviours through the evaluator (flagd-core since issue 32 §3): what the
 * hand-written JsonLogic of before proved, plus what it refused (fractional, sem_ver).
 */
import { describe, expect, it } from 'vitest';
import { evaluateFlag, type EvaluationContext } from '../../../src/domain/flags/flag-evaluator.ts';
import { parseFlagSet } from '../../../src/domain/flags/flag-set.ts';

const onOff = { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off' };

const set = parseFlagSet({
  metadata: { owner: 'shop' },
  $evaluators: { italian: { in: [{ var: 'country' }, ['IT', 'SM']] } },
  flags: {
    static: { ...onOff, metadata: { ticket: 12 } },
    targeted: {
      ...onOff,
      targeting: { if: [{ and: [{ '===': [{ var: '$flagd.flagKey' }, 'targeted'] }, { '==': [{ var: 'country' }, 'IT'] }] }, 'on', null] },
    },
    disabled: { state: 'DISABLED', variants: { on: true }, defaultVariant: 'on' },
    broken: { state: 'ENABLED', variants: { on: true }, defaultVariant: 'missing' },
    colour: { state: 'ENABLED', variants: { red: '#c05543', green: '#2f5230' }, defaultVariant: 'red', targeting: {} },
    language: {
      state: 'ENABLED',
      variants: { it: 'Ciao', fr: 'Bonjour', other: 'Hello' },
      defaultVariant: 'other',
      targeting: { if: [{ '==': [{ var: 'language' }, 'fr'] }, 'fr', { '==': [{ var: 'language' }, 'it'] }, 'it', 'other'] },
    },
    referenced: { ...onOff, targeting: { if: [{ $ref: 'italian' }, 'on', 'off'] } },
    staff: { ...onOff, targeting: { if: [{ ends_with: [{ var: 'email' }, '@trama.example'] }, 'on', null] } },
    adults: { ...onOff, targeting: { if: [{ '<': [18, { var: 'age' }] }, 'on', 'off'] } },
    nested: { ...onOff, targeting: { if: [{ '==': [{ var: 'user.tier' }, 'gold'] }, 'on', 'off'] } },
    rollout: { ...onOff, targeting: { fractional: [['on', 50], ['off', 50]] } },
    newer: { ...onOff, targeting: { if: [{ sem_ver: [{ var: 'version' }, '>=', '2.1.0'] }, 'on', 'off'] } },
    unknownOperation: { ...onOff, targeting: { no_such_operation: [1, 2] } },
    unknownRef: { ...onOff, targeting: { if: [{ $ref: 'nope' }, 'on', 'off'] } },
  },
});

const value = (key: string, context: EvaluationContext = {}) => {
  const evaluation = evaluateFlag(set, key, context);
  return 'value' in evaluation ? evaluation.value : evaluation.errorCode;
};

describe('flag evaluation (flagd-core)', () => {
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

  it('[32.3] country and language targeting, if / else-if chains, nested paths, comparisons', () => {
    expect(value('language', { language: 'fr' })).toBe('Bonjour');
    expect(value('language', { language: 'it' })).toBe('Ciao');
    expect(value('language', { language: 'de' })).toBe('Hello');
    expect(value('nested', { user: { tier: 'gold' } })).toBe(true);
    expect(value('nested', {})).toBe(false);
    expect(value('adults', { age: 34 })).toBe(true);
    expect(value('adults', { age: 12 })).toBe(false);
  });

  it('[32.3] $ref names a shared evaluator; starts_with / ends_with compare strings', () => {
    expect(value('referenced', { country: 'SM' })).toBe(true);
    expect(value('referenced', { country: 'FR' })).toBe(false);
    expect(value('staff', { email: 'anna@trama.example' })).toBe(true);
    expect(value('staff', { email: 'anna@example.com' })).toBe(false);
  });

  it('[32.3] fractional rollout: the same targetingKey always gets the same variant, and both halves are used', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
    const first = keys.map((targetingKey) => value('rollout', { targetingKey }));
    expect(keys.map((targetingKey) => value('rollout', { targetingKey, country: 'IT' }))).toEqual(first);
    const on = first.filter((v) => v === true).length;
    expect(on).toBeGreaterThan(60);
    expect(on).toBeLessThan(140);
    expect(evaluateFlag(set, 'rollout', { targetingKey: 'visitor-1' })).toMatchObject({ reason: 'TARGETING_MATCH' });
    // No targetingKey: nothing to bucket by, so the default variant.
    expect(evaluateFlag(set, 'rollout', {})).toMatchObject({ value: false, reason: 'DEFAULT' });
  });

  it('[32.3] sem_ver compares versions', () => {
    expect(value('newer', { version: '2.3.0' })).toBe(true);
    expect(value('newer', { version: '2.0.9' })).toBe(false);
  });

  it('DISABLED and unknown flags are FLAG_NOT_FOUND; a bad definition is PARSE_ERROR and the others still work', () => {
    expect(evaluateFlag(set, 'disabled', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(set, 'nope', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(set, 'broken', {})).toMatchObject({ errorCode: 'PARSE_ERROR', errorDetails: expect.stringContaining('missing') });
    expect(evaluateFlag(set, 'unknownOperation', {})).toMatchObject({ errorCode: 'PARSE_ERROR' });
    expect(evaluateFlag(set, 'unknownRef', {})).toMatchObject({ errorCode: 'PARSE_ERROR' });
    expect(value('static')).toBe(false);
  });

  it('a file without a flags object is refused as a whole', () => {
    expect(() => parseFlagSet({ flag: {} })).toThrow(/top-level 'flags'/);
    expect(() => parseFlagSet({ flags: 12 })).toThrow(/top-level 'flags'/);
    expect(() => parseFlagSet([])).toThrow();
  });
});
