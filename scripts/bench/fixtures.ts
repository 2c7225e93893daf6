/** Runs, loads and Lighthouse results for the bench's tests (a Lighthouse run meets each budget exactly at its limit). */
import type { BenchRun, LighthousePage, LighthousePageName, LighthouseResult, LighthouseRun, LoadResult, PageWeight } from './types.ts';
import { weighPage } from './weights.ts';

export const ORIGIN = 'http://localhost:8280';

export function load(over: Partial<LoadResult> = {}): LoadResult {
  return {
    name: 'search (4 criteria rotated)',
    kind: 'search',
    method: 'GET',
    paths: ['/api/external/search?criteria=lenzuola', '/api/external/search?criteria=lino'],
    connections: 20,
    durationSeconds: 10,
    requests: 12_000,
    requestsPerSecond: 1200,
    p50: 8,
    p95: 20,
    p99: 30,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    statusCodes: { '200': 12_000 },
    ...over,
  };
}

export function productPage(gzipBytes: number): PageWeight {
  return weighPage('product-page', `${ORIGIN}/it/letto/lenzuola/x`, ORIGIN, [
    { url: `${ORIGIN}/assets/main.js`, rawBytes: gzipBytes * 3, gzipBytes: gzipBytes - 1000 },
    { url: `${ORIGIN}/remotes/catalogue/abc/remoteEntry.js`, rawBytes: 3000, gzipBytes: 1000 },
  ]);
}

/** A Lighthouse run that meets every budget exactly at its limit. */
export function lhRun(over: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 95,
    accessibility: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 100,
    cls: 0.02,
    fcpMs: 900,
    speedIndexMs: 1200,
    warnings: [],
    failedAudits: [],
    benchmarkIndex: 2000,
    ...over,
  };
}

export function lhPage(name: LighthousePageName, median: LighthouseRun | null, runs: LighthouseRun[] = median ? [median] : []): LighthousePage {
  return { name, url: `${ORIGIN}/it`, runs, median };
}

export function lighthouse(pages: LighthousePage[], runsPerPage = 1): LighthouseResult {
  return { preset: 'mobile', lighthouseVersion: '13.5.0', chromium: 'Chromium 156', runsPerPage, pages };
}

export function run(over: Partial<BenchRun> = {}): BenchRun {
  return {
    startedAt: '2026-11-22T06:30:05.123Z',
    machine: { cpus: 2, cpuModel: 'test cpu', node: 'v24.0.0', platform: 'linux-x64' },
    products: 50_000,
    load: [load()],
    pages: [productPage(120_000)],
    notes: [],
    ...over,
  };
}
