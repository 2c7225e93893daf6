/**
 * The search index of one language (issue 18 §1, docs/search-index.md): every product written in
 * that language is a document, numbered in menu order so a menu's documents are one range (its
 * facet count is one range count). Terms map to their documents: the full-text lexemes of
 * product_search.search as PostgreSQL stemmed them (and those in the name, weight A, apart), and
 * the words of the folded names for the typo fallback. A query is a few set operations over
 * size/32 words, so its cost does not grow with the number of hits.
 */
import type { CatalogueSort } from '@trama/shared/contract';
import { Bitset, postingsCount, type Postings } from './bitset.ts';
import { Scratch, clauseOf, findHits, type Clause, type Hits, type HitsMode } from './hits.ts';
import { TrigramVocabulary } from './trigrams.ts';

/** One document's facts, as product_search holds them for the language. */
export interface IndexDocument {
  productId: number;
  brandId: number;
  menuId: number;
  ranking: number;
  /** starting_price in cents (0: unpriced, never found, storefront §5). */
  priceCents: number;
  /** discount_percentage, 0 when none. */
  discount: number;
}

/** A term and its documents (numbers into the document list). */
export interface IndexTerm {
  term: string;
  documents: Postings;
}

/** A full-text lexeme: all its documents, and those where it is in the name (weight A). */
export interface IndexLexeme {
  lexeme: string;
  documents: Postings;
  inName: Postings | null;
}

export interface LanguageIndexInput {
  /** In menu order (menu_id, then product_id): the document number is the position. */
  documents: IndexDocument[];
  lexemes: IndexLexeme[];
  /** The words of the folded names and their pairs of neighbouring words ("lino lavato"). */
  nameWords: IndexTerm[];
  /**
   * Each document's place in each order, when PostgreSQL sorted them (index-loader.ts: sorting
   * 500,000 documents three times here would hold the event loop); computed here otherwise.
   */
  places?: Record<CatalogueSort, Int32Array>;
}

/** A menu entry's hits among a search's, before its labels are read (search-repository's CategoryFacetRow). */
export interface MenuCount {
  menuId: number;
  matched: number;
  /** The largest discount among the hits of that menu, 0 when none. */
  maxDiscount: number;
}

export interface IndexPage {
  productIds: number[];
  total: number;
  /** The busiest menus first (then by menu id), at most `maxCategories`. */
  menus: MenuCount[];
}

/** A menu's documents: [start, end) in document order. */
interface MenuRange {
  menuId: number;
  start: number;
  end: number;
}

/** An ascending code-unit comparison: prefixes sort right before what they prefix. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Documents ordered by `compare`, and each document's place in that order. */
function order(count: number, compare: (a: number, b: number) => number): { order: Int32Array; place: Int32Array } {
  const sorted = Int32Array.from({ length: count }, (_, i) => i).sort(compare);
  const place = new Int32Array(count);
  sorted.forEach((document, position) => (place[document] = position));
  return { order: sorted, place };
}

/** The order that `place` (each document's position) describes. */
function fromPlaces(place: Int32Array): { order: Int32Array; place: Int32Array } {
  const sorted = new Int32Array(place.length);
  place.forEach((position, document) => (sorted[position] = document));
  return { order: sorted, place };
}

export class LanguageIndex {
  readonly size: number;
  private readonly productIds: Int32Array;
  /** Priced documents of each brand: every search starts from these. */
  private readonly eligible = new Map<number, Bitset>();
  /** Menu ranges [start, end) in document order. */
  private readonly menus: MenuRange[] = [];
  /** Documents per discount value, largest first: a menu's largest discount is the first that meets its hits. */
  private readonly discountSets: { discount: number; documents: Bitset }[] = [];
  private readonly orders: Record<CatalogueSort, { order: Int32Array; place: Int32Array }>;
  private readonly lexemes: string[];
  private readonly lexemeDocuments: Postings[];
  private readonly lexemeCounts: number[];
  private readonly lexemeInName: (Postings | null)[];
  private readonly lexemeInNameCounts: number[];
  private readonly nameWords: TrigramVocabulary;
  private readonly nameWordDocuments: Postings[];
  private readonly nameWordCounts: number[];
  /** Working sets reused by every query (a search at 500,000 products allocates no 62 KB set). */
  private readonly scratch: Scratch;
  /** 'auto' in the shop; the tests force each way to check both give the same answers. */
  private readonly mode: HitsMode;

