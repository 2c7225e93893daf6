import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baselineFor, buildCostCurve, curvePointOf, latestPerSize, renderCostCurveMarkdown, writeCostCurve } from './cost-curve.ts';
import { load, run } from './fixtures.ts';
import type { BenchRun } from './types.ts';

/** A run of `size` products with the four curve targets at the given p95s. */
function sized(size: number, startedAt: string, p95: { listing: number; filtered: number; search: number; product: number }): BenchRun {
  return run({
    startedAt,
    catalogueSize: size,
    products: size + 2,
    load: [
      load({ name: 'menu', kind: 'menu', p95: 99 }),
      load({ name: 'listing /letto/lenzuola', kind: 'listing', curve: 'listing', p95: p95.listing }),
      load({ name: 'listing + COLOR filter', kind: 'listing', curve: 'filtered listing', p95: p95.filtered }),
      load({ name: 'search (15,000 phrases, none repeated)', kind: 'search', curve: 'search', p95: p95.search }),
      load({ name: 'product by canonical URL', kind: 'product', curve: 'product', p95: p95.product, errors: 1 }),
    ],
  });
}

const at50k = sized(50_000, '2026-11-25T05:00:00.000Z', { listing: 20, filtered: 22, search: 18, product: 8 });
const at500k = sized(500_000, '2026-11-25T06:00:00.000Z', { listing: 29, filtered: 40, search: 20, product: 9 });
const at5k = sized(5_000, '2026-11-25T04:00:00.000Z', { listing: 5, filtered: 6, search: 7, product: 2 });

describe('issue 18 §3: the cost curve', () => {
  it('a run\'s point holds the four p95s by metric (the menu is no part of it), errors beside them', () => {
    const point = curvePointOf(at50k, 'a.json')!;
    expect(point).toMatchObject({ size: 50_000, products: 50_002, connections: 20, p95: { listing: 20, 'filtered listing': 22, search: 18, product: 8 } });
    expect(point.failures.product).toBe(1);
  });

  it('runs before --products (rotating four phrases: a cache hit rate) or without load are left out', () => {
    const { catalogueSize: _, ...old } = at50k;
    expect(curvePointOf(old, 'old.json')).toBeNull();
    expect(curvePointOf({ ...at50k, load: [] }, 'none.json')).toBeNull();
  });

  it('keeps the latest run of each size, smallest first', () => {
    const older = curvePointOf({ ...at50k, startedAt: '2026-11-24T00:00:00.000Z' }, 'old.json')!;
    const points = [curvePointOf(at500k, 'c.json')!, older, curvePointOf(at50k, 'b.json')!, curvePointOf(at5k, 'a.json')!];
    expect(latestPerSize(points).map((p) => [p.size, p.file])).toEqual([
      [5_000, 'a.json'],
      [50_000, 'b.json'],
      [500_000, 'c.json'],
    ]);
  });

  it('the 500,000 ÷ 50,000 ratio of each p95 against 1.5×', () => {
    const curve = buildCostCurve([curvePointOf(at5k, 'a.json')!, curvePointOf(at50k, 'b.json')!, curvePointOf(at500k, 'c.json')!]);
    const byMetric = Object.fromEntries(curve.ratios.map((r) => [r.metric, r]));
    expect(byMetric.listing).toMatchObject({ at50k: 20, at500k: 29, status: 'met' });
    expect(byMetric.listing!.ratio).toBeCloseTo(1.45);
    expect(byMetric['filtered listing']).toMatchObject({ status: 'missed' });
    expect(buildCostCurve([curvePointOf(at50k, 'b.json')!]).ratios.every((r) => r.status === 'not measured')).toBe(true);
  });

  it('renders a table per size and the ratios; a 500,000 run takes the latest 50,000 figures as its baseline', () => {
    const curve = buildCostCurve([curvePointOf(at50k, '2026-11-25T05-00-00Z.json')!, curvePointOf(at500k, 'c.json')!]);
    const markdown = renderCostCurveMarkdown(curve, '2026-11-25T06:30:00.000Z');
    expect(markdown).toContain('| 50,000 | 20.0 ms | 22.0 ms | 18.0 ms | 8.00 ms (1 errors) | 20 | [2026-11-25T05:00:00.000Z](2026-11-25T05-00-00Z.md) |');
    expect(markdown).toContain('| listing | 20.0 ms | 29.0 ms | 1.45× | ≤ 1.50× | ✅ met |');
    expect(markdown).toContain('| filtered listing | 22.0 ms | 40.0 ms | 1.82× | ≤ 1.50× | ❌ missed |');
    expect(renderCostCurveMarkdown(buildCostCurve([]), 'x')).toContain('No run with `--products`');
    expect(baselineFor(500_000, curve.points)).toEqual({ startedAt: at50k.startedAt, p95: curve.points[0]!.p95 });
    expect(baselineFor(50_000, curve.points)).toBeNull();
  });

  it('is written from the result files of a folder, reliability results and broken files aside', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cost-curve-'));
    try {
      await writeFile(path.join(dir, '2026-11-25T05-00-00Z.json'), JSON.stringify(at50k));
      await writeFile(path.join(dir, '2026-11-25T06-00-00Z.json'), JSON.stringify(at500k));
      await writeFile(path.join(dir, 'reliability-2026-11-25T06-00-00Z.json'), JSON.stringify(at5k));
      await writeFile(path.join(dir, '2026-11-25T07-00-00Z.json'), '{ broken');
      const curve = await writeCostCurve(dir, '2026-11-25T07:00:00.000Z');
      expect(curve.points.map((p) => p.size)).toEqual([50_000, 500_000]);
      expect(await readFile(path.join(dir, 'cost-curve.md'), 'utf8')).toContain('# Cost curve (issue 18 §3)');
      expect(JSON.parse(await readFile(path.join(dir, 'cost-curve.json'), 'utf8'))).toMatchObject({ writtenAt: '2026-11-25T07:00:00.000Z', points: [{ size: 50_000 }, { size: 500_000 }] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
