import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, curveOf, lcpRatio, lcpRatioStatus, p95Limit, type ScaleBaseline } from './budgets.ts';
import { lhPage, lhRun, lighthouse, load, run } from './fixtures.ts';
import { failedRun } from './lighthouse-summary.ts';
import { PAGE_RENDER_TARGET } from './targets.ts';
import type { BudgetCheck, LighthousePage } from './types.ts';

const find = (checks: BudgetCheck[], budget: string) => checks.find((c) => c.budget === budget);

describe('LCP as a ratio to the floor page', () => {
  it('is the page LCP over the floor LCP', () => {
    expect(lcpRatio(1500, 1000)).toBe(1.5);
    expect(lcpRatio(3000, 1200)).toBe(2.5);
    expect(lcpRatio(900, 1000)).toBeCloseTo(0.9);
  });

  it('is unknown without either LCP, or with a floor LCP of 0', () => {
    expect(lcpRatio(null, 1000)).toBeNull();
    expect(lcpRatio(1500, null)).toBeNull();
    expect(lcpRatio(1500, undefined)).toBeNull();
    expect(lcpRatio(1500, 0)).toBeNull();
  });

  it('meets the budget up to 1.5× inclusive, misses it above, is not measured without a ratio', () => {
    expect(BUDGETS.lighthouse.lcpFloorRatio).toBe(1.5);
    expect(lcpRatioStatus(1.5)).toBe('met');
    expect(lcpRatioStatus(1.5001)).toBe('missed');
    expect(lcpRatioStatus(null)).toBe('not measured');
  });
});

describe('LCP ratio budget of each page', () => {
  const floor = lhPage('floor', lhRun({ lcpMs: 1000 }));
  const ratioCheck = (pages: LighthousePage[], name = 'product-page') =>
    find(checkBudgets(run({ lighthouse: lighthouse(pages) })), `Lighthouse ${name}: LCP ÷ floor page LCP`);

  it('reads the medians of the page and of the floor measured in the same run', () => {
    expect(ratioCheck([floor, lhPage('product-page', lhRun({ lcpMs: 1500 }))])).toEqual({
      budget: 'Lighthouse product-page: LCP ÷ floor page LCP',
      target: '≤ 1.50×',
      actual: '1.50× (1.50 s ÷ 1.00 s, medians)',
      status: 'met',
    });
    expect(ratioCheck([floor, lhPage('product-page', lhRun({ lcpMs: 1510 }))])).toMatchObject({ actual: '1.51× (1.51 s ÷ 1.00 s, medians)', status: 'missed' });
  });

  it('a page fast in absolute terms can still miss it against a fast floor, and the other way round', () => {
    const checks = checkBudgets(
      run({
        lighthouse: lighthouse([lhPage('floor', lhRun({ lcpMs: 700 })), lhPage('home', lhRun({ lcpMs: 1100 }))]),
      }),
    );
    expect(find(checks, 'Lighthouse home: LCP')?.status).toBe('met');
    expect(find(checks, 'Lighthouse home: LCP ÷ floor page LCP')?.status).toBe('missed');
  });

  it('is not measured when the floor was not measured or did not score', () => {
    expect(ratioCheck([lhPage('product-page', lhRun())])).toMatchObject({ actual: 'floor page not measured', status: 'not measured' });
    const broken = lhPage('floor', null, [failedRun('NO_LCP')]);
    expect(ratioCheck([broken, lhPage('product-page', lhRun())])).toMatchObject({ status: 'not measured' });
    expect(ratioCheck([floor])).toMatchObject({ actual: 'page not measured', status: 'not measured' });
  });

  it('the floor itself carries no budget', () => {
    const checks = checkBudgets(run({ lighthouse: lighthouse([floor]) }));
    expect(checks.some((c) => c.budget.includes('floor:'))).toBe(false);
  });
});

