/**
 * Trigram word similarity for the typo fallback (storefront §2 Search: "lenzuola cottone" still
 * finds cotton sheets), as pg_trgm defines it: a word is padded with two blanks in front and one
 * behind ("  cotone "), its trigrams are the runs of three characters, and word_similarity(q, w)
 * is the greatest |shared| / (|trigrams of q| + |extent| − |shared|) over the continuous extents
 * of w's trigrams. The threshold is pg_trgm's word_similarity_threshold (0.6). Words are compared
 * already folded (lower case, no accents), as the index keeps them.
 */

export const WORD_SIMILARITY_THRESHOLD = 0.6;
/** Query words whose close terms are kept per vocabulary. */
const MAX_KEPT_QUERIES = 20_000;

/**
 * The trigrams of folded words, in order (duplicates kept: the extents need the order). Each word
 * of `words` (split on blanks) is padded on its own and their trigrams follow one another, as
 * pg_trgm lays out a name: an extent may run from the end of one word into the next.
 */
export function wordTrigrams(words: string): string[] {
  const trigrams: string[] = [];
  for (const word of words.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/**
 * word_similarity(query, word): `query` is the set of the query word's trigrams, `word` the
 * target's trigrams in order. O(n²) in the target's length, which is a word (a dozen trigrams).
 */
export function wordSimilarity(query: ReadonlySet<string>, word: readonly string[]): number {
  let best = 0;
  for (let start = 0; start < word.length; start++) {
    const seen = new Set<string>();
    let shared = 0;
    for (let end = start; end < word.length; end++) {
      const trigram = word[end]!;
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      if (query.has(trigram)) shared++;
      const similarity = shared / (query.size + seen.size - shared);
      if (similarity > best) best = similarity;
    }
  }
  return best;
}

/**
 * Terms (a name's words, and its pairs of neighbouring words "lavato lavanda") with a trigram →
 * terms index, so a query word is compared only with the terms it shares trigrams with. The pairs
 * are what pg_trgm's extents across a word boundary see: "lavto" is not close to "lavato" (0.5),
 * but is to "lavato lavanda" (`to `, `  l`, ` la`, `lav`: 0.67), and PostgreSQL finds that name.
 */
export class TrigramVocabulary {
  readonly words: readonly string[];
  private readonly trigramsOf: string[][];
  private readonly byTrigram = new Map<string, number[]>();
  private readonly ids = new Map<string, number>();
  private readonly found = new Map<string, number[]>();

  constructor(words: readonly string[]) {
    this.words = words;
    words.forEach((word, id) => this.ids.set(word, id));
    this.trigramsOf = words.map(wordTrigrams);
    this.trigramsOf.forEach((trigrams, id) => {
      for (const trigram of new Set(trigrams)) {
        const list = this.byTrigram.get(trigram);
        if (list) list.push(id);
        else this.byTrigram.set(trigram, [id]);
      }
    });
  }

  /**
   * Ids of the terms t with word_similarity(query, t) ≥ threshold, leaving out a pair whose own
   * word is among them (its products are that word's already). Kept per query word (words repeat
   * across searches; the list is the vocabulary's, rebuilt with it).
   */
  similarTo(query: string, threshold = WORD_SIMILARITY_THRESHOLD): number[] {
    const key = `${threshold}:${query}`;
    const known = this.found.get(key);
    if (known) return known;
    const found = this.compare(query, threshold);
    if (this.found.size >= MAX_KEPT_QUERIES) this.found.delete(this.found.keys().next().value!);
    this.found.set(key, found);
    return found;
  }

  private compare(query: string, threshold: number): number[] {
    const queryTrigrams = new Set(wordTrigrams(query));
    // A term can reach the threshold only by sharing at least that share of the query's trigrams.
    const needed = Math.max(1, Math.ceil(threshold * queryTrigrams.size - 1e-9));
    const shared = new Map<number, number>();
    for (const trigram of queryTrigrams) {
      for (const id of this.byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const close = new Set<string>();
    for (const [id, count] of shared) {
      if (count >= needed && wordSimilarity(queryTrigrams, this.trigramsOf[id]!) >= threshold) close.add(this.words[id]!);
    }
    const found: number[] = [];
    for (const term of close) {
      const parts = term.split(' ');
      if (parts.length > 1 && parts.some((part) => close.has(part))) continue;
      found.push(this.ids.get(term)!);
    }
    return found.sort((a, b) => a - b);
  }
}
