/**
 * Issue 33 §3: what each slot tells about the remote build it loaded — it mounted, its code did not
 * come (after the retry), or it threw while rendering — so a team sees its canary and a failing one
 * is rolled back by itself. This part is on the first view and stays tiny: it only queues. The
 * sender (report-sender.ts: batching, fetch keepalive, pagehide) loads after the first view and
 * takes the queue over. Nothing about the visitor goes with a report: remote, build id, kind.
 */
export type SlotOutcome = 'mount' | 'load-failure' | 'render-failure';

export interface SlotReport {
  remote: string;
  buildId: string;
  kind: SlotOutcome;
}

/** A registry build id; a dev server's remote has none, and is not reported. */
const BUILD_ID = /^[0-9a-f]{12}$/;
/** Before the sender loads: a page stuck failing must not grow this for ever. */
const MAX_WAITING = 100;

/**
 * Dispatched (bubbling) by a parcel's own error boundary on its element (createParcel in
 * @trama/shared/parcel): the part shows its render-error text, and its slot reports the failure.
 */
export const RENDER_ERROR_EVENT = 'trama:render-error';

let waiting: SlotReport[] = [];
let sink: ((report: SlotReport) => void) | null = null;

export function reportSlot(remote: string, buildId: string | null | undefined, kind: SlotOutcome): void {
  if (!buildId || !BUILD_ID.test(buildId)) return;
  const report = { remote, buildId, kind };
  if (sink) sink(report);
  else if (waiting.length < MAX_WAITING) waiting.push(report);
}

/** The sender takes what waited, and every later report. */
export function takeSlotReports(next: (report: SlotReport) => void): void {
  sink = next;
  const reports = waiting;
  waiting = [];
  for (const report of reports) next(report);
}

/**
 * One slot run's reporter: at most one mount and one failure, and no mount once it failed (a
 * parcel whose own boundary caught a render error still "mounts", showing the error text).
 */
export function slotReporter(remote: string, buildOf: () => string | null | undefined): (kind: SlotOutcome) => void {
  let mounted = false;
  let failed = false;
  return (kind) => {
    if (kind === 'mount' ? mounted || failed : failed) return;
    if (kind === 'mount') mounted = true;
    else failed = true;
    reportSlot(remote, buildOf(), kind);
  };
}
