/**
 * One storefront flag (storefront §9) as the API enforces it: what config/flags.json says, else the
 * spec's default (FLAG_DEFAULTS, the same table the browser falls back to). A missing flag, an
 * unusable one or an unreadable file never stops a request: the default applies and is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { FLAG_DEFAULTS, type FlagKey } from '@trama/shared/contract';
import { isFailure } from './flag-evaluator.ts';
import type { FlagService } from './flag-service.ts';

export async function flagOn(flags: FlagService, key: FlagKey, log: FastifyBaseLogger): Promise<boolean> {
  try {
    const evaluation = await flags.evaluate(key);
    if (!isFailure(evaluation) && typeof evaluation.value === 'boolean') return evaluation.value;
    if (isFailure(evaluation) && evaluation.errorCode !== 'FLAG_NOT_FOUND') log.warn({ flag: key, evaluation }, 'flag unusable; storefront §9 default used');
  } catch (error) {
    log.warn({ flag: key, err: error }, 'flags unavailable; storefront §9 default used');
  }
  return FLAG_DEFAULTS[key];
}
