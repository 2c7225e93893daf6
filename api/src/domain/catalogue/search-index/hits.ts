/**
 * How a query's hits are found (issue 18 §1): a query is an AND of clauses, a clause the OR of a
 * few terms' documents (the lexemes a prefix starts, the name words close to a typo). Two ways,
 * same answer:
 * - dense: set operations over the whole catalogue, size/32 words each, whatever the hits;
 * - sparse: when one clause holds few documents (a rare word: most two-word phrases), only those
 *   are checked against the other clauses, so the cost follows the hits, not the catalogue.
 * Both give the hits as tiers (sets taken in turn for a page) so the page, the total and the
 * facets are computed the same way after.
 */
import { Bitset, addPostings, postingsCount, type Postings } from './bitset.ts';

/** Documents matching when any of its postings holds them; `count` bounds their number. */
export interface Clause {
  postings: Postings[];
  count: number;
  /** Names the clause (its prefix or word) so the union of several postings can be kept. */
  key?: string;
}

export const clauseOf = (postings: Postings[], counts: number[], key?: string): Clause => ({
  postings,
  count: counts.reduce((sum, n) => sum + n, 0),
  ...(key === undefined ? {} : { key }),
});

/** One group of hits taken in turn for a page: its size, and its documents in a sort's order. */
export interface Tier {
  count: number;
  /** Documents `first` … `first + wanted` in the order whose places are `place` (`order` lists it). */
  take(order: Int32Array, place: Int32Array, first: number, wanted: number): number[];
}

/** The hits of a query: all of them (for the total and facets) and the tiers of the page. */
export interface Hits {
  total: number;
  tiers: Tier[];
  /** Hits in documents [from, to). */
  countRange(from: number, to: number): number;
  /** Whether a hit in [from, to) is in `documents`. */
  meetsInRange(documents: Bitset, from: number, to: number): boolean;
}

/** A clause's postings hold `document`. */
function clauseHas(clause: Clause, document: number): boolean {
  for (const postings of clause.postings) {
    if (postings instanceof Bitset) {
      if (postings.has(document)) return true;
      continue;
    }
    let low = 0;
    let high = postings.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = postings[mid]!;
      if (value === document) return true;
      if (value < document) low = mid + 1;
      else high = mid - 1;
    }
  }
  return false;
}

/**
 * The `limit` smallest places of `documents`, ascending: a full sort when most are wanted, else
 * one pass keeping the best `limit` (a page wants 12 of thousands of hits).
 */
export function smallestPlaces(documents: ArrayLike<number>, place: Int32Array, limit: number): Int32Array {
  if (limit * 4 >= documents.length) {
    const all = new Int32Array(documents.length);
    for (let i = 0; i < documents.length; i++) all[i] = place[documents[i]!]!;
    return all.sort().subarray(0, limit);
  }
  const best = new Int32Array(limit);
  let kept = 0;
  for (let i = 0; i < documents.length; i++) {
    const value = place[documents[i]!]!;
    if (kept === limit && value >= best[limit - 1]!) continue;
    // Insert in order; the largest falls off once the list is full.
    let at = kept < limit ? kept++ : limit - 1;
    while (at > 0 && best[at - 1]! > value) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = value;
  }
  return best.subarray(0, kept);
}

/** A sorted list of documents as a tier. */
function listTier(documents: Int32Array): Tier {
  return {
    count: documents.length,
    take: (order, place, first, wanted) => {
      if (wanted <= 0) return [];
      const places = smallestPlaces(documents, place, first + wanted);
      return Array.from(places.subarray(first, first + wanted), (position) => order[position]!);
    },
  };
}

/**
 * A bitset (less `except`) as a tier. Walking the sort's order until the page is full takes
 * about (first + wanted) · size / count steps; listing the set takes size/32 and one pass over
 * its documents: the cheaper is taken.
 */
function setTier(set: Bitset, count: number, except?: Bitset): Tier {
  return {
    count,
    take: (order, place, first, wanted) => {
      if (wanted <= 0) return [];
      if ((first + wanted) * set.size <= count * (set.size / 32 + count)) {
        const out: number[] = [];
        let seen = 0;
        for (let i = 0; i < order.length && out.length < wanted; i++) {
          const document = order[i]!;
          if (!set.has(document) || (except !== undefined && except.has(document))) continue;
          if (seen++ >= first) out.push(document);
        }
        return out;
      }
      const documents = except ? set.toArray().filter((document) => !except.has(document)) : set.toArray();
      return listTier(documents).take(order, place, first, wanted);
    },
  };
}

/**
 * Working sets reused by every query of an index (a query runs to its end without yielding, so no
 * two use them at once: a search at 500,000 products allocates no 62 KB set), and the unions of
 * the clauses of several terms ("lin" starts lin, line, linen), kept for the next query that
 * names the same prefix or word.
 */
export class Scratch {
  private readonly sets: Bitset[] = [];
  private readonly unions = new Map<string, Bitset>();
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  get(slot: number): Bitset {
    return (this.sets[slot] ??= new Bitset(this.size));
  }

