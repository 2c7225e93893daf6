/**
 * Storefront §4 Cookie consent: whether the banner is shown is one attribute on <html>, not
 * React state in the markup. The banner is in the server HTML for everyone (a visitor may read
 * the page before any of our JavaScript runs, docs/rendering.md "Wake on use"), and CSS hides it
 * unless <html data-consent="ask">. The page loader sets the attribute before the first paint
 * when no choice is stored; after hydration the banner's own effect keeps it in step (a choice,
 * Escape, another tab's choice, the footer's "Cookie preferences"). React never owns <html>, so
 * the attribute can differ from the server's without a hydration mismatch.
 *
 * No imports: the page loader (shell/src/server/page-loader.ts) takes these two constants
 * without pulling React or a stylesheet along.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent';
export const CONSENT_ASK_VALUE = 'ask';

/** Shows the banner (true) or hides it (false), on this document's <html>. */
export function setConsentAsked(asked: boolean, root: HTMLElement = document.documentElement): void {
  if (asked) root.setAttribute(CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE);
  else root.removeAttribute(CONSENT_ASK_ATTRIBUTE);
}

/** Whether the banner is shown now (the loader may have said so before the shell started). */
export function isConsentAsked(root: HTMLElement = document.documentElement): boolean {
  return root.getAttribute(CONSENT_ASK_ATTRIBUTE) === CONSENT_ASK_VALUE;
}
