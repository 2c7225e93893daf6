/** Issue 18 §4: which caches a table's change clears (docs/caching.md). */
import { describe, expect, it } from 'vitest';
import { CacheRegistry } from '../../../src/domain/cache/cache-registry.ts';
import { CATALOGUE_TABLES, PAGE_TABLES, SITEMAP_TABLES, STOCK_TABLES, WEB_STOCK } from '../../../src/domain/cache/cached-tables.ts';

function registryOf(caches: Record<string, readonly string[]>) {
  const registry = new CacheRegistry();
  const clears: Record<string, number> = {};
  for (const [name, tables] of Object.entries(caches)) {
    clears[name] = 0;
    registry.register({ name, tables, clear: () => void clears[name]!++ });
  }
  return { registry, clears };
}

describe('issue 18 §4 cache registry: a table change clears the caches that read it', () => {
  it('clears only the caches naming the table', () => {
    const { registry, clears } = registryOf({ catalogue: ['products', 'product_sizes'], sitemap: ['products', 'content_items'] });
    expect(registry.clearFor('product_sizes')).toEqual(['catalogue']);
    expect(registry.clearFor('products')).toEqual(['catalogue', 'sitemap']);
    expect(clears).toEqual({ catalogue: 2, sitemap: 1 });
  });

  it('a table no cache names clears them all (a trigger ahead of its cache must not leave stale answers)', () => {
    const { registry, clears } = registryOf({ catalogue: ['products'], sitemap: ['content_items'] });
    expect(registry.clearFor('coupons')).toEqual(['catalogue', 'sitemap']);
    expect(registry.clearAll()).toEqual(['catalogue', 'sitemap']);
    expect(clears).toEqual({ catalogue: 2, sitemap: 2 });
  });

  it('refuses two caches of one name', () => {
    const { registry } = registryOf({ catalogue: ['products'] });
    expect(() => registry.register({ name: 'catalogue', tables: [], clear: () => undefined })).toThrow(/already registered/);
  });

  it('a paid order (stock) keeps the sitemap plans and the list and search reads; the rendered pages follow every table', () => {
    expect(SITEMAP_TABLES).not.toContain('product_sizes');
    expect(SITEMAP_TABLES).not.toContain('store_stock');
    expect(CATALOGUE_TABLES).not.toContain(WEB_STOCK);
    expect(CATALOGUE_TABLES).not.toContain('store_stock');
    expect(STOCK_TABLES).toEqual([WEB_STOCK, 'store_stock']);
    expect(new Set(PAGE_TABLES)).toEqual(new Set([...CATALOGUE_TABLES, ...STOCK_TABLES, ...SITEMAP_TABLES, ...PAGE_TABLES]));
  });
});
