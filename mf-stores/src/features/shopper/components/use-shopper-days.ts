import { useSyncExternalStore } from 'react';
import { shopperDays, type ShopperDay } from '@trama/shared/rules';
import { useAsync, useServerData } from '@trama/shared/ui';

let current: ShopperDay[] | null = null;

/** The offered days as of now; the same array while the day is the same (a stable snapshot). */
function browserDays(): ShopperDay[] {
  const days = shopperDays(new Date());
  if (current?.[0]?.date !== days[0]?.date) current = days;
  return current!;
}

/** The days as of the server's "now": an answer embedded in the page like any other. */
const daysOnServer = async (_signal: AbortSignal): Promise<ShopperDay[]> => shopperDays(new Date());

const NO_ARGS: [] = [];
const noChange = () => () => {};

/**
 * The date slider's days (account §2: 15 from tomorrow). Issue 30 §5: a page opened from its
 * address shows them in its HTML, before any script runs (docs/rendering.md "Wake on use"): the
 * server renders the days of its own "now" and embeds them (useAsync), and the hydrating browser
 * starts from those, so its first render equals the server's HTML. Right after hydration
 * useSyncExternalStore moves to the browser's days: the page may come from a shared cache a few
 * minutes old, and after midnight the shopper's "now" wins. A page the browser renders (a later
 * navigation) gets the browser's days at once. Null only if the server could not give them.
 */
export function useShopperDays(): ShopperDay[] | null {
  const server = useServerData();
  // Only a server render or a hydration asks the embedded answer; elsewhere it stays idle.
  const embedded = useAsync(daysOnServer, server ? NO_ARGS : null);
  const serverDays = embedded.status === 'done' ? embedded.value : null;
  return useSyncExternalStore(noChange, browserDays, () => serverDays);
}
