/**
 * The one inline script of a server-rendered page (docs/rendering.md "Wake on use"). The page is
 * complete without JavaScript: it reads, its links work. So a first-time visitor's browser loads
 * none of ours until the first sign of use — a touch, a pointer moving, a key, a scroll, a focus —
 * and only then the shell's scripts, which hydrate the page. Clicks on buttons before that are
 * held and replayed in order once the page is hydrated (`trama:first-view`), after any list choice
 * made meanwhile (a quantity) has been told to the page; a link is left to the browser.
 *
 * It wakes at once, as every page did before, when there is work for the browser the moment the
 * page opens: personal state to show (signed in, a basket, a wishlist), tracking the visitor
 * approved, an affiliate arrival, a pending discount notice, or a page slot the server could not
 * render (`wake: "now"` in the script list).
 *
 * Written as a function so it can be tested; sent as its source text. It is constant (the
 * configuration too), so the Content-Security-Policy allows it by one hash, never by
 * 'unsafe-inline'. Old, plain syntax on purpose (var, function): its source must run as it is,
 * with no build helper.
 */
import { CONSENT_CHOICES, STORAGE_KEYS } from '@trama/shared/contract';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE } from '../consent/consent-ask.ts';
import { AFFILIATE_PARAMS } from '../marketing/affiliate.ts';
import { FIRST_VIEW_MARK } from '../remotes/first-view.ts';

/** Set on <html> while the page waits for use: the slots' busy spinners stay hidden meanwhile. */
export const WAKE_ATTRIBUTE = 'data-wake';

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
  wakeAttribute: string;
  /** Events that mean the visitor is using the page. */
  useEvents: string[];
  /** What a click before hydration is held for (a link is not: the browser follows it). */
  heldSelector: string;
  /** The event the shell dispatches once the page is hydrated (shell/src/remotes/first-view.ts). */
  hydratedEvent: string;
}

export const PAGE_LOADER_CONFIG: PageLoaderConfig = {
  personalKeys: [STORAGE_KEYS.token, STORAGE_KEYS.basket, STORAGE_KEYS.wishlist, STORAGE_KEYS.privateCode],
  sessionKeys: [STORAGE_KEYS.discountPopup],
  arrivalParams: [...AFFILIATE_PARAMS],
  consentKey: STORAGE_KEYS.access,
  consentApproved: CONSENT_CHOICES.approved,
  consentAttribute: CONSENT_ASK_ATTRIBUTE,
  consentAsk: CONSENT_ASK_VALUE,
  wakeAttribute: WAKE_ATTRIBUTE,
  useEvents: ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'],
  heldSelector: 'button, [role="button"], label, summary, input[type="checkbox"], input[type="radio"], input[type="submit"]',
  hydratedEvent: FIRST_VIEW_MARK,
};

/** The script list the renderer writes before the loader (`<script type="application/json" id="trama-scripts">`). */
export interface PageScripts {
  scripts: string[];
  preloads: string[];
  /** "use": the page is complete, wait for use; "now": the browser has to draw part of it. */
  wake: 'use' | 'now';
}

/* eslint-disable no-var -- plain syntax: see the module comment. */
export function pageLoader(config: PageLoaderConfig): void {
  var d = document;
  var w = window;
  var root = d.documentElement;
  var block = d.getElementById('trama-scripts');
  if (!block) return;
  var list = JSON.parse(block.textContent || '{}') as PageScripts;

  function stored(area: 'localStorage' | 'sessionStorage', key: string): string | null {
    try {
      var storage = w[area];
      return storage ? storage.getItem(key) : null;
    } catch {
      return null; // Storage switched off: nothing stored.
    }
  }

  // Storefront §4: the banner is in the HTML; CSS shows it when no choice is stored.
  if (!stored('localStorage', config.consentKey)) root.setAttribute(config.consentAttribute, config.consentAsk);

  var started = false;
  var hydrated = false;
  // Taps on buttons before hydration, in order (a size, then "add to basket").
  var held: HTMLElement[] = [];
  var changed: { select: HTMLSelectElement; value: string }[] = [];

  function start(): void {
    if (started) return;
    started = true;
    root.removeAttribute(config.wakeAttribute);
    for (var i = 0; i < config.useEvents.length; i++) w.removeEventListener(config.useEvents[i]!, start, true);
    list.preloads.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      d.head.appendChild(link);
    });
    list.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false; // in order, like `defer`
      d.head.appendChild(script);
    });
  }

  function onClick(event: MouseEvent): void {
    if (hydrated) return;
    var target = event.target as Element | null;
    var control = target && target.closest ? (target.closest(config.heldSelector) as HTMLElement | null) : null;
    start();
    if (control && control.closest('[data-no-hold]')) return;
    // A link (or nothing to hold) is the browser's: it follows it, the next page is server rendered.
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    // The same button tapped again while nothing seemed to happen is one tap, not two.
    if (held[held.length - 1] !== control) held.push(control);
  }

  // A choice in a list (a quantity) made before hydration: React hydrates the list back to the
  // server's value and never hears of it, so the choice is made again afterwards.
  function onChange(event: Event): void {
    var target = event.target as HTMLSelectElement | null;
    if (!hydrated && target && target.tagName === 'SELECT') changed.push({ select: target, value: target.value });
  }

  w.addEventListener('click', onClick, true);
  w.addEventListener('change', onChange, true);
  w.addEventListener(config.hydratedEvent, function () {
    hydrated = true;
    w.removeEventListener('click', onClick, true);
    w.removeEventListener('change', onChange, true);
    changed.forEach(function (choice) {
      if (!choice.select.isConnected) return;
      choice.select.value = choice.value;
      choice.select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    changed = [];
    var queue = held;
    held = [];
    // Each tap in its own task: the page has rendered what the changes and the tap before set
    // before the next tap reads it.
    function replay(): void {
      var control = queue.shift();
      if (!control) return;
      if (control.isConnected) control.click();
      setTimeout(replay, 0);
    }
    setTimeout(replay, 0);
  });

  function personal(): boolean {
    for (var i = 0; i < config.personalKeys.length; i++) if (stored('localStorage', config.personalKeys[i]!)) return true;
    for (var j = 0; j < config.sessionKeys.length; j++) if (stored('sessionStorage', config.sessionKeys[j]!)) return true;
    if (stored('localStorage', config.consentKey) === config.consentApproved) return true;
    var query = w.location.search;
    for (var k = 0; k < config.arrivalParams.length; k++) if (new RegExp('[?&]' + config.arrivalParams[k] + '=').test(query)) return true;
    return false;
  }

  if (list.wake !== 'use' || personal()) {
    // As before: once the server HTML has been painted, the HTML and the LCP image go first.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  root.setAttribute(config.wakeAttribute, 'use');
  for (var i = 0; i < config.useEvents.length; i++) w.addEventListener(config.useEvents[i]!, start, { capture: true, passive: true });
}
/* eslint-enable no-var */

/** The loader as the page carries it: its source called with the constant configuration. */
export const PAGE_LOADER = `(${pageLoader.toString()})(${JSON.stringify(PAGE_LOADER_CONFIG)});`;
