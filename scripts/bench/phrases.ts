/**
 * Search phrases made of the catalogue's own words (issue 18 §1), in the shop's five languages:
 * single words, two- and three-word combinations, with typos (a letter dropped, two swapped, one
 * doubled) and accents added or removed, so the search target measures searches, not a cache hit
 * rate. The demo catalogue speaks with few words (80 in Italian at 50,000 products), so the
 * languages and the typos are what make tens of thousands of distinct searches. Pure and
 * deterministic: the same names give the same phrases in the same order.
 */
import { createRandom, type Random } from '../../api/src/db/seed/catalogue/random.ts';

/** Articles and prepositions of the names ("Lenzuolo in lino"; shorter ones go by length): not worth a search on their own. */
const STOP_WORDS = new Set(['con', 'per', 'del', 'della', 'dal', 'the', 'and', 'with', 'for', 'les', 'des', 'pour', 'avec', 'und', 'mit', 'aus', 'von', 'für', 'los', 'las', 'para', 'con', 'del']);
const VOWEL_ACCENTS: Record<string, string[]> = { a: ['à', 'á'], e: ['è', 'é'], i: ['ì', 'í'], o: ['ò', 'ó'], u: ['ù', 'ú'] };
const SEED = 18_001;

export type Variant = 'word' | 'two words' | 'typo' | 'accent';

/** How the search (and any cache in front of it) sees a phrase: words, lower case, accents folded, sorted. */
export function phraseKey(phrase: string): string {
  const words = phrase
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].sort().join(' ');
}

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The searchable words of one name, lower case, in order (no stop words, no numbers alone). */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** One typo in a word of at least 4 letters: a letter dropped, two neighbours swapped, or one doubled. */
export function typo(word: string, random: Random): string {
  const letters = [...word];
  if (letters.length < 4) return word;
  // Never the first letter: shoppers rarely miss it, and the typo search keys on it.
  const at = random.int(1, letters.length - 2);
  const kind = random.int(0, 2);
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  else letters.splice(at, 0, letters[at]!);
  const out = letters.join('');
  return out === word ? `${word.slice(0, -1)}` : out;
}

/** Accents removed when the word has some, else one vowel accented (lenzuola → lenzuòla, líno). */
export function toggleAccent(word: string, random: Random): string {
  const folded = fold(word);
  if (folded !== word) return folded;
  const vowels = [...word].flatMap((letter, i) => (VOWEL_ACCENTS[letter] ? [i] : []));
  if (!vowels.length) return word;
  const at = random.pick(vowels);
  const letters = [...word];
  letters[at] = random.pick(VOWEL_ACCENTS[letters[at]!]!);
  return letters.join('');
}

/** One search: its phrase and the shop language it is asked in (the `language` header). */
export interface Phrase {
  text: string;
  language: string;
  kinds: Variant[];
}

export interface Phrases {
  phrases: Phrase[];
  /** How many phrases of each kind (a phrase with a typo and an accent counts under both). */
  counts: Record<Variant, number>;
}

/** At most this share of the phrases carry a typo: enough to measure the typo path, not all of it. */
const MAX_TYPO_SHARE = 0.6;

export function countKinds(phrases: readonly Pick<Phrase, 'kinds'>[]): Record<Variant, number> {
  const counts: Record<Variant, number> = { word: 0, 'two words': 0, typo: 0, accent: 0 };
  for (const { kinds } of phrases) for (const kind of kinds) counts[kind]++;
  return counts;
}

/** Words, two-word combinations of one name (any two of its words, in order) and runs of three words. */
function basesOf(names: readonly string[]): string[][] {
  const words = new Set<string>();
  const combos = new Set<string>();
  for (const name of names) {
    const list = nameWords(name);
    list.forEach((word, i) => {
      words.add(word);
      for (let j = i + 1; j < list.length; j++) combos.add(`${word} ${list[j]}`);
      if (i + 2 < list.length) combos.add(list.slice(i, i + 3).join(' '));
    });
  }
  return [...[...words].sort().map((w) => [w]), ...[...combos].sort().map((p) => p.split(' '))];
}

/** Each kind of product (the first word of its names) with the other words its names use. */
function kindsOf(names: readonly string[]): [string, string[]][] {
  const groups = new Map<string, Set<string>>();
  for (const name of names) {
    const [kind, ...rest] = nameWords(name);
    if (!kind || rest.length === 0) continue;
    const words = groups.get(kind) ?? new Set<string>();
    for (const word of rest) if (word !== kind) words.add(word);
    groups.set(kind, words);
  }
  return [...groups].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([kind, words]) => [kind, [...words].sort()]);
}

