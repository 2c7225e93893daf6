import type { CommandName } from '@trama/shared/bus';
import type { RemoteLoader } from './remote-loader.ts';
/**
 * The remote parcels in every page's header (site-header.tsx): the search box and the basket
 * count. Their code is part of any page's first use — the basket count answers the first "add to
 * basket" — so the server names their files for the page loader's prefetch (issue 30 §3).
 */
export const HEADER_PARCELS = [
  { remote: 'catalogue', parcel: 'SearchBox' },
  { remote: 'basket', parcel: 'BasketHeader' },
] as const;

/**
 * The commands a parcel answers once mounted (the basket count registers `basket.add`). When its
 * slot gives up (the remote is off, or failed after its retry) the shell withdraws them, so a
 * request waiting for the answer fails at once with "unavailable" instead of after a fixed time
 * (issue 30 §1).
 */
export const COMMANDS_ANSWERED_BY: Readonly<Record<string, readonly CommandName[]>> = {
  'basket/BasketHeader': ['basket.add'],
};

/**
 * Issue 30 §3, "one wave": on a page a visitor's use woke, the header's parcels start loading with
 * the shell's own start-up, beside hydration, instead of when their slots' effects run after it.
 * The basket's module registers `basket.add` as it is evaluated, so a held "add to basket" finds
 * its answer as soon as the page is hydrated. The slots get the same module later (the federation
 * runtime keeps it); a failure here is the slot's to handle, when it asks.
 */
export function startHeaderParcels(loader: Pick<RemoteLoader, 'getRegistry' | 'subscribe' | 'loadParcel'>): void {
  const start = () => {
    const registry = loader.getRegistry();
    if (registry.status !== 'ready') return false;
    for (const { remote, parcel } of HEADER_PARCELS) if (registry.enabled.has(remote)) void loader.loadParcel(remote, parcel, 0).catch(() => undefined);
    return true;
  };
  if (start()) return;
  const stop = loader.subscribe(() => {
    if (loader.getRegistry().status !== 'pending') {
      stop();
      start();
    }
  });
}
