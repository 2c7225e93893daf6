/**
 * Feature flags for any slice (storefront §9, architecture §2). The shell evaluates the flags
 * (OpenFeature) and publishes them as the `flags` fact; a server render gets the same values in its
 * data store, embedded in the page, so a hydrating parcel starts from what the server rendered
 * (no mismatch) and then follows the live fact. Until anything answers, FLAG_DEFAULTS apply.
 */
import { useEffect, useState } from 'react';
import { getBus } from '@trama/shared/bus';
import { FLAG_DEFAULTS, type FlagKey, type FlagValues } from '@trama/shared/contract';
import { useServerData } from './server-data.ts';

/** The latest published value of one flag, synchronously (non-React code: basket rules, loaders). */
export function flagValue(key: FlagKey): boolean {
  return publishedFlag(key) ?? FLAG_DEFAULTS[key];
}

/** The value in the last published `flags` fact, undefined when none was published or it lacks the key. */
function publishedFlag(key: FlagKey): boolean | undefined {
  let value: boolean | undefined;
  getBus()
    .select('flags')
    .subscribe((flags) => (value = flags[key]))
    .unsubscribe();
  return value;
}

/** Calls `onChange` with the flag's value now and on every change; returns the unsubscribe. */
export function watchFlag(key: FlagKey, onChange: (value: boolean) => void): () => void {
  const subscription = getBus()
    .select('flags')
    .subscribe((flags: FlagValues) => onChange(flags[key] ?? FLAG_DEFAULTS[key]));
  return () => subscription.unsubscribe();
}

/** React hook: one flag's value (server snapshot while hydrating, then the live `flags` fact). */
export function useFlag(key: FlagKey): boolean {
  const store = useServerData();
  const server = store?.flags?.[key];
  // Outside a server render or hydration, start from what the shell already published, so a parcel
  // mounted after navigation never shows one frame with the default (a hidden old price flashing).
  const [live, setLive] = useState<boolean | undefined>(() => (store ? undefined : publishedFlag(key)));
  useEffect(() => {
    const subscription = getBus()
      .select('flags')
      .subscribe((flags: FlagValues) => setLive(flags[key]));
    return () => subscription.unsubscribe();
  }, [key]);
  return live ?? server ?? FLAG_DEFAULTS[key];
}