/**
 * Up to `wanted` phrases over the shop languages' names (`names` by language), no two alike for
 * the search (language + phraseKey): every word and combination once as it is (a quarter with an
 * accent toggled), then typo variants up to MAX_TYPO_SHARE of the list; shuffled, so that any
 * stretch of the list mixes languages, words, combinations, typos and accents alike.
 */
export function makePhrases(names: Readonly<Record<string, readonly string[]>>, wanted: number, seed = SEED): Phrases {
  const random = createRandom(seed);
  const seen = new Set<string>();
  const clean: Phrase[] = [];
  const typos: Phrase[] = [];
  const add = (into: Phrase[], language: string, phraseWords: string[], kinds: Variant[]) => {
    const text = phraseWords.join(' ');
    const key = `${language}:${phraseKey(text)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    into.push({ text, language, kinds });
    return true;
  };
  const bases = Object.keys(names)
    .sort()
    .map((language) => ({ language, bases: basesOf(names[language]!) }));
  for (const { language, bases: list } of bases) {
    for (const base of list) {
      const kind: Variant = base.length === 1 ? 'word' : 'two words';
      if (random.chance(0.25)) add(clean, language, base.map((w, i) => (i === base.length - 1 ? toggleAccent(w, random) : w)), [kind, 'accent']);
      else add(clean, language, base, [kind]);
    }
  }
  // Then the kind of a product (a name's first word) with one or two words of other names of that
  // kind ("lenzuolo salvia percalle"), as a shopper narrows a search, until the clean phrases
  // leave room for the typos' share: enough phrases that a run at thousands of searches a second
  // sends none twice. Most find products; some find none, as a shopper's do.
  const cleanWanted = Math.floor(wanted * (1 - MAX_TYPO_SHARE));
  const kinds = Object.keys(names)
    .sort()
    .map((language) => ({ language, groups: kindsOf(names[language]!) }));
  let width = 2;
  for (let misses = 0; clean.length < cleanWanted && misses < 10_000; ) {
    let added = false;
    for (const { language, groups } of kinds) {
      if (groups.length === 0 || clean.length >= cleanWanted) continue;
      const [kind, words] = groups[random.int(0, groups.length - 1)]!;
      const picked = [...new Set(Array.from({ length: width - 1 }, () => words[random.int(0, words.length - 1)]!))];
      if (picked.length === width - 1 && add(clean, language, [kind, ...picked], ['two words'])) added = true;
    }
    misses = added ? 0 : misses + 1;
    // Two words first; three once the pairs run short (a catalogue of few words has few pairs).
    if (misses === 50 && width === 2) {
      width = 3;
      misses = 0;
    }
  }
  const crossed = bases.map(({ language }) => ({ language, bases: clean.filter((p) => p.language === language).map((p) => p.text.split(' ')) }));
  const typoRoom = Math.max(0, Math.min(wanted - clean.length, Math.floor((clean.length * MAX_TYPO_SHARE) / (1 - MAX_TYPO_SHARE))));
  for (let round = 0; typos.length < typoRoom && round < 200; round++) {
    let added = 0;
    for (const { language, bases: list } of crossed) {
      for (const base of list) {
        if (typos.length >= typoRoom) break;
        const kind: Variant = base.length === 1 ? 'word' : 'two words';
        const at = random.int(0, base.length - 1);
        const variant = base.map((w, i) => (i === at ? typo(w, random) : w));
        const accented = random.chance(0.2);
        const final = accented ? variant.map((w, i) => (i === base.length - 1 - at ? toggleAccent(w, random) : w)) : variant;
        if (add(typos, language, final, accented ? [kind, 'typo', 'accent'] : [kind, 'typo'])) added++;
      }
    }
    if (added === 0) break;
  }
  const out = [...clean, ...typos];
  // Fisher-Yates, so a timed window of any length sees every kind of phrase.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  const kept = out.slice(0, wanted);
  return { phrases: kept, counts: countKinds(kept) };
}

/**
 * Hands out phrases in order across every connection of every load (warm-up first, then the
 * timed run), so no phrase is sent twice until the list runs out; then it starts over and says so.
 */
export class PhraseSource<T = string> {
  private next = 0;
  readonly phrases: readonly T[];
  constructor(phrases: readonly T[]) {
    if (!phrases.length) throw new Error('PhraseSource needs at least one phrase');
    this.phrases = phrases;
  }

  take(): T {
    return this.phrases[this.next++ % this.phrases.length]!;
  }

  /** Phrases handed out so far (repeats included). */
  get taken(): number {
    return this.next;
  }

  /** Of the phrases handed out since `from` (a `taken` reading), how many had been handed out before. */
  repeatedSince(from: number): number {
    // Hand-out i repeats a phrase exactly when i ≥ the number of phrases.
    return Math.max(0, this.next - Math.max(from, this.phrases.length));
  }
}
