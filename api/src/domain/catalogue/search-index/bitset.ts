/**
 * A fixed-size set of document numbers as 32-bit words (issue 18 §1, docs/search-index.md), which
 * also knows which of its blocks of 2,048 documents hold any: documents are numbered in menu
 * order, so a product kind's word lives in a few blocks, and an AND touches only the blocks both
 * sides hold. What a search costs follows where its hits are, not the size of the catalogue.
 */

/** Set bits of a 32-bit word (SWAR popcount). */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Bits [from, 32) of a word set when `from` is in 0..31. */
const fromBit = (from: number) => (0xffffffff << from) >>> 0;
/** Bits [0, to) of a word set when `to` is in 1..32. */
const belowBit = (to: number) => (to === 32 ? 0xffffffff : ((1 << to) >>> 0) - 1) >>> 0;

/** Words per block: 64 words, 2,048 documents. */
const BLOCK_WORDS = 64;

export class Bitset {
  readonly size: number;
  readonly words: Uint32Array;
  /**
   * The blocks that may hold a document, ascending, and the same as a mask; null: not known (any).
   * Outside them every word is 0.
   */
  private blocks: Int32Array | null = null;
  private mask: Uint8Array | null = null;

  constructor(size: number, words?: Uint32Array) {
    this.size = size;
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  private get blockCount(): number {
    return Math.ceil(this.words.length / BLOCK_WORDS);
  }

  static of(size: number, documents: ArrayLike<number>): Bitset {
    return new Bitset(size).addAll(documents).seal();
  }

  /** Notes which blocks hold a document (after the set was filled; an index's sets are then read only). */
  seal(): this {
    const held: number[] = [];
    for (let block = 0; block < this.blockCount; block++) {
      const end = Math.min(this.words.length, (block + 1) * BLOCK_WORDS);
      for (let i = block * BLOCK_WORDS; i < end; i++) {
        if (this.words[i] !== 0) {
          held.push(block);
          break;
        }
      }
    }
    return this.withBlocks(held);
  }

  private withBlocks(held: ArrayLike<number>): this {
    this.blocks = Int32Array.from(held);
    this.mask = new Uint8Array(this.blockCount);
    for (let i = 0; i < held.length; i++) this.mask[held[i]!] = 1;
    return this;
  }

  private forget(): void {
    this.blocks = null;
    this.mask = null;
  }

  clear(): this {
    this.words.fill(0);
    return this.withBlocks([]);
  }

  add(document: number): void {
    this.words[document >>> 5]! |= 1 << (document & 31);
    this.forget();
  }

  has(document: number): boolean {
    return (this.words[document >>> 5]! & (1 << (document & 31))) !== 0;
  }

  addAll(documents: ArrayLike<number>): this {
    const words = this.words;
    for (let i = 0; i < documents.length; i++) {
      const document = documents[i]!;
      words[document >>> 5]! |= 1 << (document & 31);
    }
    this.forget();
    return this;
  }

  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    this.forget();
    return this;
  }

  /** The blocks both may hold (null: either may hold any). */
  private static common(a: Bitset, b: Bitset): Int32Array | null {
    if (!a.blocks || !b.blocks) return a.blocks ?? b.blocks;
    const [few, mask] = a.blocks.length <= b.blocks.length ? [a.blocks, b.mask!] : [b.blocks, a.mask!];
    return few.filter((block) => mask[block] === 1);
  }

  /** Becomes a AND b, touching only the blocks both may hold. */
  andOf(a: Bitset, b: Bitset): this {
    const out = this.words;
    const x = a.words;
    const y = b.words;
    const candidates = Bitset.common(a, b);
    if (!candidates || this === a || this === b) {
      for (let i = 0; i < out.length; i++) out[i] = x[i]! & y[i]!;
      if (candidates) this.keepHeld(candidates);
      else this.forget();
      return this;
    }
    out.fill(0);
    const held: number[] = [];
    for (const block of candidates) {
      const end = Math.min(out.length, (block + 1) * BLOCK_WORDS);
      let any = 0;
      for (let i = block * BLOCK_WORDS; i < end; i++) any |= out[i] = x[i]! & y[i]!;
      if (any !== 0) held.push(block);
    }
    return this.withBlocks(held);
  }

