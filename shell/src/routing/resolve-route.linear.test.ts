/**
 * Issue 29 §2: one request with a 7,000-segment path (a 14 KB request line) held the event loop
 * for 2 s in route resolution: the menu match tried every prefix of the path, each joined into a
 * fresh key (quadratic). The work is counted here, not timed: the characters of every route key
 * the matcher builds and looks up.
 */
import { describe, expect, it } from 'vitest';
import { shopMenu } from '../test-support/menu.ts';
import { resolveRoute } from './resolve-route.ts';
import { buildRouteTable, type MenuRoute, type RouteTable } from './route-table.ts';

/** A route map that adds up the length of every key it is asked for. */
class CountingMap extends Map<string, MenuRoute> {
  looked = 0;
  override get(key: string) {
    this.looked += key.length;
    return super.get(key);
  }
  override has(key: string) {
    this.looked += key.length;
    return super.has(key);
  }
}

function countingTable(): { table: RouteTable; looked: () => number } {
  const base = buildRouteTable(shopMenu());
  const own = new CountingMap(base.byPath);
  const foreign = new CountingMap(base.byForeignPath);
  return { table: { ...base, byPath: own, byForeignPath: foreign }, looked: () => own.looked + foreign.looked };
}

const longPath = (segments: number, below = '/it/letto/lenzuola/filtres') => `${below}${'/a'.repeat(segments)}`;

describe('[29.2] route resolution is linear in the path', () => {
  it('[29.2] a 7,000-segment filter path is matched looking up route keys no longer in total than a few times the path', () => {
    const { table, looked } = countingTable();
    const path = longPath(7_000);
    const route = resolveRoute(path, table);
    // Still the list with its (absurd) filters: the edge refuses such a path before routing (static-site.ts).
    expect(route.target.kind === 'remote' && route.target.parcel).toBe('ProductList');
    expect(looked()).toBeLessThan(4 * path.length);
  });

  it('[29.2] the work grows with the path, not with its square: 8x the segments, at most 8x the lookups', () => {
    const work = (segments: number, below?: string) => {
      const { table, looked } = countingTable();
      resolveRoute(longPath(segments, below), table);
      return looked();
    };
    for (const below of ['/it/letto/lenzuola/filtres', '/it/letto/lenzuola', '/it/nulla/di/simile', '/it/magazine']) {
      const small = work(500, below);
      const large = work(4_000, below);
      expect(large, below).toBeLessThanOrEqual(8 * Math.max(small, 1));
    }
  });
});
