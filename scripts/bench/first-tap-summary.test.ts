import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets.ts';
import { run as benchRun } from './fixtures.ts';
import {
  basketHoldsOnly,
  emptyFigures,
  firstTapChecks,
  firstTapRows,
  interactionToNextPaint,
  longTaskTime,
  medianValue,
  requestWaves,
  scriptsFetched,
  type TimedRequest,
} from './first-tap-summary.ts';
import { firstTapSection, renderMarkdown } from './report.ts';
import type { FirstTapResult, FirstTapRun } from './types.ts';

const request = (url: string, startTime: number, responseEnd: number, transferSize = 1000, initiatorType = 'script'): TimedRequest => ({
  url: `http://localhost:8280${url}`,
  startTime,
  responseEnd,
  transferSize,
  initiatorType,
});

function firstTapRun(over: Partial<FirstTapRun['figures']> = {}, slow3GKept: boolean | null = true): FirstTapRun {
  return {
    figures: { ...emptyFigures(), addToCount: 800, addAck: 50, scriptBytesAfterTap: 3000, scriptFilesAfterTap: 1, requestWavesAfterTap: 1, longTaskMsAfterTap: 40, menu: 60, size: 70, inp: 120, ...over },
    slow3GKept,
    notes: [],
  };
}

const result = (runs: FirstTapRun[]): FirstTapResult => ({
  profile: 'Slow 4G',
  slow3GProfile: 'Slow 3G',
  screen: '412×823',
  productPage: '/it/letto/lenzuola/x',
  listPage: '/it/letto/lenzuola',
  runs,
});

describe('[30.6] first-use figures: medians', () => {
  it('is the middle run; a tap never answered counts as slower than any; an even count takes the upper middle', () => {
    expect(medianValue([6020, 5860, 6090])).toBe(6020);
    expect(medianValue([800, 'never', 900])).toBe(900);
    expect(medianValue(['never', 'never', 900])).toBe('never');
    expect(medianValue([800, 1200])).toBe(1200);
    expect(medianValue([null, 700, null])).toBe(700);
    expect(medianValue([null, null])).toBeNull();
  });
});

describe('[30.6] first-use budgets', () => {
  it('tap → basket count ≤ 1.0 s, menu and size ≤ 100 ms, INP ≤ 200 ms: met at the limit, missed past it', () => {
    const met = firstTapChecks(result([firstTapRun({ addToCount: 1000, menu: 100, size: 100, inp: 200, addAck: 100 })]));
    expect(met.map((check) => check.status)).toEqual(['met', 'met', 'met', 'met', 'met', 'met']);
    const missed = firstTapChecks(result([firstTapRun({ addToCount: 1001, menu: 3600, size: 101, inp: 201, addAck: 3200 }, false)]));
    expect(missed.map((check) => check.status)).toEqual(['missed', 'missed', 'missed', 'missed', 'missed', 'missed']);
    expect(missed[0]).toMatchObject({ target: '≤ 1.00 s median', actual: '1.00 s (median of 1.00 s)' });
  });

  it('the median decides, and each run is printed beside it', () => {
    const checks = firstTapChecks(result([firstTapRun({ addToCount: 5860 }), firstTapRun({ addToCount: 6020 }), firstTapRun({ addToCount: 'never' })]));
    expect(checks[0]).toMatchObject({ actual: '6.02 s (median of 5.86 s / 6.02 s / never)', status: 'missed' });
  });

  it('no tap lost on Slow 3G: every run must keep it; a run that could not tell is not counted', () => {
    const last = (runs: FirstTapRun[]) => firstTapChecks(result(runs)).at(-1)!;
    expect(last([firstTapRun({}, true), firstTapRun({}, true)])).toMatchObject({ status: 'met', actual: '2 of 2 kept (yes / yes)' });
    expect(last([firstTapRun({}, true), firstTapRun({}, false), firstTapRun({}, null)])).toMatchObject({ status: 'missed', actual: '1 of 2 kept (yes / no / —)' });
    expect(last([firstTapRun({}, null)])).toMatchObject({ status: 'not measured' });
  });

  it('without the phase every budget line is there, not measured, and says why', () => {
    const checks = checkBudgets(benchRun());
    const firstUse = checks.filter((check) => check.budget.startsWith('First use'));
    expect(firstUse).toHaveLength(6);
    expect(new Set(firstUse.map((check) => check.status))).toEqual(new Set(['not measured']));
    expect(firstUse[0]!.actual).toContain('--no-first-tap');
  });

  it('figures without a budget are rows of the report, never budget lines', () => {
    const rows = firstTapRows(result([firstTapRun({ scriptBytesAfterTap: 278_000, scriptFilesAfterTap: 18 })]));
    expect(rows.find((row) => row.label.startsWith('script fetched'))).toMatchObject({ runs: ['278.0 KB'], budget: 'not budgeted', status: 'not measured' });
    expect(firstTapChecks(result([firstTapRun()])).some((check) => check.budget.includes('script fetched'))).toBe(false);
  });
});

