import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, percentile } from './budgets.ts';
import { renderJson, renderMarkdown, resultStem } from './report.ts';
import type { BenchRun, LoadResult, PageWeight } from './types.ts';
import { bundleOf, isScript, weighPage } from './weights.ts';

const ORIGIN = 'http://localhost:8280';

function load(over: Partial<LoadResult> = {}): LoadResult {
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

function productPage(gzipBytes: number): PageWeight {
  return weighPage('product-page', `${ORIGIN}/it/letto/lenzuola/x`, ORIGIN, [
    { url: `${ORIGIN}/assets/main.js`, rawBytes: gzipBytes * 3, gzipBytes: gzipBytes - 1000 },
    { url: `${ORIGIN}/remotes/catalogue/abc/remoteEntry.js`, rawBytes: 3000, gzipBytes: 1000 },
  ]);
}

function run(over: Partial<BenchRun> = {}): BenchRun {
  return {
    startedAt: '2026-11-22T06:30:05.123Z',
    machine: { cpus: 2, cpuModel: 'test cpu', node: 'v24.0.0', platform: 'linux-x64' },
    products: 50_000,
    load: [load()],
    pages: [productPage(150_000)],
    notes: [],
    ...over,
  };
}

const statusOf = (checks: ReturnType<typeof checkBudgets>, prefix: string) => checks.find((c) => c.budget.startsWith(prefix))?.status;

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });
});

describe('§6 budgets', () => {
  it('search at p95 25 ms with no error meets the API budget; 25.1 ms misses it', () => {
    expect(statusOf(checkBudgets(run({ load: [load({ p95: BUDGETS.apiP95Ms })] })), 'API search')).toBe('met');
    expect(statusOf(checkBudgets(run({ load: [load({ p95: 25.1 })] })), 'API search')).toBe('missed');
  });

  it('one error or one non-2xx answer misses the API budget however fast', () => {
    expect(statusOf(checkBudgets(run({ load: [load({ p95: 3, errors: 1 })] })), 'API search')).toBe('missed');
    expect(statusOf(checkBudgets(run({ load: [load({ p95: 3, non2xx: 1 })] })), 'API search')).toBe('missed');
  });

  it('a run on fewer than 50,000 products, or on fewer connections, does not count', () => {
    expect(statusOf(checkBudgets(run({ products: 400 })), 'API search')).toBe('not measured');
    expect(statusOf(checkBudgets(run({ load: [load({ connections: 5 })] })), 'API search')).toBe('not measured');
  });

  it('listing targets are checked, menu and product targets are not', () => {
    const checks = checkBudgets(
      run({ load: [load({ name: 'listing /letto/lenzuola', kind: 'listing', p95: 40 }), load({ name: 'menu', kind: 'menu', p95: 900 }), load({ name: 'product', kind: 'product' })] }),
    );
    expect(statusOf(checks, 'API listing')).toBe('missed');
    expect(checks.some((c) => c.budget.startsWith('API menu') || c.budget.startsWith('API product'))).toBe(false);
  });

  it('a skipped target is "not measured", never met', () => {
    const checks = checkBudgets(run({ load: [{ name: 'search', kind: 'search', skipped: 'first request answered 404' }] }));
    expect(checks.find((c) => c.budget.startsWith('API search'))).toMatchObject({ status: 'not measured', actual: 'first request answered 404' });
  });

  it('product page JavaScript: 200,000 bytes gzip is met, one byte more is missed, none is not measured', () => {
    expect(statusOf(checkBudgets(run({ pages: [productPage(200_000)] })), 'Product page')).toBe('met');
    expect(statusOf(checkBudgets(run({ pages: [productPage(200_001)] })), 'Product page')).toBe('missed');
    expect(statusOf(checkBudgets(run({ pages: [] })), 'Product page')).toBe('not measured');
    expect(statusOf(checkBudgets(run({ pages: [{ ...productPage(1000), error: '1 remote slot(s) failed to load' }] })), 'Product page')).toBe('not measured');
  });
});

describe('page weights', () => {
  it('splits scripts into the shell and each remote, counting a URL once', () => {
    const page = weighPage('home', `${ORIGIN}/it`, ORIGIN, [
      { url: `${ORIGIN}/assets/main.1a2b.js`, rawBytes: 300, gzipBytes: 100 },
      { url: `${ORIGIN}/remotes/content/abc123/remoteEntry.js`, rawBytes: 60, gzipBytes: 20 },
      { url: `${ORIGIN}/remotes/content/abc123/remoteEntry.js`, rawBytes: 60, gzipBytes: 20 },
      { url: `${ORIGIN}/remotes/catalogue/def456/__federation_expose_SearchBox.js`, rawBytes: 90, gzipBytes: 30 },
    ]);
    expect(page.total).toEqual({ files: 3, rawBytes: 450, gzipBytes: 150 });
    expect(page.bundles).toEqual({
      shell: { files: 1, rawBytes: 300, gzipBytes: 100 },
      content: { files: 1, rawBytes: 60, gzipBytes: 20 },
      catalogue: { files: 1, rawBytes: 90, gzipBytes: 30 },
    });
  });

  it('recognises scripts by extension or content type', () => {
    expect(isScript(`${ORIGIN}/assets/a.js?v=1`, undefined)).toBe(true);
    expect(isScript(`${ORIGIN}/api/x`, 'application/javascript; charset=utf-8')).toBe(true);
    expect(isScript(`${ORIGIN}/assets/a.css`, 'text/css')).toBe(false);
    expect(bundleOf('http://elsewhere.test/x.js', ORIGIN)).toBe('external elsewhere.test');
  });
});

describe('report', () => {
  it('names the file by the start time without colons', () => {
    expect(resultStem('2026-11-22T06:30:05.123Z')).toBe('2026-11-22T06-30-05Z');
  });

  it('the markdown shows every target, each bundle and the verdict of each budget', () => {
    const markdown = renderMarkdown(run({ load: [load({ p95: 30 })], notes: ['Database reused.'] }));
    expect(markdown).toContain('| search (4 criteria rotated) | 1,200 | 8.00 ms | 30.0 ms | 30.0 ms | 0 / 0 |');
    expect(markdown).toMatch(/API search.*❌ missed/);
    expect(markdown).toMatch(/Product page.*150\.0 KB in 2 files.*✅ met/);
    expect(markdown).toMatch(/\| page \| total gzip -9 \| shell \| catalogue \|/);
    expect(markdown).toContain('- Database reused.');
  });

  it('the JSON carries the run and the budget verdicts', () => {
    const json = JSON.parse(renderJson(run())) as { products: number; budgets: { status: string }[] };
    expect(json.products).toBe(50_000);
    expect(json.budgets.map((b) => b.status)).toEqual(['met', 'met', 'not measured']);
  });
});
