/**
 * Storefront §4 Cookie consent: the choice is stored under the browser storage key `access` as
 * `cookieApproval` or `cookieRejected`. Until it is made, nothing that identifies the browser for
 * analytics or marketing runs or is stored (docs/baseline-deviations.md, GDPR / ePrivacy).
 */
export const CONSENT_CHOICES = { approved: 'cookieApproval', rejected: 'cookieRejected' } as const;

export type ConsentChoice = (typeof CONSENT_CHOICES)[keyof typeof CONSENT_CHOICES];

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === CONSENT_CHOICES.approved || value === CONSENT_CHOICES.rejected;
}
