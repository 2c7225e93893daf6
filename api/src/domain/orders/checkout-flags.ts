/**
 * The checkout's feature flags, read on the server too so a browser cannot order what the shop
 * has switched off. Defaults are the brief's (express off, store pickup on, loyalty on, foreign
 * delivery off) and apply when the flag file lacks a flag or the flag is unusable.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FlagService } from '../flags/flag-service.ts';
import { isFailure } from '../flags/flag-evaluator.ts';

export const CHECKOUT_FLAG_DEFAULTS = {
  'express-delivery': false,
  'store-delivery': true,
  'redeem-points': true,
  'foreign-delivery': false,
} as const;

export type CheckoutFlag = keyof typeof CHECKOUT_FLAG_DEFAULTS;

export async function checkoutFlag(flags: FlagService, key: CheckoutFlag, log: FastifyBaseLogger): Promise<boolean> {
  try {
    const evaluation = await flags.evaluate(key);
    if (!isFailure(evaluation) && typeof evaluation.value === 'boolean') return evaluation.value;
    if (isFailure(evaluation) && evaluation.errorCode !== 'FLAG_NOT_FOUND') log.warn({ flag: key, evaluation }, 'checkout flag unusable; default used');
  } catch (error) {
    log.warn({ flag: key, err: error }, 'flags unavailable; checkout flag default used');
  }
  return CHECKOUT_FLAG_DEFAULTS[key];
}
