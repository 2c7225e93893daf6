import { useSyncExternalStore } from 'react';
import { shopperDays, type ShopperDay } from '@trama/shared/rules';

let current: ShopperDay[] | null = null;

/** The offered days as of now; the same array while the day is the same (a stable snapshot). */
function browserDays(): ShopperDay[] {
  const days = shopperDays(new Date());
  if (current?.[0]?.date !== days[0]?.date) current = days;
  return current!;
}

const serverDays = (): null => null;
const noChange = () => () => {};

/**
 * The date slider's days (account §2: 15 from tomorrow), or null on the server and while the
 * browser hydrates. Why: the page is server rendered and cached for a minute by shared caches
 * (docs/rendering.md), so "now" must be the shopper's, not the server's; and the first browser
 * render must equal the server's HTML. useSyncExternalStore renders the server snapshot (null)
 * while hydrating and the browser's days right after; a page the browser renders gets them at once.
 */
export function useShopperDays(): ShopperDay[] | null {
  return useSyncExternalStore(noChange, browserDays, serverDays);
}
