/**
 * The checkout's feature flags (storefront §9), from the shell's `flags` fact like every flag
 * (docs/flags.md). Until the shell publishes, the spec's defaults apply.
 */
import { useEffect, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import { FLAG_DEFAULTS } from '@trama/shared/contract';
import { useFlag } from '@trama/shared/ui';

export interface CheckoutFlags {
  /** Express home delivery, selectedPrice 3 (off by default). */
  expressDelivery: boolean;
  /** Store pickup, selectedPrice 0 (on). */
  storeDelivery: boolean;
  /** Loyalty conversion at checkout (on). */
  redeemPoints: boolean;
  /** A shipping country other than the shop's (off: payment.12). */
  foreignDelivery: boolean;
}

export const DEFAULT_CHECKOUT_FLAGS: CheckoutFlags = {
  expressDelivery: FLAG_DEFAULTS['express-delivery'],
  storeDelivery: FLAG_DEFAULTS['store-delivery'],
  redeemPoints: FLAG_DEFAULTS['redeem-points'],
  foreignDelivery: FLAG_DEFAULTS['foreign-delivery'],
};

/** True once the shell has published the flags (or given up on the flag service). */
function useFlagsSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const subscription = getBus()
      .select('flags')
      .subscribe(() => setSettled(true));
    return () => subscription.unsubscribe();
  }, []);
  return settled;
}

/**
 * The checkout flags, following the `flags` fact; `settled` once the shell published them, so a
 * call behind a flag (the loyalty balance) is not made on the default alone.
 */
export function useCheckoutFlags(): CheckoutFlags & { settled: boolean } {
  return {
    expressDelivery: useFlag('express-delivery'),
    storeDelivery: useFlag('store-delivery'),
    redeemPoints: useFlag('redeem-points'),
    foreignDelivery: useFlag('foreign-delivery'),
    settled: useFlagsSettled(),
  };
}