  constructor(input: LanguageIndexInput, mode: HitsMode = 'auto') {
    const docs = input.documents;
    this.size = docs.length;
    this.mode = mode;
    this.scratch = new Scratch(this.size);
    this.productIds = Int32Array.from(docs, (d) => d.productId);

    const byDiscount = new Map<number, number[]>();
    docs.forEach((doc, i) => {
      if (doc.priceCents > 0) {
        let set = this.eligible.get(doc.brandId);
        if (!set) this.eligible.set(doc.brandId, (set = new Bitset(this.size)));
        set.add(i);
      }
      const last = this.menus[this.menus.length - 1];
      if (last && last.menuId === doc.menuId) last.end = i + 1;
      else this.menus.push({ menuId: doc.menuId, start: i, end: i + 1 });
      if (doc.discount > 0) {
        const list = byDiscount.get(doc.discount);
        if (list) list.push(i);
        else byDiscount.set(doc.discount, [i]);
      }
    });
    for (const set of this.eligible.values()) set.seal();
    for (const [discount, documents] of [...byDiscount].sort((a, b) => b[0] - a[0])) {
      this.discountSets.push({ discount, documents: Bitset.of(this.size, documents) });
    }

    // The orders of search-repository.ts SORT: ranking, then price either way; ties by ranking, then product id.
    const byRanking = (a: number, b: number) => docs[a]!.ranking - docs[b]!.ranking || docs[a]!.productId - docs[b]!.productId;
    const places = input.places;
    this.orders = places
      ? { 'ranking,asc': fromPlaces(places['ranking,asc']), 'price,asc': fromPlaces(places['price,asc']), 'price,desc': fromPlaces(places['price,desc']) }
      : {
          'ranking,asc': order(this.size, byRanking),
          'price,asc': order(this.size, (a, b) => docs[a]!.priceCents - docs[b]!.priceCents || byRanking(a, b)),
          'price,desc': order(this.size, (a, b) => docs[b]!.priceCents - docs[a]!.priceCents || byRanking(a, b)),
        };

    const lexemes = [...input.lexemes].sort((a, b) => byCodeUnits(a.lexeme, b.lexeme));
    this.lexemes = lexemes.map((l) => l.lexeme);
    this.lexemeDocuments = lexemes.map((l) => l.documents);
    this.lexemeCounts = this.lexemeDocuments.map(postingsCount);
    this.lexemeInName = lexemes.map((l) => l.inName);
    this.lexemeInNameCounts = this.lexemeInName.map((p) => (p ? postingsCount(p) : 0));
    this.nameWords = new TrigramVocabulary(input.nameWords.map((w) => w.term));
    this.nameWordDocuments = input.nameWords.map((w) => w.documents);
    this.nameWordCounts = this.nameWordDocuments.map(postingsCount);
  }

  /** What the index holds in typed arrays, in bytes (its memory, within a few percent). */
  bytes(): number {
    const of = (postings: Postings | null) => (postings ? (postings instanceof Bitset ? postings.words.byteLength : postings.byteLength) : 0);
    let total = this.productIds.byteLength;
    for (const { order: sorted, place } of Object.values(this.orders)) total += sorted.byteLength + place.byteLength;
    for (const set of this.eligible.values()) total += of(set);
    for (const { documents } of this.discountSets) total += of(documents);
    for (const postings of [...this.lexemeDocuments, ...this.lexemeInName, ...this.nameWordDocuments]) total += of(postings);
    return total;
  }

