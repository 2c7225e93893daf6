import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, percentile } from './budgets.ts';
import { ORIGIN, lhPage, lhRun, lighthouse, load, productPage, run } from './fixtures.ts';
import { failedRun } from './lighthouse-summary.ts';
import { renderJson, renderMarkdown, resultStem } from './report.ts';
import type { LighthouseRun } from './types.ts';
import { bundleOf, isScript, weighPage, weighPageByPhase } from './weights.ts';

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

  it('listing and product targets are checked (issue 18: product p95 ≤ 10 ms), the menu is not', () => {
    const checks = checkBudgets(
      run({ load: [load({ name: 'listing /letto/lenzuola', kind: 'listing', p95: 40 }), load({ name: 'menu', kind: 'menu', p95: 900 }), load({ name: 'product', kind: 'product', p95: 10.5 })] }),
    );
    expect(statusOf(checks, 'API listing')).toBe('missed');
    expect(checks.some((c) => c.budget.startsWith('API menu'))).toBe(false);
    expect(checks.find((c) => c.budget.startsWith('API product'))).toMatchObject({ budget: expect.stringContaining('p95 ≤ 10 ms'), status: 'missed' });
    expect(statusOf(checkBudgets(run({ load: [load({ name: 'product', kind: 'product', p95: 10 })] })), 'API product')).toBe('met');
  });

  it('a skipped target is "not measured", never met', () => {
    const checks = checkBudgets(run({ load: [{ name: 'search', kind: 'search', skipped: 'first request answered 404' }] }));
    expect(checks.find((c) => c.budget.startsWith('API search'))).toMatchObject({ status: 'not measured', actual: 'first request answered 404' });
  });

  it('product page JavaScript: 150,000 bytes gzip is met, one byte more is missed, none is not measured', () => {
    expect(statusOf(checkBudgets(run({ pages: [productPage(150_000)] })), 'Product page')).toBe('met');
    expect(statusOf(checkBudgets(run({ pages: [productPage(150_001)] })), 'Product page')).toBe('missed');
    expect(statusOf(checkBudgets(run({ pages: [] })), 'Product page')).toBe('not measured');
    expect(statusOf(checkBudgets(run({ pages: [{ ...productPage(1000), error: '1 remote slot(s) failed to load' }] })), 'Product page')).toBe('not measured');
  });
});

