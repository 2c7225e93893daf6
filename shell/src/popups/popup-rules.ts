/**
 * When the shell's two marketing popups may show (issue 16; storefront §2 Home and Header and
 * footer overlays, §4 Newsletter, §9 timings; docs/consent-and-marketing.md "Popups"). Pure: the
 * host feeds it what it knows and gets which popup is due.
 */
import type { ResolvedRoute } from '../routing/resolve-route.ts';

/** §9: the discount popup shows 1.5 s after the home is reached with a discount. */
export const DISCOUNT_POPUP_DELAY_MS = 1500;
/** Ours (the spec gives none): 8 s of browsing content or catalogue pages, so it never greets a visitor on arrival. */
export const NEWSLETTER_POPUP_DELAY_MS = 8000;
/** §4 / §9: the subscription message is hidden after 5 s; the popup closes with it. */
export const POPUP_MESSAGE_MS = 5000;

/** Issue 29 §17: while another dialog is up, how often the host looks whether it has closed. */
export const DIALOG_CHECK_MS = 1000;

export type PopupName = 'newsletter' | 'discount';

/** 'home' and 'browse' (content and catalogue pages) may show popups; 'quiet' pages never do. */
export type PopupPage = 'home' | 'browse' | 'quiet';

const BROWSING_REMOTES: ReadonlySet<string> = new Set(['content', 'catalogue']);
/** The content remote's error pages are not where an offer belongs. */
const QUIET_PARCELS: ReadonlySet<string> = new Set(['NotFound', 'Unavailable']);

/**
 * Basket, checkout, payment result, /validate (basket remote), account, sign-in and the other shell
 * pages, store pages and error pages are quiet: a popup there would stand between the shopper and
 * a task. Only a found page of the content or catalogue remote browses.
 */
export function popupPage(route: Pick<ResolvedRoute, 'target' | 'path' | 'status'>): PopupPage {
  if (route.status !== 'ok' || route.target.kind !== 'remote') return 'quiet';
  const { remote, parcel } = route.target;
  if (!BROWSING_REMOTES.has(remote) || QUIET_PARCELS.has(parcel)) return 'quiet';
  return route.path === '/' && parcel === 'HomePage' ? 'home' : 'browse';
}

export interface PopupSituation {
  page: PopupPage;
  /**
   * The shopper has answered the cookie banner and it is not reopened: no popup is ever drawn over
   * it (a null or not yet published choice means the banner is up, or about to be).
   */
  consentSettled: boolean;
  /** The private-sale-popup flag (storefront §9: on). */
  discountFlag: boolean;
  /** A code the /validate page applied that the shopper has not closed yet (NoDiscount differs). */
  discountPending: boolean;
  /** noPop is stored (a subscription for good; a close for this visit). */
  noPop: boolean;
}

/**
 * The popup due on this page, if any. One at a time (the host shows one and schedules nothing
 * while it is open): a pending discount (only on the home, with the flag on) goes first, and the
 * newsletter's turn comes once it is closed.
 */
export function duePopup(situation: PopupSituation): PopupName | null {
  if (!situation.consentSettled || situation.page === 'quiet') return null;
  if (situation.page === 'home' && situation.discountFlag && situation.discountPending) return 'discount';
  return situation.noPop ? null : 'newsletter';
}

/** How long the due popup waits before it shows. */
export const popupDelay = (popup: PopupName): number => (popup === 'discount' ? DISCOUNT_POPUP_DELAY_MS : NEWSLETTER_POPUP_DELAY_MS);

/**
 * Issue 29 §17: a marketing popup never opens over another dialog — the size guide, the
 * mini-basket, the sign-in, the store panel or any other slice's dialog — nor takes its focus.
 * Every slice draws its dialogs with role="dialog" (house style), so the page itself says whether
 * one is up; a hidden one (in a `hidden` subtree) does not count. `own` is the popup host's.
 */
function popoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open') || element.hasAttribute('data-open');
  } catch {
    // A browser without popovers shows the panel from data-open.
    return element.hasAttribute('data-open');
  }
}

export function otherDialogOpen(doc: Document, own: Element | null = null): boolean {
  for (const dialog of doc.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (own?.contains(dialog)) continue;
    if (dialog.closest('[hidden], [aria-hidden="true"]')) continue;
    // A closed popover (the size guide's panel, in every page's HTML since issue 30 §2) is not open.
    if (dialog.hasAttribute('popover') && !popoverOpen(dialog)) continue;
    return true;
  }
  return false;
}