describe('[30.6] what the page recorded after the tap', () => {
  it('counts the waves of requests: one that starts after another ended is a wave later', () => {
    const tap = 1000;
    expect(requestWaves([], tap)).toBe(0);
    // All at once: one wave; the shell's entry, then the remote's entry, then its chunks, then the API: four.
    expect(requestWaves([request('/a.js', 1010, 1500), request('/b.js', 1020, 1600)], tap)).toBe(1);
    const chain = [request('/main.js', 1010, 1500), request('/remoteEntry.js', 1510, 2000), request('/chunk.js', 2010, 2500), request('/chunk2.js', 2020, 2600), request('/api/basket', 2610, 3000, 500, 'fetch')];
    expect(requestWaves(chain, tap)).toBe(4);
    // What started before the tap is not counted.
    expect(requestWaves([request('/early.js', 10, 900), request('/a.js', 1010, 1500)], tap)).toBe(1);
  });

  it('sums the script bytes fetched after the tap until the answer; a cache hit (a prefetch) costs none', () => {
    const requests = [
      request('/before.js', 500, 900, 9000),
      request('/main.js', 1010, 1500, 50_000),
      request('/remotes/catalogue/x/chunk.js', 1600, 1900, 0),
      request('/api/basket', 1700, 1800, 400, 'fetch'),
      request('/late.js', 5000, 5100, 7000),
    ];
    expect(scriptsFetched(requests, 1000, 2000)).toEqual({ bytes: 50_000, files: 1, fromCache: 1 });
  });

  it('sums the long tasks that started in the window', () => {
    const tasks = [{ startTime: 100, duration: 300 }, { startTime: 1100, duration: 80 }, { startTime: 2500, duration: 120 }, { startTime: 9000, duration: 60 }];
    expect(longTaskTime(tasks, 1000, 3000)).toBe(200);
  });

  it('INP after hydration: each interaction\'s longest event, the slowest interaction; before the mark not counted', () => {
    const events = [
      { name: 'pointerdown', startTime: 500, duration: 900, interactionId: 1 },
      { name: 'pointerup', startTime: 2100, duration: 40, interactionId: 2 },
      { name: 'click', startTime: 2100, duration: 96, interactionId: 2 },
      { name: 'click', startTime: 3000, duration: 56, interactionId: 3 },
      { name: 'mousemove', startTime: 3100, duration: 300, interactionId: 0 },
    ];
    expect(interactionToNextPaint(events, 2000)).toBe(96);
    expect(interactionToNextPaint(events, 4000)).toBeNull();
  });

  it('the stored basket keeps the tap when it holds that size and only it', () => {
    expect(basketHoldsOnly({ '12946': { sizes: [{ size: '240x300', quantity: 1 }] } }, '240x300')).toEqual({ kept: true, sizes: ['240x300'] });
    expect(basketHoldsOnly({ '12946': { sizes: [{ size: '160x280' }] } }, '240x300')).toMatchObject({ kept: false });
    expect(basketHoldsOnly(null, '240x300')).toEqual({ kept: false, sizes: [] });
    expect(basketHoldsOnly({ a: { sizes: [{ size: 'M' }] }, b: { sizes: [{ size: 'M' }] } }, 'M')).toMatchObject({ kept: false });
  });
});

describe('[30.6] the report prints each figure\'s runs and median beside its budget', () => {
  it('one column per run, the median, the budget and its verdict; the Slow 3G detail under the table', () => {
    const runs = [firstTapRun({ addToCount: 5980 }), firstTapRun({ addToCount: 6050 }, false), firstTapRun({ addToCount: 6020 })];
    runs[1]!.slow3GDetail = 'size 240x300 and add tapped 2.9 s after the navigation; the basket held nothing';
    const section = firstTapSection(result(runs));
    expect(section).toContain('| figure | run 1 | run 2 | run 3 | median | budget | status |');
    expect(section).toContain('| tap "Aggiungi al carrello" → basket count on screen | 5.98 s | 6.05 s | 6.02 s | 6.02 s | ≤ 1.00 s | ❌ missed |');
    expect(section).toContain('| phone menu: tap → menu visible (list page, 3 s of reading) | 60 ms | 60 ms | 60 ms | 60 ms | ≤ 100 ms | ✅ met |');
    expect(section).toMatch(/Slow 3G first visit.*\| yes \| no \| yes \| 2 of 3 kept \| every run \| ❌ missed \|/);
    expect(section).toContain('- run 2, Slow 3G: size 240x300 and add tapped 2.9 s');
    const markdown = renderMarkdown(benchRun({ firstTap: result(runs) }));
    expect(markdown).toContain("## First use: the first tap on Lighthouse's mobile profile (issue 30 §6)");
    expect(markdown).toMatch(/First use: tap "Aggiungi al carrello" → basket count on screen \(issue 30 §6\) \| ≤ 1\.00 s median \| 6\.02 s/);
  });
});
