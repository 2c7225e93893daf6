/**
 * Issue 17 §5 "search with best sellers": when nothing matches the words, the page offers phrases
 * the catalogue does know — shorter ones (a word left out) and the typed words corrected to the
 * nearest word of a product found with them.
 */

/** At most this many shorter phrases are tried (each one is a small search request). */
export const MAX_CANDIDATES = 4;
/** At most this many suggestions are shown. */
export const MAX_SUGGESTIONS = 3;

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const fold = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * 'lenzuolo seta blu' → 'lenzuolo seta', 'seta blu', 'lenzuolo', 'seta': the phrases one word
 * shorter first (they keep most of what was meant), then single words; a one-word search has none.
 */
export function shorterPhrases(criteria: string): string[] {
  const all = words(criteria);
  if (all.length < 2) return [];
  const phrases: string[] = [];
  for (let size = all.length - 1; size >= 1; size -= 1) {
    for (let start = 0; start + size <= all.length; start += 1) phrases.push(all.slice(start, start + size).join(' '));
  }
  const seen = new Set<string>();
  return phrases.filter((p) => !seen.has(fold(p)) && seen.add(fold(p))).slice(0, MAX_CANDIDATES);
}

/** Edit distance (insert, delete, replace), enough for the few short words of a search. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The phrase with each word replaced by the closest word of the names found with it ('lenzulo'
 * → 'lenzuolo'), when one is close enough (about a third of its letters); a word the names
 * contain, or one nothing is close to, stays as typed.
 */
export function correctedPhrase(phrase: string, names: readonly string[]): string {
  const vocabulary = [...new Set(names.flatMap(words))].filter((w) => w.length >= 3);
  return words(phrase)
    .map((word) => {
      const typed = fold(word);
      if (vocabulary.some((w) => fold(w) === typed)) return word;
      let best: { word: string; distance: number } | null = null;
      for (const candidate of vocabulary) {
        const distance = editDistance(typed, fold(candidate));
        if (!best || distance < best.distance) best = { word: candidate.toLowerCase(), distance };
      }
      return best && best.distance <= Math.max(1, Math.floor(typed.length / 3)) ? best.word : word;
    })
    .join(' ');
}

export interface PhraseSuggestion {
  phrase: string;
  total: number;
}

/** Phrases that found products, distinct (by their folded words), in the order tried; never the search itself. */
export function pickSuggestions(criteria: string, found: readonly PhraseSuggestion[]): PhraseSuggestion[] {
  const seen = new Set([fold(words(criteria).join(' '))]);
  return found
    .filter((s) => s.total > 0)
    .filter((s) => {
      const key = fold(words(s.phrase).join(' '));
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, MAX_SUGGESTIONS);
}
