/**
 * Issue 33 §3: sends the slots' reports (slot-reports.ts) to the API in batches — at most one batch
 * every few seconds, and what is waiting when the page is left or hidden (a phone may never show
 * it again). Loaded after the first view: nothing here is needed for the first tap.
 *
 * fetch with `keepalive` (it outlives the page, as sendBeacon does, and can say the body is JSON)
 * and without credentials: no cookie goes with a report.
 */
import { takeSlotReports, type SlotReport } from './slot-reports.ts';

export const REPORTS_URL = '/api/external/remote-reports';
export const FLUSH_INTERVAL_MS = 5000;
/** The API takes at most 20 reports a batch. */
export const MAX_BATCH = 20;
/** Between two flushes at most this many are kept: a page stuck failing sends a few batches, not a flood. */
export const MAX_QUEUED = 60;

export interface ReportSender {
  add(report: SlotReport): void;
  /** Sends what is waiting now. */
  flush(): void;
}

function sendKeepalive(body: string): void {
  fetch(REPORTS_URL, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

export function createReportSender(options: { send?: (body: string) => void; intervalMs?: number } = {}): ReportSender {
  const { send = sendKeepalive, intervalMs = FLUSH_INTERVAL_MS } = options;
  let queue: SlotReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const reports = queue;
    queue = [];
    for (let at = 0; at < reports.length; at += MAX_BATCH) send(JSON.stringify({ reports: reports.slice(at, at + MAX_BATCH) }));
  };
  return {
    add(report) {
      if (queue.length >= MAX_QUEUED) return;
      queue.push(report);
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
  };
}

/** Called once after the first view (bootstrap.tsx). */
export function startReportSender(options: Parameters<typeof createReportSender>[0] = {}): ReportSender {
  const sender = createReportSender(options);
  takeSlotReports(sender.add);
  window.addEventListener('pagehide', sender.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sender.flush();
  });
  return sender;
}
