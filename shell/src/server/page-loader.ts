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
import { PAGE_LOADER_CONFIG, type PageLoaderConfig, type PageScripts } from './page-loader-config.ts';

export * from './page-loader-config.ts';

/* eslint-disable no-var -- plain syntax: see the module comment. */
export function pageLoader(config: PageLoaderConfig): void {
  var d = document;
  var w = window;
  var root = d.documentElement;
  // It runs in <head> (issue 30 §1): a tap on a button drawn while the rest of the HTML is still
  // arriving on a slow network is held too. The script list at the end of the body is read once
  // the document is parsed.
  var list: PageScripts | null = null;
  var wanted = '';

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

  function addLink(rel: string, href: string, as: string, done?: () => void): void {
    var link = d.createElement('link');
    link.rel = rel;
    link.as = as;
    link.href = href;
    if (done) link.onload = link.onerror = done;
    d.head.appendChild(link);
  }

  function start(woke: string): void {
    if (started) return;
    if (!list) {
      wanted = wanted || woke; // started once the list is read
      return;
    }
    started = true;
    root.removeAttribute(config.wakeAttribute);
    root.setAttribute(config.wokeAttribute, woke);
    for (var i = 0; i < config.useEvents.length; i++) w.removeEventListener(config.useEvents[i]!, onUse, true);
    list.preloads.forEach(function (href) {
      addLink('preload', href, 'script');
    });
    list.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false; // in order, like `defer`
      d.head.appendChild(script);
    });
  }

  function onUse(): void {
    start('use');
  }

  // Issue 30 §3: the first use is paid before the first tap. Once the page has loaded and the
  // network is quiet, everything the first use runs goes into the cache at the lowest priority
  // (fetched, not run): the tap then finds it there instead of waiting for ~5 waves of requests.
  // Two waves (issue 30 §6): on a slow connection the browser fetches a few files at a time, one
  // round trip each, so what answers the first tap goes first — the stylesheets (a parcel's code
  // waits for its CSS), then the scripts in the order the start-up runs them — and what loads
  // only after the first view follows once they are in.
  function prefetch(): void {
    if (started || !list) return;
    var extra = list.prefetch || { scripts: [], styles: [] };
    var later = extra.later || [];
    var first = list.scripts.concat(list.preloads, extra.scripts);
    var pending = extra.styles.length + first.length;
    var settled = function (): void {
      pending -= 1;
      if (pending === 0) setTimeout(prefetchLater, config.laterWaveDelayMs);
    };
    // The second wave waits a while longer (laterWaveDelayMs): measured on Slow 4G, a tap made while
    // it was in flight queued the woken page's own requests behind it (+0.25 s to the basket
    // count). A page woken meanwhile asks for what it needs itself, at its own priority.
    var prefetchLater = function (): void {
      if (started) return;
      later.forEach(function (href) {
        addLink('prefetch', href, 'script');
      });
    };
    extra.styles.forEach(function (href) {
      addLink('prefetch', href, 'style', settled);
    });
    first.forEach(function (href) {
      addLink('prefetch', href, 'script', settled);
    });
    if (pending === 0) setTimeout(prefetchLater, config.laterWaveDelayMs);
  }

  // After `load`, the next frame is where the page's largest photo is painted: the prefetch waits
  // for it (then an idle moment), so no script shares the connection with what the shopper sees.
  function whenQuiet(): void {
    var idle = (w as unknown as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => void }).requestIdleCallback;
    var afterPaint = function (): void {
      if (idle) idle(prefetch, { timeout: 2000 });
      else setTimeout(prefetch, 200);
    };
    if (w.requestAnimationFrame) {
      w.requestAnimationFrame(function () {
        setTimeout(afterPaint, 0);
      });
    } else afterPaint();
  }

  function status(text: string): void {
    var region = d.getElementById(config.statusId);
    if (region) region.textContent = text;
  }

  // Issue 30 §1: the tap is acknowledged at once, drawn by the loader (pressed and busy, said to
  // screen readers) until the page has answered it.
  function markHeld(control: HTMLElement): void {
    control.setAttribute(config.heldAttribute, '');
    control.setAttribute('aria-busy', 'true');
    var region = d.getElementById(config.statusId);
    status((region && region.getAttribute('data-busy-text')) || '');
  }

  function unmarkHeld(control: HTMLElement): void {
    control.removeAttribute(config.heldAttribute);
    control.removeAttribute('aria-busy');
  }

  // A cookie choice tapped before the page runs is stored at once, so it holds even if the
  // visitor follows a link next; the banner hides (CSS reads the attribute) and the tap is still
  // replayed, so the page's own controller publishes it.
  function storeChoice(control: HTMLElement): void {
    var choice = control.getAttribute(config.consentChoiceAttribute);
    if (!choice || config.consentChoices.indexOf(choice) < 0) return;
    try {
      w.localStorage.setItem(config.consentKey, choice);
    } catch {
      // Storage switched off: the replayed tap still makes the choice for this page.
    }
    root.removeAttribute(config.consentAttribute);
  }

  function choose(control: HTMLElement): void {
    var group = control.getAttribute(config.choiceGroupAttribute);
    if (!group) return;
    var pressed = control.getAttribute('aria-pressed') === 'true';
    var scope = control.parentElement || d;
    var members = scope.querySelectorAll('[' + config.choiceGroupAttribute + ']');
    for (var i = 0; i < members.length; i++) {
      var member = members[i] as HTMLElement;
      if (member.getAttribute(config.choiceGroupAttribute) === group) member.setAttribute('aria-pressed', 'false');
    }
    control.setAttribute('aria-pressed', pressed ? 'false' : 'true');
  }

  function onClick(event: MouseEvent): void {
    if (hydrated) return;
    var target = event.target as Element | null;
    var control = target && target.closest ? (target.closest(config.heldSelector) as HTMLElement | null) : null;
    start('use');
    // A link (or nothing to hold) is the browser's: it follows it, the next page is server rendered.
    if (!control || control.closest('a[href]')) return;
    // A control that works without script (the phone menu's popover button, a <summary>) just works.
    if (control.closest(config.noHoldSelector)) return;
    event.preventDefault();
    event.stopPropagation();
    storeChoice(control);
    markHeld(control);
    // The same button tapped again while nothing seemed to happen is one tap, not two.
    if (held[held.length - 1] === control) return;
    choose(control);
    held.push(control);
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
    status('');
    // Each tap in its own task: the page has rendered what the changes and the tap before set
    // before the next tap reads it.
    function replay(): void {
      var control = queue.shift();
      if (!control) return;
      unmarkHeld(control);
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

  // Until the list says otherwise, the page waits for use: no slot spinner turns meanwhile.
  root.setAttribute(config.wakeAttribute, 'use');
  for (var i = 0; i < config.useEvents.length; i++) w.addEventListener(config.useEvents[i]!, onUse, { capture: true, passive: true });

  function begin(): void {
    var block = d.getElementById('trama-scripts');
    try {
      list = block ? (JSON.parse(block.textContent || '{}') as PageScripts) : null;
    } catch {
      list = null;
    }
    if (!list || !list.scripts) {
      // Nothing to start: whatever was held is the browser's again.
      list = null;
      hydrated = true;
      root.removeAttribute(config.wakeAttribute);
      held.forEach(unmarkHeld);
      return;
    }
    if (wanted) {
      start(wanted);
      return;
    }
    if (list.wake !== 'use' || personal()) {
      // As before: once the server HTML has been painted, the HTML and the LCP image go first.
      requestAnimationFrame(function () {
        setTimeout(function () {
          start('now');
        }, 0);
      });
      return;
    }
    if (d.readyState === 'complete') whenQuiet();
    else w.addEventListener('load', whenQuiet);
  }

  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', begin);
  else begin();
}
/* eslint-enable no-var */

/** The loader as the page carries it: its source called with the constant configuration. */
export const PAGE_LOADER = `(${pageLoader.toString()})(${JSON.stringify(PAGE_LOADER_CONFIG)});`;
