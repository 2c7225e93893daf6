/**
 * A boolean flag as the API enforces it: what config/flags.json says, else a default. A missing
 * flag, an unusable one or an unreadable file never stops a request: the default applies and is
 * logged (a missing flag quietly: leaving a flag out of the file is how its default is chosen).
 */
import type { FastifyBaseLogger } from 'fastify';
import { FLAG_DEFAULTS, type FlagKey } from '@trama/shared/contract';
import { isFailure, type EvaluationContext } from './flag-evaluator.ts';
import type { FlagService } from './flag-service.ts';

export interface FlagQuery {
  key: string;
  /** What applies when the file does not say true or false. */
  fallback: boolean;
  /** What targeting rules read (a brand-scoped flag: `{ brandId }`). */
  context?: EvaluationContext;
}

export async function flagValue(flags: FlagService, query: FlagQuery, log: FastifyBaseLogger): Promise<boolean> {
  const { key, fallback, context = {} } = query;
  try {
    const evaluation = await flags.evaluate(key, context);
    if (!isFailure(evaluation) && typeof evaluation.value === 'boolean') return evaluation.value;
    if (isFailure(evaluation) && evaluation.errorCode !== 'FLAG_NOT_FOUND') log.warn({ flag: key, fallback, evaluation }, 'flag unusable; its default used');
  } catch (error) {
    log.warn({ flag: key, fallback, err: error }, 'flags unavailable; the default used');
  }
  return fallback;
}

/**
 * One storefront flag (storefront §9), the checkout's among them, so a browser cannot order what
 * the shop has switched off: its default is the spec's (FLAG_DEFAULTS, the same table the browser
 * falls back to).
 */
export const flagOn = (flags: FlagService, key: FlagKey, log: FastifyBaseLogger): Promise<boolean> =>
  flagValue(flags, { key, fallback: FLAG_DEFAULTS[key] }, log);