  /** Keeps the blocks of `candidates` that still hold a document (the others are already 0). */
  private keepHeld(candidates: Int32Array): void {
    const held: number[] = [];
    for (const block of candidates) {
      const end = Math.min(this.words.length, (block + 1) * BLOCK_WORDS);
      for (let i = block * BLOCK_WORDS; i < end; i++) {
        if (this.words[i] !== 0) {
          held.push(block);
          break;
        }
      }
    }
    this.withBlocks(held);
  }

  and(other: Bitset): this {
    if (!this.blocks) return this.andOf(this, other);
    const a = this.words;
    const b = other.words;
    const held: number[] = [];
    for (const block of this.blocks) {
      const start = block * BLOCK_WORDS;
      const end = Math.min(a.length, start + BLOCK_WORDS);
      if (other.mask && other.mask[block] !== 1) {
        a.fill(0, start, end);
        continue;
      }
      let any = 0;
      for (let i = start; i < end; i++) any |= a[i]! &= b[i]!;
      if (any !== 0) held.push(block);
    }
    return this.withBlocks(held);
  }

  count(): number {
    let total = 0;
    const words = this.words;
    if (!this.blocks) {
      for (let i = 0; i < words.length; i++) if (words[i] !== 0) total += popcount32(words[i]!);
      return total;
    }
    for (const block of this.blocks) {
      const end = Math.min(words.length, (block + 1) * BLOCK_WORDS);
      for (let i = block * BLOCK_WORDS; i < end; i++) if (words[i] !== 0) total += popcount32(words[i]!);
    }
    return total;
  }

  /** Documents in [from, to). */
  countRange(from: number, to: number): number {
    if (!this.blocks) return this.countSpan(from, to);
    let total = 0;
    const blockDocs = BLOCK_WORDS * 32;
    for (const block of this.blocks) {
      const start = Math.max(from, block * blockDocs);
      const end = Math.min(to, (block + 1) * blockDocs);
      if (start < end) total += this.countSpan(start, end);
    }
    return total;
  }

  private countSpan(from: number, to: number): number {
    if (to <= from) return 0;
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    const words = this.words;
    if (first === last) return popcount32(words[first]! & fromBit(from & 31) & belowBit(((to - 1) & 31) + 1));
    let total = popcount32(words[first]! & fromBit(from & 31));
    for (let i = first + 1; i < last; i++) if (words[i] !== 0) total += popcount32(words[i]!);
    return total + popcount32(words[last]! & belowBit(((to - 1) & 31) + 1));
  }

  /** Whether this set and `other` share a document in [from, to). */
  intersectsInRange(other: Bitset, from: number, to: number): boolean {
    if (to <= from) return false;
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    const a = this.words;
    const b = other.words;
    for (let i = first; i <= last; i++) {
      if (this.mask && this.mask[(i / BLOCK_WORDS) | 0] !== 1) {
        i = ((i / BLOCK_WORDS) | 0) * BLOCK_WORDS + BLOCK_WORDS - 1; // skip the rest of an empty block
        continue;
      }
      let word = a[i]! & b[i]!;
      if (i === first) word &= fromBit(from & 31);
      if (i === last) word &= belowBit(((to - 1) & 31) + 1);
      if (word !== 0) return true;
    }
    return false;
  }

  /** The documents, ascending. */
  toArray(): Int32Array {
    const out = new Int32Array(this.count());
    let n = 0;
    const words = this.words;
    const take = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        let word = words[i]!;
        while (word !== 0) {
          const low = word & -word;
          out[n++] = (i << 5) + 31 - Math.clz32(low);
          word ^= low;
        }
      }
    };
    if (!this.blocks) take(0, words.length);
    else for (const block of this.blocks) take(block * BLOCK_WORDS, Math.min(words.length, (block + 1) * BLOCK_WORDS));
    return out;
  }
}

/**
 * The documents of one index term: a sorted list while it is short, a bitset once the bitset is
 * smaller (more than size/32 documents), so memory stays within 4 bytes per posting and size/8
 * bytes per term.
 */
export type Postings = Int32Array | Bitset;

export function toPostings(size: number, documents: ArrayLike<number>): Postings {
  if (documents.length * 32 > size) return Bitset.of(size, documents);
  return Int32Array.from(documents);
}

/** Adds the documents of `postings` to `target`. */
export function addPostings(target: Bitset, postings: Postings): void {
  if (postings instanceof Bitset) target.or(postings);
  else target.addAll(postings);
}

export const postingsCount = (postings: Postings) => (postings instanceof Bitset ? postings.count() : postings.length);
