/**
 * Reads one language's search index from product_search (migration 0019) in one snapshot, so the
 * document numbers of the three reads agree. PostgreSQL does the heavy part (unnesting every
 * search document, grouping by lexeme); what travels is one row per product and one per term.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../plugins/db.ts';
import { toPostings } from './bitset.ts';
import type { IndexDocument, IndexLexeme, IndexTerm, LanguageIndexInput } from './language-index.ts';

/** The menu entries a facet names, read once with the index (menu_items and menu_translations are small). */
export interface MenuEntry {
  menuId: number;
  parentId: number | null;
  canonicalUrl: string;
  /** language → label and the language's own address (empty when it has none). */
  translations: Map<string, { label: string; canonicalUrl: string }>;
}

/** Document numbers of the language: product_search in menu order, as IndexDocument lists them. */
const numbered = (language: string) => sql`
  select s.*, (row_number() over (order by s.menu_id, s.product_id) - 1)::int as doc
  from product_search s where s.language = ${language}`;

/**
 * Document numbers as one bytea of 4-byte big-endian integers, in order: a term of 27,000
 * documents travels as 108 KB read in one pass, where an int[] would be text parsed character
 * by character (most of the build's time at 50,000 products).
 */
const docList = (doc: SQL) => sql`string_agg(int4send(${doc}), ''::bytea)`;

/** The numbers of a docList, ascending (sorted here: an ordered aggregate sorts every posting in PostgreSQL, 2× slower). */
function docNumbers(bytes: Buffer): Int32Array {
  const numbers = new Int32Array(bytes.length >>> 2);
  for (let i = 0; i < numbers.length; i++) numbers[i] = bytes.readInt32BE(i * 4);
  return numbers.sort();
}

/** Words of a folded name as pg_trgm splits them (runs of letters and digits). */
const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Each word and each pair of neighbouring words of the names, with the documents of the names holding it. */
async function nameTerms(size: number, names: { name: string; docs: Buffer }[]): Promise<IndexTerm[]> {
  const terms = new Map<string, Int32Array[]>();
  await mapInSlices(names, ({ name, docs }) => {
    const documents = docNumbers(docs);
    const words = wordsOf(name);
    const held = new Set(words);
    for (let i = 0; i + 1 < words.length; i++) held.add(`${words[i]} ${words[i + 1]}`);
    for (const term of held) {
      const lists = terms.get(term);
      if (lists) lists.push(documents);
      else terms.set(term, [documents]);
    }
  });
  return mapInSlices([...terms], ([term, lists]) => {
    const all = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let at = 0;
    for (const list of lists) {
      all.set(list, at);
      at += list.length;
    }
    // A product has one name: the lists of different names never share a document.
    return { term, documents: toPostings(size, all.sort()) };
  });
}

/** Gives the event loop a turn: a build at 500,000 products must not hold requests up for seconds. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `each` over `items`, yielding every ~10 ms. */
async function mapInSlices<T, R>(items: readonly T[], each: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  let slice = performance.now();
  for (const item of items) {
    out.push(each(item));
    if (performance.now() - slice > 10) {
      await yieldToRequests();
      slice = performance.now();
    }
  }
  return out;
}

export async function loadLanguageIndex(db: Database, language: string): Promise<LanguageIndexInput> {
  const read = await db.transaction(
    async (tx) => {
      // In menu order (the document numbers), with each document's place in the three orders of
      // a search page (search-repository.ts SORT), sorted here by PostgreSQL.
      const documents = await tx.execute<DocumentRow>(sql`
        select product_id, brand_id, menu_id, ranking, cents, discount,
               (row_number() over (order by ranking, product_id) - 1)::int as by_ranking,
               (row_number() over (order by cents, ranking, product_id) - 1)::int as by_price_up,
               (row_number() over (order by cents desc, ranking, product_id) - 1)::int as by_price_down
        from (select product_id, brand_id, menu_id, ranking, round(starting_price * 100)::int as cents,
                     coalesce(discount_percentage, 0)::int as discount
              from product_search where language = ${language}) s
        order by menu_id, product_id`);
      const lexemes = await tx.execute<{ lexeme: string; docs: Buffer; name_docs: Buffer | null }>(sql`
        select u.lexeme, ${docList(sql`d.doc`)} as docs,
               ${docList(sql`d.doc`)} filter (where 'A' = any(u.weights)) as name_docs
        from (${numbered(language)}) d, unnest(d.search) u
        group by u.lexeme`);
      // The typo fallback compares the words of the folded names, and each pair of neighbouring
      // words (trigrams.ts: pg_trgm's extents cross word boundaries). Products share names (colours,
      // sizes): each distinct name travels once with its documents, and is split here.
      const names = await tx.execute<{ name: string; docs: Buffer }>(sql`
        select d.name_folded as name, ${docList(sql`d.doc`)} as docs from (${numbered(language)}) d group by d.name_folded`);
      return { documents: documents.rows, lexemes: lexemes.rows, names: names.rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const size = read.documents.length;
  const places = { 'ranking,asc': new Int32Array(size), 'price,asc': new Int32Array(size), 'price,desc': new Int32Array(size) };
  // The document number is the row's position (menu order).
  const documents = read.documents.map((r, document): IndexDocument => {
    places['ranking,asc'][document] = r.by_ranking;
    places['price,asc'][document] = r.by_price_up;
    places['price,desc'][document] = r.by_price_down;
    return { productId: r.product_id, brandId: r.brand_id, menuId: r.menu_id, ranking: r.ranking, priceCents: r.cents, discount: r.discount };
  });
  await yieldToRequests();
  const lexemes = await mapInSlices(
    read.lexemes,
    (r): IndexLexeme => ({ lexeme: r.lexeme, documents: toPostings(size, docNumbers(r.docs)), inName: r.name_docs ? toPostings(size, docNumbers(r.name_docs)) : null }),
  );
  return { documents, lexemes, nameWords: await nameTerms(size, read.names), places };
}

type DocumentRow = {
  product_id: number;
  brand_id: number;
  menu_id: number;
  ranking: number;
  cents: number;
  discount: number;
  by_ranking: number;
  by_price_up: number;
  by_price_down: number;
};

export async function loadMenuEntries(db: Database): Promise<Map<number, MenuEntry>> {
  const items = await db.execute<{ menu_id: number; parent_id: number | null; canonical_url: string }>(sql`
    select menu_id, parent_id, canonical_url from menu_items`);
  const translations = await db.execute<{ menu_id: number; language: string; label: string | null; canonical_url: string | null }>(sql`
    select menu_id, language, label, canonical_url from menu_translations order by menu_id, language`);
  const entries = new Map<number, MenuEntry>();
  for (const item of items.rows) {
    entries.set(item.menu_id, { menuId: item.menu_id, parentId: item.parent_id, canonicalUrl: item.canonical_url, translations: new Map() });
  }
  for (const row of translations.rows) {
    entries.get(row.menu_id)?.translations.set(row.language, { label: row.label ?? '', canonicalUrl: row.canonical_url ?? '' });
  }
  return entries;
}
