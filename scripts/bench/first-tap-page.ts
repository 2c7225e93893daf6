/**
 * The bench's eyes inside the page (first-tap.ts): what it records before the page's own scripts
 * run (taps, long tasks, Event Timing), the states it waits for at each animation frame after a
 * tap, and the resource timings it reads back.
 */
import type { Page } from 'playwright-core';
import type { EventEntry, TimedRequest } from './first-tap-summary.ts';
import { FIRST_VIEW_MARK } from './page-weight.ts';

/** The longest the bench waits for a tap's answer: past it the figure is 'never'. */
export const ANSWER_TIMEOUT_MS = 20_000;

/** What the page keeps for the bench (installed before any of its scripts). */
export interface BenchRecord {
  taps: number[];
  longTasks: { startTime: number; duration: number }[];
  events: EventEntry[];
  watch?: { startedAt: number; times: Record<string, number>; done: boolean };
}

/**
 * Runs in the page before its own scripts: the pointerdown times (capture, on window: first of
 * all listeners), long tasks and Event Timing entries (buffered), a large Resource Timing buffer.
 */
export function instrument(): void {
  const record: BenchRecord = { taps: [], longTasks: [], events: [] };
  (window as unknown as { __bench: BenchRecord }).__bench = record;
  addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), { capture: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        record.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // An engine without these entry types: the figures that need them stay unmeasured.
  }
  performance.setResourceTimingBufferSize(5000);
}

/** A state the bench waits for after a tap, checked in the page at each animation frame. */
export type Condition =
  | { kind: 'text'; selector: string; text: string }
  /** A size shows as chosen: aria-pressed or aria-checked "true", or a checked radio in or behind it (a control that needs no script). */
  | { kind: 'chosen'; selector: string }
  /** The element the control opens (aria-controls, popovertarget, or its <details>) is visible. */
  | { kind: 'opens'; selector: string }
  /** The control says it is working: aria-busy, disabled or aria-disabled on it or an ancestor. */
  | { kind: 'busy'; selector: string };

/** Starts watching `conditions` (by name) at each frame; the times are read with `watched`. */
export async function watch(page: Page, conditions: Record<string, Condition>): Promise<void> {
  await page.evaluate((all) => {
    const bench = (window as unknown as { __bench: BenchRecord }).__bench;
    const visible = (el: Element | null | undefined): boolean => {
      if (!el) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const holds = (condition: Condition): boolean => {
      const el = document.querySelector(condition.selector);
      if (!el) return false;
      switch (condition.kind) {
        case 'text':
          return el.textContent?.trim() === condition.text && visible(el);
        case 'chosen': {
          const input = el.matches('input') ? (el as HTMLInputElement) : el.querySelector('input');
          const labelled = el.matches('label[for]') ? document.getElementById(el.getAttribute('for')!) : null;
          const on =
            el.getAttribute('aria-pressed') === 'true' ||
            el.getAttribute('aria-checked') === 'true' ||
            (input as HTMLInputElement | null)?.checked === true ||
            (labelled as HTMLInputElement | null)?.checked === true;
          return on && visible(el);
        }
        case 'opens': {
          const id = el.getAttribute('aria-controls') ?? el.getAttribute('popovertarget');
          if (el.tagName === 'SUMMARY') return (el.parentElement as HTMLDetailsElement | null)?.open === true;
          // A toggle that names no panel says its state itself.
          if (!id) return el.getAttribute('aria-expanded') === 'true';
          return visible(document.getElementById(id));
        }
        case 'busy':
          return (
            el.closest('[aria-busy="true"]') !== null ||
            el.closest('[aria-disabled="true"]') !== null ||
            (el as HTMLButtonElement).disabled === true
          );
      }
    };
    const state = { startedAt: performance.now(), times: {} as Record<string, number>, done: false };
    bench.watch = state;
    const frame = () => {
      if (state.done) return;
      for (const [name, condition] of Object.entries(all)) if (!(name in state.times) && holds(condition)) state.times[name] = performance.now();
      if (Object.keys(state.times).length === Object.keys(all).length) state.done = true;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, conditions);
}

export interface Watched {
  /** The first pointerdown after the watch started (ms since navigation), null when none reached the page. */
  tapAt: number | null;
  /** When each condition first held, ms since navigation. */
  times: Record<string, number>;
}

/** Waits until the condition named `until` held (or `timeoutMs`), then reads the tap and the times. */
export async function watched(page: Page, until: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<Watched> {
  await page
    .waitForFunction((name) => name in ((window as unknown as { __bench: BenchRecord }).__bench.watch?.times ?? {}), until, { timeout: timeoutMs, polling: 100 })
    .catch(() => undefined);
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: BenchRecord }).__bench;
    const state = bench.watch!;
    state.done = true;
    return { tapAt: bench.taps.find((t) => t >= state.startedAt) ?? null, times: state.times };
  });
}

export const requestsOf = (page: Page): Promise<TimedRequest[]> =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      url: entry.name,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
      initiatorType: entry.initiatorType,
    })),
  );

export const markAt = (page: Page) => page.evaluate((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null, FIRST_VIEW_MARK);
