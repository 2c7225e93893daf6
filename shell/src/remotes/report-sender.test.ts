import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS, MAX_BATCH, MAX_QUEUED, REPORTS_URL, createReportSender } from './report-sender.ts';
import type { SlotReport } from './slot-reports.ts';

const report = (kind: SlotReport['kind'] = 'mount'): SlotReport => ({ remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind });
const batches = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([body]) => (JSON.parse(body as string) as { reports: SlotReport[] }).reports);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('[33.3] report sender', () => {
  it('[33.3] sends what gathered as one batch a few seconds after the first report, at most one batch per interval', () => {
    const send = vi.fn();
    const sender = createReportSender({ send });
    sender.add(report());
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    sender.add(report('render-failure'));
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(batches(send)).toEqual([[report(), report('render-failure')]]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
    sender.add(report());
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('[33.3] splits into batches of at most 20 and keeps at most 60 between two flushes', () => {
    const send = vi.fn();
    const sender = createReportSender({ send });
    for (let i = 0; i < 100; i += 1) sender.add(report());
    sender.flush();
    expect(batches(send).map((batch) => batch.length)).toEqual([MAX_BATCH, MAX_BATCH, MAX_QUEUED - 2 * MAX_BATCH]);
  });

  it('[33.3] sends what waits when the page is left or hidden, and nothing when nothing waits', async () => {
    const send = vi.fn();
    const { startReportSender } = await import('./report-sender.ts');
    const { reportSlot } = await import('./slot-reports.ts');
    reportSlot('catalogue', 'a1b2c3d4e5f6', 'mount');
    startReportSender({ send });
    window.dispatchEvent(new Event('pagehide'));
    expect(batches(send)).toEqual([[report()]]);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    reportSlot('catalogue', 'a1b2c3d4e5f6', 'load-failure');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches(send)[1]).toEqual([report('load-failure')]);
  });

  it('[33.3] posts JSON with fetch keepalive, without credentials (no cookie goes with a report), and ignores a failure', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    const sender = createReportSender();
    sender.add(report());
    sender.flush();
    expect(fetch).toHaveBeenCalledWith(REPORTS_URL, {
      method: 'POST',
      body: JSON.stringify({ reports: [report()] }),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
    await Promise.resolve();
  });
});
