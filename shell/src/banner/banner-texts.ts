import type { BannerLabel } from '@trama/shared/contract';

/** Storefront §9: each banner shows for 4 seconds. */
export const BANNER_ROTATION_MS = 4000;

/**
 * Storefront §2 "promotion banner strip", §3 Banner labels: BANNER1..BANNER3, then the running
 * PROMOTION (issue 31 §4). ON_SALE names the sale (product.product.21's context) and
 * CAMPAIGN_MAILING_ID is the newsletter's mailingID (mf-content), so neither is strip text.
 */
const STRIP = ['BANNER1', 'BANNER2', 'BANNER3', 'PROMOTION'] as const;

/** The strip's texts in STRIP order, empty ones left out. */
export function bannerTexts(labels: readonly BannerLabel[] | null | undefined): string[] {
  const list = Array.isArray(labels) ? labels : [];
  return STRIP.flatMap((type) => {
    const text = list.find((label) => label?.labelType === type)?.label?.trim();
    return text ? [text] : [];
  });
}
