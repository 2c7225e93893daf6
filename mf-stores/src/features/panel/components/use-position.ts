import { useSyncExternalStore } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

const noChange = () => () => {};
const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** How long the browser may take to answer (it asks the shopper first). */
const POSITION_TIMEOUT_MS = 15_000;

/**
 * Storefront §9 / issue 15: "use my position" through the browser's geolocation when the shopper
 * allows it. `available` is false on the server and in browsers without it (the button hides).
 */
export function usePosition() {
  const available = useSyncExternalStore(noChange, hasGeolocation, () => false);
  const locate = () =>
    new Promise<Position>((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        reject,
        { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 300_000 },
      );
    });
  return { available, locate };
}