  /** The clause's documents as one set: its own bitset, a kept union, or a union made now. */
  setOf(clause: Clause): Bitset {
    const [only] = clause.postings;
    if (clause.postings.length === 1 && only instanceof Bitset) return only;
    const key = clause.key;
    const kept = key === undefined ? undefined : this.unions.get(key);
    if (kept) return kept;
    const union = key === undefined ? this.get(UNION).clear() : new Bitset(this.size);
    for (const postings of clause.postings) addPostings(union, postings);
    union.seal();
    if (key !== undefined) {
      if (this.unions.size >= MAX_KEPT_UNIONS) this.unions.delete(this.unions.keys().next().value!);
      this.unions.set(key, union);
    }
    return union;
  }
}

const HITS = 0;
const UNION = 1;
const FIRST_TIER = 2;
/** Unions kept per language index: 64 sets of size/8 bytes (4 MB at 500,000 products). */
const MAX_KEPT_UNIONS = 64;

/** A sparse query is worth it when its smallest clause holds under size/SPARSE_RATIO documents. */
const SPARSE_RATIO = 32;

export type HitsMode = 'auto' | 'dense' | 'sparse';

/**
 * The hits of `eligible` AND every clause; with `first`, the hits that also meet every clause of
 * `first` come first (the name tier), then the others. `clauses` is never empty.
 */
export function findHits(eligible: Bitset, clauses: Clause[], first: Clause[] | null, scratch: Scratch, mode: HitsMode = 'auto'): Hits {
  const smallest = clauses.reduce((best, clause) => (clause.count < best.count ? clause : best));
  const sparse = mode === 'sparse' || (mode === 'auto' && smallest.count * SPARSE_RATIO < eligible.size);
  return sparse ? sparseHits(eligible, clauses, smallest, first) : denseHits(eligible, clauses, first, scratch);
}

function denseHits(eligible: Bitset, clauses: Clause[], first: Clause[] | null, scratch: Scratch): Hits {
  const hits = scratch.get(HITS);
  const total = allOf(hits, eligible, clauses, scratch);
  let tiers: Tier[] = [setTier(hits, total)];
  if (first && total > 0) {
    const top = scratch.get(FIRST_TIER);
    const topCount = allOf(top, hits, first, scratch);
    tiers = [setTier(top, topCount), setTier(hits, total - topCount, top)];
  }
  return {
    total,
    tiers,
    countRange: (from, to) => hits.countRange(from, to),
    meetsInRange: (documents, from, to) => hits.intersectsInRange(documents, from, to),
  };
}

/** Makes `target` = `start` AND every clause, in as few passes as it takes; its count. */
function allOf(target: Bitset, start: Bitset, clauses: Clause[], scratch: Scratch): number {
  // The smallest first: the blocks left to visit shrink fastest.
  const sets = [...clauses].sort((a, b) => a.count - b.count).map((clause) => scratch.setOf(clause));
  target.andOf(start, sets[0]!);
  for (let i = 1; i < sets.length; i++) target.and(sets[i]!);
  return target.count();
}

function sparseHits(eligible: Bitset, clauses: Clause[], smallest: Clause, first: Clause[] | null): Hits {
  // The smallest clause's documents, sorted and once each.
  let candidates: Int32Array;
  if (smallest.postings.length === 1 && !(smallest.postings[0] instanceof Bitset)) candidates = smallest.postings[0]!;
  else {
    const all = new Int32Array(smallest.postings.reduce((sum, postings) => sum + postingsCount(postings), 0));
    let at = 0;
    for (const postings of smallest.postings) {
      const list = postings instanceof Bitset ? postings.toArray() : postings;
      all.set(list, at);
      at += list.length;
    }
    all.sort();
    candidates = all.filter((document, i) => i === 0 || all[i - 1] !== document);
  }
  const others = clauses.filter((clause) => clause !== smallest);
  const found: number[] = [];
  for (const document of candidates) {
    if (eligible.has(document) && others.every((clause) => clauseHas(clause, document))) found.push(document);
  }
  const hits = Int32Array.from(found);
  let tiers: Tier[] = [listTier(hits)];
  if (first && hits.length > 0) {
    const top = hits.filter((document) => first.every((clause) => clauseHas(clause, document)));
    const rest = hits.filter((document) => !first.every((clause) => clauseHas(clause, document)));
    tiers = [listTier(top), listTier(rest)];
  }
  // Hits are in document order: those of a range are one run, found by binary search.
  const lowerBound = (value: number) => {
    let low = 0;
    let high = hits.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (hits[mid]! < value) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return {
    total: hits.length,
    tiers,
    countRange: (from, to) => lowerBound(to) - lowerBound(from),
    meetsInRange: (documents, from, to) => {
      for (let i = lowerBound(from); i < hits.length && hits[i]! < to; i++) if (documents.has(hits[i]!)) return true;
      return false;
    },
  };
}
