/** One flag, one context -> an OpenFeature resolution (reason, variant, value) or an error. */
import { apply, resolveRefs } from './json-logic.ts';
import type { FlagMetadata, FlagSet, FlagValue } from './flag-set.ts';

export type EvaluationContext = Record<string, unknown>;

export interface EvaluationSuccess {
  key: string;
  value: FlagValue;
  variant: string;
  reason: 'STATIC' | 'TARGETING_MATCH' | 'DEFAULT';
  metadata: FlagMetadata;
}

export interface EvaluationFailure {
  key: string;
  errorCode: 'FLAG_NOT_FOUND' | 'PARSE_ERROR' | 'GENERAL';
  errorDetails: string;
}

export type Evaluation = EvaluationSuccess | EvaluationFailure;

export function isFailure(evaluation: Evaluation): evaluation is EvaluationFailure {
  return 'errorCode' in evaluation;
}

export function evaluateFlag(set: FlagSet, key: string, context: EvaluationContext, now = new Date()): Evaluation {
  const flag = set.flags.get(key);
  // flagd: a DISABLED flag behaves as if it did not exist.
  if (!flag || ('state' in flag && flag.state === 'DISABLED')) {
    return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag '${key}' was not found.` };
  }
  if ('broken' in flag) return { key, errorCode: 'PARSE_ERROR', errorDetails: flag.broken };

  const success = (variant: string, reason: EvaluationSuccess['reason']): EvaluationSuccess => ({
    key,
    value: flag.variants[variant]!,
    variant,
    reason,
    metadata: flag.metadata,
  });
  if (!flag.targeting) return success(flag.defaultVariant, 'STATIC');

  let result: unknown;
  try {
    const data = { ...context, $flagd: { flagKey: key, timestamp: Math.floor(now.getTime() / 1000) } };
    result = apply(resolveRefs(flag.targeting, set.evaluators), data);
  } catch (error) {
    return { key, errorCode: 'PARSE_ERROR', errorDetails: (error as Error).message };
  }
  // flagd accepts a boolean result as the name of a "true"/"false" variant.
  const variant = typeof result === 'boolean' ? String(result) : result;
  if (typeof variant === 'string' && Object.hasOwn(flag.variants, variant)) return success(variant, 'TARGETING_MATCH');
  // "If an invalid or null value is returned by the targeting rule, the defaultVariant is used."
  return success(flag.defaultVariant, 'DEFAULT');
}
