import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = setInterval(onTick, 15_000);
  return () => clearInterval(timer);
}

/** The current minute; stable within it, so the store does not re-render every tick. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * The time for "open now" lines, null on the server and while hydrating: a page may be served
 * from a shared cache minutes after it was rendered, so anything that depends on the clock is
 * drawn by the browser only (docs/rendering.md: the first render must equal the server's).
 */
export function useMinuteClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, () => null);
  return minute === null ? null : new Date(minute);
}
