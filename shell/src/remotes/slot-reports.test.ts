import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: its queue and sink are page-wide state. */
async function fresh() {
  vi.resetModules();
  return import('./slot-reports.ts');
}

beforeEach(() => vi.resetModules());

describe('[33.3] slot reports (the first-view part: queue only)', () => {
  it('[33.3] queues reports until the sender takes them, then hands each one over at once', async () => {
    const { reportSlot, takeSlotReports } = await fresh();
    reportSlot('catalogue', 'a1b2c3d4e5f6', 'mount');
    reportSlot('basket', '0123456789ab', 'load-failure');
    const taken: unknown[] = [];
    takeSlotReports((report) => taken.push(report));
    expect(taken).toEqual([
      { remote: 'catalogue', buildId: 'a1b2c3d4e5f6', kind: 'mount' },
      { remote: 'basket', buildId: '0123456789ab', kind: 'load-failure' },
    ]);
    reportSlot('catalogue', 'a1b2c3d4e5f6', 'render-failure');
    expect(taken).toHaveLength(3);
  });

  it('[33.3] a remote without a registry build id (a dev server) is not reported', async () => {
    const { reportSlot, takeSlotReports } = await fresh();
    for (const buildId of [null, undefined, '', 'dev', 'A1B2C3D4E5F6', 'a1b2c3d4e5f6a']) reportSlot('catalogue', buildId, 'mount');
    const taken: unknown[] = [];
    takeSlotReports((report) => taken.push(report));
    expect(taken).toEqual([]);
  });

  it('[33.3] keeps at most 100 waiting reports before the sender loads', async () => {
    const { reportSlot, takeSlotReports } = await fresh();
    for (let i = 0; i < 150; i += 1) reportSlot('catalogue', 'a1b2c3d4e5f6', 'mount');
    const taken: unknown[] = [];
    takeSlotReports((report) => taken.push(report));
    expect(taken).toHaveLength(100);
  });

  it('[33.3] one slot run reports at most one mount and one failure, and no mount after a failure', async () => {
    const { slotReporter, takeSlotReports } = await fresh();
    const taken: { kind: string }[] = [];
    takeSlotReports((report) => taken.push(report));
    const mountedThenBroke = slotReporter('catalogue', () => 'a1b2c3d4e5f6');
    mountedThenBroke('mount');
    mountedThenBroke('mount');
    mountedThenBroke('render-failure');
    mountedThenBroke('load-failure');
    expect(taken.map((report) => report.kind)).toEqual(['mount', 'render-failure']);
    taken.length = 0;
    const caughtByItsBoundary = slotReporter('catalogue', () => 'a1b2c3d4e5f6');
    caughtByItsBoundary('render-failure');
    caughtByItsBoundary('mount');
    expect(taken.map((report) => report.kind)).toEqual(['render-failure']);
  });

  it('[33.3] reads the build id when it reports (the registry may answer after the slot started)', async () => {
    const { slotReporter, takeSlotReports } = await fresh();
    const taken: { buildId: string }[] = [];
    takeSlotReports((report) => taken.push(report));
    let build: string | null = null;
    const report = slotReporter('stores', () => build);
    build = 'fedcba987654';
    report('mount');
    expect(taken).toEqual([{ remote: 'stores', buildId: 'fedcba987654', kind: 'mount' }]);
  });
});
