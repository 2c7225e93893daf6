/**
 * Storefront §2 Home ("a marketing script is injected when an affiliate value is stored"), §9
 * (flag affiliate-script; third-party tag scripts about 100 ms after the menu), architecture §7:
 * the script is added only when every condition holds, and at most once per page load.
 */
import { getBus } from '@trama/shared/bus';
import { CONSENT_CHOICES, type ConsentChoice } from '@trama/shared/contract';
import { watchFlag } from '@trama/shared/ui';
import { promotePendingAffiliate, storedAffiliate } from './affiliate.ts';
import { marketingConfig } from './marketing-config.ts';

export interface AffiliateConditions {
  consent: ConsentChoice | null | undefined;
  flagOn: boolean;
  storedValue: string | null;
  scriptUrl: string | null;
}

/** Consent approved AND the flag on AND a value stored AND a script configured. */
export function affiliateScriptAllowed({ consent, flagOn, storedValue, scriptUrl }: AffiliateConditions): boolean {
  return consent === CONSENT_CHOICES.approved && flagOn && Boolean(storedValue) && Boolean(scriptUrl);
}

export const AFFILIATE_SCRIPT_ID = 'trama-affiliate-script';

function inject(url: string): void {
  if (document.getElementById(AFFILIATE_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = AFFILIATE_SCRIPT_ID;
  script.src = url;
  script.async = true;
  script.dataset.testid = 'affiliate-script';
  document.head.append(script);
}

/**
 * Follows consent and the flag (off until the `flags` fact says otherwise: marketing waits for the
 * flag service rather than assume its default); loads the script when allowed. A rejection after the script ran
 * cannot unload it: it stays until the next page load, and its stored value is already removed
 * (consent-controller clearTracking). Returns the stop function.
 */
export function startAffiliateScript(): () => void {
  let consent: ConsentChoice | null | undefined;
  let flagOn = false;
  const check = async () => {
    if (consent === CONSENT_CHOICES.approved) promotePendingAffiliate();
    // The configuration is asked only when everything else already allows the script.
    if (consent !== CONSENT_CHOICES.approved || !flagOn || !storedAffiliate()) return;
    const { affiliateScriptUrl } = await marketingConfig();
    if (affiliateScriptAllowed({ consent, flagOn, storedValue: storedAffiliate(), scriptUrl: affiliateScriptUrl })) inject(affiliateScriptUrl!);
  };
  const consentFacts = getBus()
    .select('consent')
    .subscribe((fact) => {
      consent = fact.choice;
      void check();
    });
  const stopFlag = watchFlag('affiliate-script', (value) => {
    flagOn = value;
    void check();
  });
  return () => {
    consentFacts.unsubscribe();
    stopFlag();
  };
}
