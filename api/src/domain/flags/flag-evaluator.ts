/**
 * One flag, one context → an OpenFeature resolution (reason, variant, value) or an error, as OFREP
 * answers it. The evaluation itself is flagd-core's; this only maps its resolution to OFREP's
 * shape and keeps flagd's rule that a DISABLED flag behaves as if it did not exist.
 */
import type { EvaluationContext as OpenFeatureContext, FlagMetadata, JsonValue } from '@openfeature/core';
import type { FlagSet } from './flag-set.ts';

export type FlagValue = JsonValue;

/**
 * What targeting rules can read: any JSON the caller sends (country, language, brandId…).
 * `targetingKey` is the one `fractional` buckets by (a visitor, an account): the same key always
 * lands in the same bucket of a flag.
 */
export type EvaluationContext = Record<string, unknown> & { targetingKey?: string };

export interface EvaluationSuccess {
  key: string;
  value: FlagValue;
  variant: string;
  /** STATIC (no targeting), TARGETING_MATCH or DEFAULT (the rule answered null). */
  reason: string;
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

export function evaluateFlag(set: FlagSet, key: string, context: EvaluationContext): Evaluation {
  const broken = set.broken.get(key);
  if (broken !== undefined) return { key, errorCode: 'PARSE_ERROR', errorDetails: broken };
  const flag = set.core.getFlag(key);
  // flagd: a DISABLED flag behaves as if it did not exist.
  if (!flag || flag.state === 'DISABLED') return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag '${key}' was not found.` };
  const resolution = flag.evaluate(context as OpenFeatureContext);
  if (resolution.reason === 'ERROR') {
    const errorCode = resolution.errorCode === 'PARSE_ERROR' ? 'PARSE_ERROR' : 'GENERAL';
    return { key, errorCode, errorDetails: resolution.errorMessage ?? `Flag '${key}' could not be evaluated.` };
  }
  // flagd allows a flag without defaultVariant ("use the code default"): OFREP has no value to send.
  if (resolution.value === undefined || resolution.variant === undefined) {
    return { key, errorCode: 'GENERAL', errorDetails: `Flag '${key}' has no defaultVariant; the caller's default applies.` };
  }
  return { key, value: resolution.value, variant: resolution.variant, reason: resolution.reason, metadata: resolution.flagMetadata };
}
