import type { ApiClient } from '@trama/shared/api';
import { correctedPhrase, pickSuggestions, shorterPhrases, type PhraseSuggestion } from '../model/phrase-suggestions.ts';
import { SUGGESTION_SIZE, searchProducts } from './search-products.ts';

/**
 * Issue 17 §5: asks the search (§7, suggestion size 4) for each shorter phrase of a search that
 * found nothing, and keeps those that find products, corrected to the words of the names found.
 */
export async function phraseSuggestions(api: ApiClient, criteria: string, signal?: AbortSignal): Promise<PhraseSuggestion[]> {
  const tried = await Promise.all(
    shorterPhrases(criteria).map((phrase) =>
      searchProducts(api, phrase, 0, signal, SUGGESTION_SIZE).then(
        (answer) => ({ phrase: correctedPhrase(phrase, answer.products.content.map((p) => p.name)), total: answer.products.totalElements }),
        // One phrase that fails is one suggestion fewer, not an error on a page that already says "nothing found".
        () => ({ phrase, total: 0 }),
      ),
    ),
  );
  return pickSuggestions(criteria, tried);
}
