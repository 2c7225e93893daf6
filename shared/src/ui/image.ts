/** Storefront §8: a missing image falls back to a default image file. */
export const DEFAULT_IMAGE = '/media/default.svg';

export function imageFallback(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  // A srcset wins over src: drop it, or the broken candidate would stay.
  img.removeAttribute('srcset');
  if (!img.src.endsWith(DEFAULT_IMAGE)) img.src = DEFAULT_IMAGE;
}
