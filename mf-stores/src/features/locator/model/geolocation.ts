/** "Use my position" (issue 15): the browser's geolocation, when the shopper allows it. */

export type GeolocationFailureReason = 'denied' | 'unavailable';

export class GeolocationFailure extends Error {
  readonly reason: GeolocationFailureReason;

  constructor(reason: GeolocationFailureReason) {
    super(`geolocation ${reason}`);
    this.name = 'GeolocationFailure';
    this.reason = reason;
  }
}

export interface ShopperPosition {
  latitude: number;
  longitude: number;
}

/** The shopper's position; a refusal is `denied`, anything else (no fix, timeout) `unavailable`. */
export function locateShopper(geolocation: Geolocation): Promise<ShopperPosition> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationFailure(error.code === error.PERMISSION_DENIED || error.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
