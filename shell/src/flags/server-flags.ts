/**
 * The flags one server render uses (docs/rendering.md, docs/flags.md): the API's own OFREP bulk
 * evaluation through the host's fetch (in-process, no socket), once per request, so a flag flipped
 * in config/flags.json shows in the next page's first HTML. Never fails and never waits past
 * `budgetMs`: a slow or broken flag service gives {} (every flag at its storefront §9 default).
 */
import type { FlagValues } from '@trama/shared/contract';
import { flagValuesOfOfrep } from './flag-values.ts';

export async function serverFlags(
  fetch: (url: string, init?: RequestInit) => Promise<Response>,
  origin: string,
  budgetMs: number,
): Promise<FlagValues> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<FlagValues>((resolve) => {
    timer = setTimeout(() => resolve({}), budgetMs);
  });
  const evaluation = fetch(`${origin}/ofrep/v1/evaluate/flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ context: {} }),
  })
    .then(async (response) => (response.ok ? flagValuesOfOfrep(await response.json()) : {}))
    .catch(() => ({}));
  return Promise.race([evaluation, timeout]).finally(() => clearTimeout(timer));
}
