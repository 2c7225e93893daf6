import type { BannerLabel } from '@trama/shared/contract';

/** Storefront §9: each banner shows for 4 seconds. */
export const BANNER_ROTATION_MS = 4000;

const STRIP = ['BANNER1', 'BANNER2', 'BANNER3'] as const;

/** Storefront §2/§3: the strip shows the BANNER1..BANNER3 labels in that order, empty ones left out. */
export function bannerTexts(labels: readonly BannerLabel[] | null | undefined): string[] {
  const list = Array.isArray(labels) ? labels : [];
  return STRIP.flatMap((type) => {
    const text = list.find((label) => label?.labelType === type)?.label?.trim();
    return text ? [text] : [];
  });
}
