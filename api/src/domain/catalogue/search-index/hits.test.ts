import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallestPlaces } from './hits.ts';

describe('a page of hits in the sort order (issue 18 §1)', () => {
  it('smallestPlaces keeps the `limit` smallest places, ascending, whatever the way it takes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 499 }), { maxLength: 300 }), fc.integer({ min: 1, max: 80 }), (documents, limit) => {
        // Places: a shuffle of 0..499 (documents[i] sits at place[documents[i]]).
        const place = Int32Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
        const expected = documents.map((d) => place[d]!).sort((a, b) => a - b).slice(0, limit);
        expect([...smallestPlaces(documents, place, limit)]).toEqual(expected);
      }),
    );
  });
});