describe('server render budget', () => {
  const page = (over: Parameters<typeof load>[0] = {}) =>
    load({ name: PAGE_RENDER_TARGET, kind: 'page', paths: ['/it/letto/lenzuola/x'], p95: BUDGETS.pageRenderP95Ms, ...over });
  const renderCheck = (target: ReturnType<typeof page> | { name: string; kind: 'page'; skipped: string }) =>
    checkBudgets(run({ load: [target] })).find((c) => c.budget.startsWith('Server render'));

  it('p95 at 30 ms with no error is met; 30.1 ms is missed', () => {
    expect(renderCheck(page())).toMatchObject({
      budget: 'Server render product page HTML: p95 ≤ 30 ms at 20 connections, warm',
      actual: 'p95 30.0 ms, 0 errors/non-2xx, 20 connections',
      status: 'met',
    });
    expect(renderCheck(page({ p95: 30.1 }))?.status).toBe('missed');
  });

  it('one error or one non-2xx answer misses it however fast', () => {
    expect(renderCheck(page({ p95: 2, errors: 1 }))?.status).toBe('missed');
    expect(renderCheck(page({ p95: 2, non2xx: 1 }))?.status).toBe('missed');
  });

  it('fewer than 20 connections, or a skipped target, is not measured', () => {
    expect(renderCheck(page({ connections: 10 }))?.status).toBe('not measured');
    expect(renderCheck({ name: PAGE_RENDER_TARGET, kind: 'page', skipped: 'no product page found through the API' })).toMatchObject({
      actual: 'no product page found through the API',
      status: 'not measured',
    });
  });

  it('is checked apart from the API budget (a page target is no API listing or search)', () => {
    const checks = checkBudgets(run({ load: [page(), load()] }));
    expect(checks.filter((c) => c.budget.startsWith('API'))).toHaveLength(1);
    expect(checks.filter((c) => c.budget.startsWith('Server render'))).toHaveLength(1);
  });
});

describe('issue 18 §3: budgets by catalogue size', () => {
  const listing = (p95: number) => load({ name: 'listing /letto/lenzuola', kind: 'listing', curve: 'listing', p95 });
  const check = (over: Parameters<typeof run>[0], baseline?: ScaleBaseline | null) =>
    checkBudgets(run(over), baseline).find((c) => c.budget.startsWith('API listing'))!;

  it('at 50,000 products the flat budget: listing, filtered listing and search 25 ms, product 10 ms', () => {
    expect(check({ catalogueSize: 50_000, products: 50_012, load: [listing(25)] }).status).toBe('met');
    expect(check({ catalogueSize: 50_000, products: 50_012, load: [listing(25.1)] }).status).toBe('missed');
    expect(p95Limit('product', 50_000)?.ms).toBe(10);
    expect(p95Limit('filtered listing', 50_000)?.ms).toBe(25);
  });

  it('at 500,000 products: at most 1.5× the latest 50,000 figure, or 1.5× the budget without one (and says which)', () => {
    const baseline: ScaleBaseline = { startedAt: '2026-11-25T05:00:00.000Z', p95: { listing: 12 } };
    const big = { catalogueSize: 500_000, products: 500_012 };
    expect(check({ ...big, load: [listing(18)] }, baseline)).toMatchObject({ status: 'met', target: expect.stringContaining('1.50× the 50,000-product p95 12.0 ms') });
    expect(check({ ...big, load: [listing(18.1)] }, baseline).status).toBe('missed');
    expect(check({ ...big, load: [listing(37.5)] }, null)).toMatchObject({ status: 'met', target: expect.stringContaining('no 50,000-product run') });
    expect(check({ ...big, load: [listing(37.6)] }, null).status).toBe('missed');
    // The baseline has no product figure: the product is held to 1.5 × 10 ms.
    expect(p95Limit('product', 500_000, baseline)?.ms).toBe(15);
  });

  it('below 50,000 products, or when the seed fell short of --products, nothing is measured', () => {
    expect(check({ catalogueSize: 5_000, products: 5_012, load: [listing(1)] }).status).toBe('not measured');
    expect(check({ catalogueSize: 500_000, products: 50_012, load: [listing(1)] }).status).toBe('not measured');
  });

  it('a run before issue 18 (no curve tag) is still read by kind and name', () => {
    expect(curveOf(load({ name: 'listing + COLOR filter', kind: 'listing' }))).toBe('filtered listing');
    expect(curveOf(load({ name: 'product by canonical URL', kind: 'product' }))).toBe('product');
    expect(curveOf(load({ name: 'menu', kind: 'menu' }))).toBeNull();
  });
});
