import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset, addPostings, popcount32, postingsCount, toPostings } from './bitset.ts';

/** The same questions answered by plain arrays, to compare with. */
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('Bitset (the search index sets, issue 18 §1)', () => {
  it('popcount32 counts the set bits of a word', () => {
    expect([0, 1, 0xff, 0x80000000, 0xffffffff, 0x55555555].map(popcount32)).toEqual([0, 1, 8, 1, 32, 16]);
  });

  it('holds, counts and lists its documents across word boundaries', () => {
    const documents = [0, 1, 31, 32, 33, 63, 64, 99];
    const set = Bitset.of(100, documents);
    expect(set.count()).toBe(documents.length);
    expect([...set.toArray()]).toEqual(documents);
    expect(range(100).filter((d) => set.has(d))).toEqual(documents);
    expect(Bitset.of(100, range(100)).count()).toBe(100);
    expect(Bitset.of(64, range(64)).count()).toBe(64);
  });

  it('AND and OR agree with sets of numbers', () => {
    const a = [1, 5, 40, 41, 70, 127];
    const b = [5, 6, 41, 100, 127];
    const size = 128;
    expect([...Bitset.of(size, a).and(Bitset.of(size, b)).toArray()]).toEqual([5, 41, 127]);
    expect([...Bitset.of(size, a).or(Bitset.of(size, b)).toArray()]).toEqual([1, 5, 6, 40, 41, 70, 100, 127]);
    expect([...new Bitset(size).andOf(Bitset.of(size, a), Bitset.of(size, b)).toArray()]).toEqual([5, 41, 127]);
  });

  it('counts and meets within any range [from, to), as a menu facet does', () => {
    const size = 200;
    const documents = range(size).filter((d) => d % 3 === 0 || d % 7 === 0);
    const set = Bitset.of(size, documents);
    const other = Bitset.of(size, [45, 150]);
    for (const [from, to] of [[0, 200], [0, 1], [3, 4], [31, 33], [32, 64], [5, 140], [63, 65], [100, 100], [199, 200]] as const) {
      expect(set.countRange(from, to), `${from}..${to}`).toBe(documents.filter((d) => d >= from && d < to).length);
      expect(set.intersectsInRange(other, from, to), `${from}..${to}`).toBe([45, 150].some((d) => d >= from && d < to));
    }
  });

  it('postings are a list while short and a bitset once that is smaller; both add the same documents', () => {
    const size = 320;
    const few = toPostings(size, [3, 9, 200]);
    const many = toPostings(size, range(50).map((d) => d * 2));
    expect(few).toBeInstanceOf(Int32Array);
    expect(many).toBeInstanceOf(Bitset);
    expect(postingsCount(few)).toBe(3);
    expect(postingsCount(many)).toBe(50);
    const target = new Bitset(size);
    addPostings(target, few);
    addPostings(target, many);
    // 0, 2 … 98 (50), then 3 and 9 (odd) and 200 (beyond 98): 53 in all.
    expect(target.count()).toBe(53);
  });

  it('sets that know their blocks (2,048 documents each) answer as plain sets do, after any chain of ANDs', () => {
    const size = 12_000; // six blocks, the last one short
    // Documents clustered in a few blocks, as a product kind's words are in menu order.
    const setArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 2047 })), { maxLength: 400 }).map((pairs) =>
      [...new Set(pairs.map(([block, offset]) => Math.min(size - 1, block * 2048 + offset)))].sort((a, b) => a - b),
    );
    fc.assert(
      fc.property(fc.array(setArb, { minLength: 2, maxLength: 4 }), fc.boolean(), fc.integer({ min: 0, max: size }), fc.integer({ min: 0, max: size }), (lists, unsealedStart, x, y) => {
        const [from, to] = x <= y ? [x, y] : [y, x];
        const expected = lists.slice(1).reduce((acc, list) => acc.filter((d) => list.includes(d)), lists[0]!);
        const start = unsealedStart ? new Bitset(size).addAll(lists[0]!) : Bitset.of(size, lists[0]!);
        const target = new Bitset(size).andOf(start, Bitset.of(size, lists[1]!));
        for (const list of lists.slice(2)) target.and(Bitset.of(size, list));
        expect([...target.toArray()]).toEqual(expected);
        expect(target.count()).toBe(expected.length);
        expect(target.countRange(from, to)).toBe(expected.filter((d) => d >= from && d < to).length);
        const probe = Bitset.of(size, lists[0]!);
        expect(target.intersectsInRange(probe, from, to)).toBe(expected.some((d) => d >= from && d < to));
        // The same target reused for another query starts clean.
        expect(target.andOf(start, Bitset.of(size, [])).count()).toBe(0);
        expect(target.toArray()).toHaveLength(0);
      }),
      { numRuns: 300 },
    );
  });
});
