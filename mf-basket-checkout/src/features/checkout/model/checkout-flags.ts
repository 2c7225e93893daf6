/**
 * The checkout's feature flags (storefront §9), read through the OpenFeature singleton the shell
 * sets up, like the promotion flag. Until the SDK answers, the documented defaults apply.
 */
import { useEffect, useState } from 'react';

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

const FLAGS: Record<keyof CheckoutFlags, { key: string; fallback: boolean }> = {
  expressDelivery: { key: 'express-delivery', fallback: false },
  storeDelivery: { key: 'store-delivery', fallback: true },
  redeemPoints: { key: 'redeem-points', fallback: true },
  foreignDelivery: { key: 'foreign-delivery', fallback: false },
};

export const DEFAULT_CHECKOUT_FLAGS: CheckoutFlags = {
  expressDelivery: false,
  storeDelivery: true,
  redeemPoints: true,
  foreignDelivery: false,
};

interface FlagClient {
  getBooleanValue(flag: string, defaultValue: boolean): boolean;
}

function read(client: FlagClient): CheckoutFlags {
  const value = (name: keyof CheckoutFlags) => {
    try {
      return client.getBooleanValue(FLAGS[name].key, FLAGS[name].fallback);
    } catch {
      return FLAGS[name].fallback;
    }
  };
  return {
    expressDelivery: value('expressDelivery'),
    storeDelivery: value('storeDelivery'),
    redeemPoints: value('redeemPoints'),
    foreignDelivery: value('foreignDelivery'),
  };
}

const same = (a: CheckoutFlags, b: CheckoutFlags) =>
  a.expressDelivery === b.expressDelivery && a.storeDelivery === b.storeDelivery && a.redeemPoints === b.redeemPoints && a.foreignDelivery === b.foreignDelivery;

/**
 * The checkout flags, updated when the provider gets ready or its configuration changes; `settled`
 * once the SDK answered (or is unavailable), so a call behind a flag is not made on the default alone.
 */
export function useCheckoutFlags(): CheckoutFlags & { settled: boolean } {
  const [flags, setFlags] = useState<CheckoutFlags & { settled: boolean }>({ ...DEFAULT_CHECKOUT_FLAGS, settled: false });
  useEffect(() => {
    let stopped = false;
    let cleanup: (() => void) | null = null;
    import('@openfeature/web-sdk')
      .then(({ OpenFeature, ProviderEvents }) => {
        if (stopped) return;
        const client = OpenFeature.getClient();
        const update = () => {
          if (stopped) return;
          const next = read(client);
          setFlags((current) => (current.settled && same(current, next) ? current : { ...next, settled: true }));
        };
        // The SDK emits Ready before evaluations reach the new provider: read a tick later.
        const later = () => void setTimeout(update, 0);
        OpenFeature.addHandler(ProviderEvents.Ready, later);
        OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, later);
        cleanup = () => {
          OpenFeature.removeHandler(ProviderEvents.Ready, later);
          OpenFeature.removeHandler(ProviderEvents.ConfigurationChanged, later);
        };
        update();
      })
      .catch(() => {
        // No flag service: the defaults stand.
        if (!stopped) setFlags((current) => ({ ...current, settled: true }));
      });
    return () => {
      stopped = true;
      cleanup?.();
    };
  }, []);
  return flags;
}
