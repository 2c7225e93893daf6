/**
 * What the page loader (page-loader.ts) is given: the attributes it sets and reads, the storage keys
 * that wake the page at once, the events of use. Constant, so the loader's text and its CSP hash are.
 */
import { CONSENT_CHOICES, STORAGE_KEYS } from '@trama/shared/contract';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE } from '../consent/consent-ask.ts';
import { AFFILIATE_PARAMS } from '../marketing/affiliate.ts';
import { FIRST_VIEW_MARK, WOKE_ATTRIBUTE } from '../remotes/first-view.ts';

/** Set on <html> while the page waits for use: the slots' busy spinners stay hidden meanwhile. */
export const WAKE_ATTRIBUTE = 'data-wake';
export { WOKE_ATTRIBUTE };
/** On a control whose tap waits for the scripts: the loader draws it pressed and busy (shell.css). */
export const HELD_ATTRIBUTE = 'data-held';
/** A control that works with no script (a `popover` button, a `<summary>`): its taps are never held. */
export const NO_HOLD_ATTRIBUTE = 'data-no-hold';
/** On the cookie banner's buttons: the choice the loader stores itself when tapped before hydration. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/**
 * On the buttons of a choice (the product page's sizes, `aria-pressed`): the loader shows a held
 * tap's choice at once, by the page's own rule — the tapped one pressed, the others of its group
 * not; the pressed one tapped again, none — and the page, replaying the tap, ends in the same state.
 */
export const CHOICE_GROUP_ATTRIBUTE = 'data-choice-group';
/** The live region (document.ts) the loader speaks through while a tap waits. */
export const WAKE_STATUS_ID = 'trama-wake-status';

export interface PageLoaderConfig {
  /** localStorage keys whose presence means personal state to show at once. */
  personalKeys: string[];
  /** sessionStorage keys likewise. */
  sessionKeys: string[];
  /** Query parameters of an arrival the browser must record at once (affiliates). */
  arrivalParams: string[];
  /** localStorage key of the cookie choice, and the value that lets tracking run. */
  consentKey: string;
  consentApproved: string;
  /** Set on <html> before the first paint when no choice is stored: the banner shows (CSS). */
  consentAttribute: string;
  consentAsk: string;
  /** The choices a banner button may store (its CONSENT_CHOICE_ATTRIBUTE). */
  consentChoices: string[];
  consentChoiceAttribute: string;
  wakeAttribute: string;
  wokeAttribute: string;
  heldAttribute: string;
  noHoldSelector: string;
  choiceGroupAttribute: string;
  statusId: string;
  /** Events that mean the visitor is using the page. */
  useEvents: string[];
  /** What a click before hydration is held for (a link is not: the browser follows it). */
  heldSelector: string;
  /** The event the shell dispatches once the page is hydrated (shell/src/remotes/first-view.ts). */
  hydratedEvent: string;
  /**
   * How long a reader stays after the first wave is in before the second is fetched: a tap in
   * between finds the connections free (six per host on HTTP/1.1, each file a round trip).
   */
  laterWaveDelayMs: number;
}

export const PAGE_LOADER_CONFIG: PageLoaderConfig = {
  personalKeys: [STORAGE_KEYS.token, STORAGE_KEYS.basket, STORAGE_KEYS.wishlist, STORAGE_KEYS.privateCode],
  sessionKeys: [STORAGE_KEYS.discountPopup],
  arrivalParams: [...AFFILIATE_PARAMS],
  consentKey: STORAGE_KEYS.access,
  consentApproved: CONSENT_CHOICES.approved,
  consentAttribute: CONSENT_ASK_ATTRIBUTE,
  consentAsk: CONSENT_ASK_VALUE,
  consentChoices: Object.values(CONSENT_CHOICES),
  consentChoiceAttribute: CONSENT_CHOICE_ATTRIBUTE,
  wakeAttribute: WAKE_ATTRIBUTE,
  wokeAttribute: WOKE_ATTRIBUTE,
  heldAttribute: HELD_ATTRIBUTE,
  noHoldSelector: `[${NO_HOLD_ATTRIBUTE}]`,
  choiceGroupAttribute: CHOICE_GROUP_ATTRIBUTE,
  statusId: WAKE_STATUS_ID,
  useEvents: ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'],
  heldSelector: 'button, [role="button"], label, summary, input[type="checkbox"], input[type="radio"], input[type="submit"]',
  hydratedEvent: FIRST_VIEW_MARK,
  laterWaveDelayMs: 5000,
};

/** The script list the renderer writes before the loader (`<script type="application/json" id="trama-scripts">`). */
export interface PageScripts {
  scripts: string[];
  preloads: string[];
  /**
   * What the first use runs besides: prefetched (not run) once the page has loaded and is idle —
   * `styles` and `scripts` first, `later` (what loads after the first view) once they are in.
   */
  prefetch?: { scripts: string[]; styles: string[]; later?: string[] };
  /** "use": the page is complete, wait for use; "now": the browser has to draw part of it. */
  wake: 'use' | 'now';
}