  /** First position of the lexemes that start with `prefix` and the position after the last. */
  private prefixRange(prefix: string): [number, number] {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.lexemes[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < this.lexemes.length && this.lexemes[end]!.startsWith(prefix)) end++;
    return [low, end];
  }

  /** The documents holding a lexeme that starts with `prefix` (in the name only, with `inName`). */
  private prefixClause(prefix: string, inName: boolean): Clause {
    const [from, to] = this.prefixRange(prefix);
    const postings: Postings[] = [];
    const counts: number[] = [];
    for (let i = from; i < to; i++) {
      const found = inName ? this.lexemeInName[i] : this.lexemeDocuments[i];
      if (!found) continue;
      postings.push(found);
      counts.push(inName ? this.lexemeInNameCounts[i]! : this.lexemeCounts[i]!);
    }
    return clauseOf(postings, counts, `${inName ? 'name' : 'all'}:${prefix}`);
  }

  /**
   * Full text (`'p1':* & 'p2':*`): documents holding, for every prefix, a lexeme that starts with
   * it. With sort ranking,asc the products whose name holds every prefix come first.
   */
  fullText(brandId: number, prefixes: string[], sort: CatalogueSort, page: number, size: number, maxCategories: number): IndexPage {
    const clauses = prefixes.map((prefix) => this.prefixClause(prefix, false));
    const inName = sort === 'ranking,asc' ? prefixes.map((prefix) => this.prefixClause(prefix, true)) : null;
    return this.search(brandId, clauses, inName, sort, page, size, maxCategories);
  }

  /** Typo fallback: documents whose name has, for every word, a word similar to it (trigrams ≥ 0.6). */
  similar(brandId: number, words: string[], sort: CatalogueSort, page: number, size: number, maxCategories: number): IndexPage {
    const clauses = words.map((word) => {
      const ids = this.nameWords.similarTo(word);
      return clauseOf(
        ids.map((id) => this.nameWordDocuments[id]!),
        ids.map((id) => this.nameWordCounts[id]!),
        `close:${word}`,
      );
    });
    return this.search(brandId, clauses, null, sort, page, size, maxCategories);
  }

  private search(brandId: number, clauses: Clause[], first: Clause[] | null, sort: CatalogueSort, page: number, size: number, maxCategories: number): IndexPage {
    const eligible = this.eligible.get(brandId);
    if (!eligible || clauses.length === 0 || clauses.some((clause) => clause.postings.length === 0)) return { productIds: [], total: 0, menus: [] };
    const hits = findHits(eligible, clauses, first, this.scratch, this.mode);
    const { order: sorted, place } = this.orders[sort];
    const from = page * size;
    const productIds: number[] = [];
    let skipped = 0;
    for (const tier of hits.tiers) {
      if (productIds.length >= size) break;
      if (skipped + tier.count > from) {
        const start = Math.max(0, from - skipped);
        const wanted = Math.min(tier.count - start, size - productIds.length);
        for (const document of tier.take(sorted, place, start, wanted)) productIds.push(this.productIds[document]!);
      }
      skipped += tier.count;
    }
    return { productIds, total: hits.total, menus: hits.total === 0 ? [] : this.menuCounts(hits, maxCategories) };
  }

  private menuCounts(hits: Hits, maxCategories: number): MenuCount[] {
    const counted: { menu: MenuRange; matched: number }[] = [];
    for (const menu of this.menus) {
      const matched = hits.countRange(menu.start, menu.end);
      if (matched > 0) counted.push({ menu, matched });
    }
    counted.sort((a, b) => b.matched - a.matched || a.menu.menuId - b.menu.menuId);
    return counted.slice(0, maxCategories).map(({ menu, matched }) => ({
      menuId: menu.menuId,
      matched,
      maxDiscount: this.discountSets.find((d) => hits.meetsInRange(d.documents, menu.start, menu.end))?.discount ?? 0,
    }));
  }
}
