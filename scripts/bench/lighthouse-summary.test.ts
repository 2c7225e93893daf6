import { describe, expect, it } from 'vitest';
import { describeSettings, failedRun, lcpElementOf, medianRun, networkRequestsOf, summariseLhr, type LhrLike } from './lighthouse-summary.ts';
import type { LighthouseRun } from './types.ts';

/** The part of a real Lighthouse 13 LHR the summary reads. */
function lhr(over: Partial<LhrLike> = {}): LhrLike {
  return {
    lighthouseVersion: '13.5.0',
    environment: { benchmarkIndex: 2176.5 },
    runWarnings: [],
    categories: {
      performance: { score: 0.56 },
      accessibility: {
        score: 0.93,
        auditRefs: [
          { id: 'list', weight: 7 },
          { id: 'target-size', weight: 7 },
          { id: 'color-contrast', weight: 7 },
          { id: 'region', weight: 0 },
        ],
      },
      seo: { score: 1, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.1, numericValue: 5192.4577 },
      'total-blocking-time': { score: 0.3, numericValue: 701 },
      'cumulative-layout-shift': { score: 0.7, numericValue: 0.1643 },
      'first-contentful-paint': { score: 0.9, numericValue: 896.63 },
      'speed-index': { score: 0.9, numericValue: 1665.6 },
      list: { title: 'Lists do not contain only <li> elements', score: 0 },
      'target-size': { title: 'Touch targets are too small', score: 0 },
      'color-contrast': { title: 'Contrast is sufficient', score: 1 },
      region: { title: 'Landmarks', score: 0 },
      'meta-description': { title: 'Document has a meta description', score: null, scoreDisplayMode: 'notApplicable' },
    },
    ...over,
  };
}

const run = (performance: number | null, over: Partial<LighthouseRun> = {}): LighthouseRun => ({ ...failedRun('x'), error: undefined, performance, ...over });

describe('Lighthouse result → summary', () => {
  it('reads the scores (0–100), LCP, TBT, CLS, FCP and Speed Index', () => {
    expect(summariseLhr(lhr())).toEqual({
      performance: 56,
      accessibility: 93,
      seo: 100,
      lcpMs: 5192.4577,
      tbtMs: 701,
      cls: 0.1643,
      fcpMs: 896.63,
      serverResponseMs: null,
      lcpElement: null,
      speedIndexMs: 1665.6,
      warnings: [],
      failedAudits: ['accessibility: list (Lists do not contain only <li> elements)', 'accessibility: target-size (Touch targets are too small)'],
      benchmarkIndex: 2176.5,
    });
  });

  it('lists only failed audits that weigh in the score (not weight 0, not "not applicable")', () => {
    const failed = summariseLhr(lhr()).failedAudits.join(' ');
    expect(failed).not.toContain('region');
    expect(failed).not.toContain('meta-description');
    expect(failed).not.toContain('color-contrast');
  });

  it('a runtime error keeps its code and leaves the unscored categories null', () => {
    const summary = summariseLhr(
      lhr({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        categories: { performance: { score: null }, accessibility: { score: 0.9 }, seo: { score: null } },
        audits: {},
        runWarnings: ['The page loaded too slowly.'],
      }),
    );
    expect(summary).toMatchObject({ performance: null, accessibility: 90, seo: null, lcpMs: null, cls: null, error: 'NO_FCP: The page did not paint any content.' });
    expect(summary.warnings).toEqual(['The page loaded too slowly.']);
  });
});

describe('requests of a load', () => {
  it("come from the network-requests audit in its order, with type, transfer size and status", () => {
    const items = [
      { url: 'http://localhost:8280/it', resourceType: 'Document', transferSize: 1200, statusCode: 200, mimeType: 'text/html' },
      { url: 'http://localhost:8280/main.dd685438.js', resourceType: 'Script', transferSize: 25_000, statusCode: 200 },
      { url: 'http://localhost:8280/favicon.ico', statusCode: 404 },
      { resourceType: 'Other' },
    ];
    const summary = lhr({ audits: { 'network-requests': { score: null, details: { items } } } });
    expect(networkRequestsOf(summary)).toEqual([
      { url: 'http://localhost:8280/it', resourceType: 'Document', transferBytes: 1200, statusCode: 200 },
      { url: 'http://localhost:8280/main.dd685438.js', resourceType: 'Script', transferBytes: 25_000, statusCode: 200 },
      { url: 'http://localhost:8280/favicon.ico', resourceType: 'Other', transferBytes: 0, statusCode: 404 },
    ]);
  });

  it('are none when the audit is missing', () => {
    expect(networkRequestsOf(lhr())).toEqual([]);
  });
});

describe('settings of a run', () => {
  it("name the preset Lighthouse's default config really ran with", () => {
    const settings = {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    };
    expect(describeSettings(lhr({ configSettings: settings }))).toBe('mobile, simulated throttling: RTT 150 ms, 1.6 Mbit/s, CPU ×4');
    expect(describeSettings(lhr())).toBeNull();
  });
});

describe('median run', () => {
  it('of three runs is the one with the middle performance score, whatever the order', () => {
    const a = run(70, { lcpMs: 1 });
    const b = run(90, { lcpMs: 2 });
    const c = run(80, { lcpMs: 3 });
    expect(medianRun([a, b, c])).toBe(c);
    expect(medianRun([b, c, a])).toBe(c);
  });

  it('of an even count is the lower middle run (the stricter reading)', () => {
    const runs = [run(90), run(60), run(80), run(70)];
    expect(medianRun(runs)?.performance).toBe(70);
    expect(medianRun([run(95), run(94)])?.performance).toBe(94);
  });

  it('on equal scores is the earlier run', () => {
    const first = run(80, { lcpMs: 1 });
    const second = run(80, { lcpMs: 2 });
    expect(medianRun([run(70), first, second])).toBe(first);
  });

  it('ignores runs that broke or did not score; null when none scored', () => {
    expect(medianRun([failedRun('Chromium did not start'), run(75), run(null)])?.performance).toBe(75);
    expect(medianRun([run(99, { error: 'NO_FCP' }), run(60)])?.performance).toBe(60);
    expect(medianRun([failedRun('timeout')])).toBeNull();
    expect(medianRun([])).toBeNull();
  });
});

describe('[30.6] the LCP element Lighthouse saw', () => {
  it('is read from the lcp-breakdown insight (its node\'s selector), else from largest-contentful-paint-element', () => {
    const insight = { score: null, details: { items: [{ type: 'table' }, { type: 'node', selector: 'ul.cat-cards > li.cat-card > a > img.cat-card__photo' }] } };
    expect(lcpElementOf({ categories: {}, audits: { 'lcp-breakdown-insight': insight } })).toBe('ul.cat-cards > li.cat-card > a > img.cat-card__photo');
    const older = { score: null, details: { items: [{ type: 'table', items: [{ node: { selector: 'h1.cat-title' } }] }] } };
    expect(lcpElementOf({ categories: {}, audits: { 'largest-contentful-paint-element': older } })).toBe('h1.cat-title');
    expect(lcpElementOf({ categories: {}, audits: {} })).toBeNull();
  });
});