describe('Lighthouse budgets', () => {
  const statusFor = (median: LighthouseRun | null, prefix: string) =>
    statusOf(checkBudgets(run({ lighthouse: lighthouse([lhPage('home', median)]) })), `Lighthouse home: ${prefix}`);

  it('each budget is met exactly at its limit', () => {
    for (const metric of ['performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'SEO']) expect(statusFor(lhRun(), metric)).toBe('met');
  });

  it('each budget is missed one step past its limit', () => {
    expect(statusFor(lhRun({ performance: 94 }), 'performance')).toBe('missed');
    expect(statusFor(lhRun({ lcpMs: 1501 }), 'LCP')).toBe('missed');
    expect(statusFor(lhRun({ tbtMs: 101 }), 'TBT')).toBe('missed');
    expect(statusFor(lhRun({ cls: 0.021 }), 'CLS')).toBe('missed');
    expect(statusFor(lhRun({ accessibility: 99 }), 'accessibility')).toBe('missed');
    expect(statusFor(lhRun({ seo: 99 }), 'SEO')).toBe('missed');
  });

  it('a page without a scored run, a page not measured, or no Lighthouse at all is "not measured"', () => {
    expect(statusFor(null, 'performance')).toBe('not measured');
    expect(statusFor(lhRun({ lcpMs: null }), 'LCP')).toBe('not measured');
    const checks = checkBudgets(run({ lighthouse: lighthouse([lhPage('home', lhRun())]) }));
    expect(statusOf(checks, 'Lighthouse product-list: performance')).toBe('not measured');
    expect(checks.find((c) => c.budget === 'Lighthouse product-list: LCP')?.actual).toBe('page not measured');
    expect(checkBudgets(run()).find((c) => c.budget === 'Lighthouse home: TBT')?.actual).toMatch(/--no-lighthouse/);
  });

  it('the budgets are those of architecture §6, issue 13 and issue 30 §6 (LCP ≤ 1.2 s on all three pages)', () => {
    expect(BUDGETS.lighthouse).toEqual({ performance: 95, lcpMs: 1200, lcpFloorRatio: 1.5, tbtMs: 100, cls: 0.02, accessibility: 100, seo: 100 });
    expect(BUDGETS.productPageJsBytes).toBe(150_000);
    expect(BUDGETS.pageRenderP95Ms).toBe(30);
    const targets = checkBudgets(run({ lighthouse: lighthouse([lhPage('home', lhRun())]) }))
      .filter((c) => c.budget.startsWith('Lighthouse home'))
      .map((c) => c.target);
    expect(targets).toEqual(['≥ 95', '≤ 1.20 s', '≤ 100 ms', '≤ 0.020', '≥ 100', '≥ 100', '≤ 1.50×']);
  });
});

describe('page weights', () => {
  const files = [
    { url: `${ORIGIN}/main.1a2b.js`, rawBytes: 150_000, gzipBytes: 50_000 },
    { url: `${ORIGIN}/remotes/catalogue/def456/remoteEntry.js`, rawBytes: 60_000, gzipBytes: 20_000 },
    { url: `${ORIGIN}/remotes/basket/aa11/remoteEntry.js`, rawBytes: 6_000, gzipBytes: 2_000 },
    { url: `${ORIGIN}/remotes/basket/aa11/__federation_expose_BasketHeader.js`, rawBytes: 3_000, gzipBytes: 1_000 },
  ];
  const requests = files.map((file, i) => ({ url: file.url, startTime: [3010, 3020, 4000, 4010][i]! }));

  it('wake on use: the budget line is the first load before use, and the first use is always printed beside it', () => {
    const page = weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, files, { requests, inputAt: 3000, markAt: 3500 });
    const checks = checkBudgets(run({ pages: [page] }));
    const check = checks.find((c) => c.budget.startsWith('Product page'))!;
    expect(check.status).toBe('met');
    expect(check.actual).toMatch(/^first load 0\.0 KB in 0 files; first use \+70\.0 KB in 2 files to interactive \(woke on use\)/);
    const markdown = renderMarkdown(run({ pages: [page] }));
    expect(markdown).toContain('**product-page: first load 0.0 KB in 0 files; first use +70.0 KB in 2 files to interactive.**');
    expect(markdown).toContain('| product-page | on use | 0.0 KB (0 files, 0.0 KB raw) | 70.0 KB (2 files) | 70.0 KB (2 files) | 50.0 KB | 20.0 KB | — | 3.0 KB (2 files) |');
    expect(markdown).toContain('- **product-page** before use: nothing');
    expect(markdown).toContain('- **product-page** first use (to interactive): shell `main.1a2b.js` 50.0 KB, catalogue `remoteEntry.js` 20.0 KB');
    expect(markdown).toContain('- **product-page** after the first view: basket `remoteEntry.js` 2.0 KB, basket `__federation_expose_BasketHeader.js` 1.0 KB');
    expect(markdown).toContain('Per build (gzip -9), first load and first use together, so these compare with the runs before wake on use');
    expect(JSON.parse(renderJson(run({ pages: [page] }))).pages[0]).toMatchObject({ wake: 'on use', firstUse: { total: { gzipBytes: 70_000 } } });
  });

  it('a page that woke at once is held to the budget with everything before its mark, as before wake on use', () => {
    const early = files.map((file, i) => ({ url: file.url, startTime: [100, 200, 1300, 1310][i]! }));
    const page = weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, files, { requests: early, inputAt: null, markAt: 1200 });
    const heavy = weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, [{ ...files[0]!, gzipBytes: 130_001 }, ...files.slice(1)], { requests: early, inputAt: null, markAt: 1200 });
    expect(statusOf(checkBudgets(run({ pages: [page] })), 'Product page')).toBe('met');
    expect(statusOf(checkBudgets(run({ pages: [heavy] })), 'Product page')).toBe('missed');
    const markdown = renderMarkdown(run({ pages: [page] }));
    expect(markdown).toContain('| product-page | at once (by itself) | 70.0 KB (2 files, 210.0 KB raw) | none: woke at once | 70.0 KB (2 files) |');
    expect(markdown).not.toContain('- **product-page** before use');
    expect(JSON.parse(renderJson(run({ pages: [page] }))).pages[0].wake).toBe('at once');
  });

  it('a heavy first use does not miss the budget, a heavy first load does', () => {
    const big = [{ ...files[0]!, gzipBytes: 400_000 }, ...files.slice(1)];
    expect(statusOf(checkBudgets(run({ pages: [weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, big, { requests, inputAt: 3000, markAt: 3500 })] })), 'Product page')).toBe('met');
    const loadedBeforeUse = requests.map((request) => ({ ...request, startTime: request.startTime - 2990 }));
    const missed = weighPageByPhase('product-page', `${ORIGIN}/it/x`, ORIGIN, big, { requests: loadedBeforeUse, inputAt: 3000, markAt: 3500 });
    expect(statusOf(checkBudgets(run({ pages: [missed] })), 'Product page')).toBe('missed');
  });

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

  it('splits shell / remote / shared: a shared chunk counts as shared whichever build serves it', () => {
    const shared = { '/121.05c1dc01.js': ['react'], '/remotes/catalogue/def456/352.aa.js': ['@trama/shared/i18n', '@trama/shared/parcel'] };
    const page = weighPage(
      'product-page',
      `${ORIGIN}/it/x`,
      ORIGIN,
      [
        { url: `${ORIGIN}/main.1a2b.js`, rawBytes: 300, gzipBytes: 100 },
        { url: `${ORIGIN}/121.05c1dc01.js`, rawBytes: 90, gzipBytes: 30 },
        { url: `${ORIGIN}/remotes/catalogue/def456/remoteEntry.js`, rawBytes: 60, gzipBytes: 20 },
        { url: `${ORIGIN}/remotes/catalogue/def456/352.aa.js`, rawBytes: 15, gzipBytes: 5 },
        { url: 'https://cdn.example/x.js', rawBytes: 3, gzipBytes: 1 },
      ],
      shared,
    );
    expect(page.split).toEqual({
      shell: { files: 1, rawBytes: 300, gzipBytes: 100 },
      remote: { files: 1, rawBytes: 60, gzipBytes: 20 },
      shared: { files: 2, rawBytes: 105, gzipBytes: 35 },
    });
    expect(page.sharedFrom).toEqual({ shell: { files: 1, rawBytes: 90, gzipBytes: 30 }, catalogue: { files: 1, rawBytes: 15, gzipBytes: 5 } });
    expect(page.bundles.shell).toEqual({ files: 1, rawBytes: 300, gzipBytes: 100 });
    expect(page.bundles['external cdn.example']).toEqual({ files: 1, rawBytes: 3, gzipBytes: 1 });
    expect(page.total.gzipBytes).toBe(156);
    expect(page.sharedPackages).toEqual(['@trama/shared/i18n', '@trama/shared/parcel', 'react']);
    expect(page.files[1]).toEqual({ path: '/121.05c1dc01.js', build: 'shell', shared: ['react'], gzipBytes: 30 });
    const markdown = renderMarkdown(run({ pages: [page] }));
    // A page weighed before wake on use (no phases): its whole load is the first load.
    expect(markdown).toContain('| product-page | — | 0.2 KB (5 files, 0.5 KB raw) | — | 0.2 KB (5 files) | 0.1 KB | 0.0 KB | 0.0 KB | no first-view mark |');
    expect(markdown).toContain('Share-scope packages loaded on these pages: @trama/shared/i18n, @trama/shared/parcel, react.');
    expect(markdown).toContain('| page | shell own | catalogue own | external cdn.example own | shared via shell | shared via catalogue |');
    expect(markdown).toContain('| product-page | 0.1 KB | 0.0 KB | 0.0 KB | 0.0 KB | 0.0 KB |');
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
    expect(markdown).toContain('| target | requests | req/s | p50 | p95 | p99 | errors | non-2xx | request |');
    expect(markdown).toContain('| search (4 criteria rotated) | 12,000 | 1,200 | 8.00 ms | 30.0 ms | 30.0 ms | 0 | 0 | GET /api/external/search?criteria=lenzuola (+1 rotated) |');
    expect(markdown).toMatch(/API search.*❌ missed/);
    expect(markdown).toMatch(/Product page.*first load 120\.0 KB in 2 files.*✅ met/);
    expect(markdown).toContain('| page | woke | first load (before use), gzip -9 | first use (to interactive) | first load + first use | shell | remotes | shared | after the first view (idle) |');
    expect(markdown).toContain('| page | shell own | catalogue own | shared via shell |');
    expect(markdown).toContain('Not run (--no-lighthouse).');
    expect(markdown).toContain('- Database reused.');
  });

  it('the API table shows errors, timeouts and non-2xx apart', () => {
    const markdown = renderMarkdown(run({ load: [load({ errors: 3, timeouts: 2, non2xx: 5 })] }));
    expect(markdown).toContain('| 3 (2 timeouts) | 5 |');
  });

  it('the Lighthouse section marks each median number against its budget and lists every run', () => {
    const median = lhRun({ performance: 72, lcpMs: 4930, tbtMs: 426, cls: 0.021, accessibility: 100, seo: 92, failedAudits: ['seo: meta-description (Document has no meta description)'] });
    const lh = lighthouse([lhPage('product-page', median, [lhRun({ performance: 80 }), median, failedRun('NO_FCP')])], 3);
    const markdown = renderMarkdown(run({ lighthouse: lh }));
    expect(markdown).toContain('| product-page | 72 ❌ | 4.93 s ❌ | — | 426 ms ❌ | 0.021 ❌ | 100 ✅ | 92 ❌ | 0.90 s | — | 80 / 72 / error |');
    expect(markdown).toContain('- product-page: seo: meta-description (Document has no meta description)');
    expect(markdown).toContain('- product-page: run 3 failed: NO_FCP');
    expect(markdown).toMatch(/Lighthouse product-page: performance \| ≥ 95 \| 72 \(median of 2 scored of 3\) \| ❌ missed/);
  });

  it('the JSON carries the run and the budget verdicts', () => {
    const json = JSON.parse(renderJson(run())) as { products: number; budgets: { budget: string; status: string }[] };
    expect(json.products).toBe(50_000);
    expect(json.budgets.slice(0, 2).map((b) => b.status)).toEqual(['met', 'met']);
    // Without Lighthouse: 3 pages × 7 budgets (6 metrics and the LCP ratio to the floor), each named and not measured.
    const lh = json.budgets.filter((b) => b.budget.startsWith('Lighthouse'));
    expect(lh).toHaveLength(21);
    expect(new Set(lh.map((b) => b.status))).toEqual(new Set(['not measured']));
  });

  it('the floor page is its own row and each page shows its LCP as a ratio to it', () => {
    const floor = lhRun({ performance: 100, lcpMs: 800, tbtMs: 0, cls: 0, accessibility: 90 });
    const lh = lighthouse([lhPage('floor', floor), lhPage('home', lhRun({ lcpMs: 1100 })), lhPage('product-page', lhRun({ lcpMs: 1300 }))]);
    const markdown = renderMarkdown(run({ lighthouse: lh }));
    expect(markdown).toContain('| page | performance | LCP | LCP ÷ floor | TBT | CLS | accessibility | SEO | FCP | server response (observed) | performance of each run | url |');
    // The floor carries no budget: no marks on its row.
    expect(markdown).toContain('| floor | 100 | 0.80 s | floor | 0 ms | 0.000 | 90 | 100 | 0.90 s | — | 100 |');
    expect(markdown).toContain('| home | 95 ✅ | 1.10 s ✅ | 1.38× ✅ | 100 ms ✅ | 0.020 ✅ | 100 ✅ | 100 ✅ |');
    expect(markdown).toContain('| product-page | 95 ✅ | 1.30 s ❌ | 1.63× ❌ |');
    expect(markdown).toMatch(/Lighthouse product-page: LCP ÷ floor page LCP \| ≤ 1\.50× \| 1\.63× \(1\.30 s ÷ 0\.80 s, medians\) \| ❌ missed/);
    expect(markdown).toContain("LCP ≤ 1.50× the floor page's");
    expect(markdown).toContain("holding only the product page's LCP image and no script: the image as the product page's server HTML names it");
  });

  it('without a floor the ratio column is empty and says why', () => {
    const markdown = renderMarkdown(run({ lighthouse: lighthouse([lhPage('home', lhRun())]) }));
    expect(markdown).toContain('Floor page not measured: no LCP ratio.');
    expect(markdown).toContain('| home | 95 ✅ | 1.20 s ✅ | — |');
  });

  it('lists what each page loads and why, from the median load', () => {
    const page = {
      ...lhPage('product-page', lhRun()),
      url: `${ORIGIN}/it/letto/lenzuola/x`,
      requests: [
        { url: `${ORIGIN}/it/letto/lenzuola/x`, resourceType: 'Document', transferBytes: 1500, statusCode: 200, why: 'page HTML' },
        { url: `${ORIGIN}/main.dd685438.js`, resourceType: 'Script', transferBytes: 25_000, statusCode: 200, why: 'shell entry' },
        { url: `${ORIGIN}/remotes/catalogue/a7281e36b91b/remoteEntry.js`, resourceType: 'Script', transferBytes: 5000, statusCode: 200, why: 'remote entry of catalogue' },
        { url: `${ORIGIN}/api/external/menu`, resourceType: 'Fetch', transferBytes: 3000, statusCode: 200, why: 'API call (/api/external/menu)' },
        { url: `${ORIGIN}/favicon.ico`, resourceType: 'Other', transferBytes: 200, statusCode: 404, why: 'other' },
      ],
    };
    const markdown = renderMarkdown(run({ lighthouse: lighthouse([page]) }));
    for (const part of [
      '### What each page loads and why',
      '**product-page**: 5 requests, 34.7 KB transferred — Script 2 (30.0 KB), Fetch 1 (3.0 KB), Document 1 (1.5 KB), Other 1 (0.2 KB).',
      '| # | request | type | transfer | why |',
      '| 1 | `/it/letto/lenzuola/x` | Document | 1.5 KB | page HTML |',
      '| 3 | `/remotes/catalogue/…/remoteEntry.js` | Script | 5.0 KB | remote entry of catalogue |',
      '| 5 | `/favicon.ico` | Other | 0.2 KB | other (HTTP 404) |',
    ]) {
      expect(markdown).toContain(part);
    }
  });

  it('the load section shows the server-render row and how it was measured', () => {
    const page = load({ name: 'server render: product page HTML', kind: 'page', paths: ['/it/letto/lenzuola/x'], p50: 6, p95: 12, p99: 20 });
    const markdown = renderMarkdown(run({ load: [load(), page] }));
    expect(markdown).toContain('## API and server-render load (20 connections, 10 s per target)');
    expect(markdown).toContain('| server render: product page HTML | 12,000 | 1,200 | 6.00 ms | 12.0 ms | 20.0 ms | 0 | 0 | GET /it/letto/lenzuola/x |');
    expect(markdown).toContain("Server render: GET of the product page's HTML as a browser asks for it");
    expect(markdown).toMatch(/Server render product page HTML: p95 ≤ 30 ms at 20 connections, warm \| ≤ 30 ms, 0 errors\/non-2xx \| p95 12\.0 ms.*✅ met/);
  });
});
