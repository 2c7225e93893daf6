/**
 * The shell's marketing, after the first view (bootstrap): storefront §9 "third-party consent and
 * tag scripts load about 100 ms after the menu loads". Nothing here runs before cookie approval.
 */
import { startAffiliateScript } from './affiliate-script.ts';

export const THIRD_PARTY_DELAY_MS = 100;

export function startMarketing(): void {
  setTimeout(() => startAffiliateScript(), THIRD_PARTY_DELAY_MS);
}
