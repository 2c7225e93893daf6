/**
 * The first view (docs/rendering.md, "What loads when"): the shell and the page's own parcel,
 * hydrated. Everything else on the page — the header's search box and basket count, the
 * footer's newsletter, feature flags — waits for it and then for an idle moment, so the first
 * view's scripts are the only ones competing with the largest paint and with hydration.
 */
import { whenIdle } from '@trama/shared/ui';

export const FIRST_VIEW_MARK = 'trama:first-view';
/** Set on <html> by the page loader when the scripts start: "use" when a visitor's use woke the page. */
export const WOKE_ATTRIBUTE = 'data-woke';
/** A page whose parcel never settles must not keep the header empty for ever. */
export const FIRST_VIEW_LIMIT_MS = 5000;
const IDLE_TIMEOUT_MS = 1500;

let resolveFirstView: () => void = () => undefined;
let done = false;
const firstView = new Promise<void>((resolve) => {
  resolveFirstView = resolve;
});

/** Called once the first view is hydrated (or has failed and shows its fallback). */
export function markFirstView(): void {
  if (!hydrated) {
    hydrated = true;
    // The bench reads this mark: scripts requested before it are the page's first-load JavaScript.
    globalThis.performance?.mark?.(FIRST_VIEW_MARK);
    // The page loader replays a click it held while the page was waking (../server/page-loader.ts):
    // only now, when the page can answer it — never on the time limit below (issue 30 §1).
    globalThis.dispatchEvent?.(new Event(FIRST_VIEW_MARK));
  }
  releaseFirstView();
}

let hydrated = false;

/** What waits for the first view (the header's parts, the flags) may go. */
function releaseFirstView(): void {
  if (done) return;
  done = true;
  resolveFirstView();
}

export function isFirstViewDone(): boolean {
  return done;
}

let interaction: Promise<void> | null = null;

/** The shopper's first tap, click or key: they may want the basket now, not at the next idle moment. */
function firstInteraction(): Promise<void> {
  interaction ??= new Promise((resolve) => {
    const target = globalThis.window;
    if (!target?.addEventListener) return;
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      for (const name of events) target.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events) target.addEventListener(name, done, { capture: true, passive: true });
  });
  return interaction;
}

/**
 * Resolves after the first view, at the next idle moment or at the shopper's first interaction,
 * whichever comes first: when secondary parts may load.
 */
export async function afterFirstView(): Promise<void> {
  await firstView;
  await Promise.race([whenIdle(IDLE_TIMEOUT_MS), firstInteraction()]);
}

/**
 * The safety net: call once at start-up. A page whose parcel is slow to settle (a slow network,
 * a busy phone) does not keep the header's parts waiting past the limit; but the taps the page
 * loader holds wait for the page itself, however long it takes.
 */
export function limitFirstView(ms = FIRST_VIEW_LIMIT_MS): void {
  setTimeout(releaseFirstView, ms);
}

/**
 * When a deferred slot (the header's search box and basket count) may load. After the first view
 * on a page that woke at once (personal state to show: the page's own parcel goes first). But a
 * page a visitor's use woke (issue 30 §3) loads them with the rest, in one wave: the visitor is
 * using the page now, and the basket count answers their first "add to basket".
 */
export function deferredTurn(): Promise<void> {
  if (globalThis.document?.documentElement?.getAttribute(WOKE_ATTRIBUTE) === 'use') return Promise.resolve();
  return afterFirstView();
}
