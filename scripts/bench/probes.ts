/**
 * Where the time goes (issue 18 §1), one uncached request at a time on an otherwise idle server:
 * search phrases never sent before, by kind (clean or with a typo, Italian or another language),
 * and listing pages never asked before (the load repeats one page, so its figure is of the cache).
 */
import { percentile } from './budgets.ts';
import { SHOP_HEADERS } from './load.ts';
import type { Phrase } from './phrases.ts';
import { searchPath } from './targets.ts';
import type { SearchProbe } from './types.ts';

const PER_GROUP = 12;

/** The probe's group of a phrase: 'typo, it', 'clean, other languages', … */
export function probeGroup(phrase: Phrase): string {
  return `${phrase.kinds.includes('typo') ? 'typo' : 'clean'}, ${phrase.language === 'it' ? 'it' : 'other languages'}`;
}

/** Up to PER_GROUP phrases of each group, taken from `unused` (phrases the load never sent), in order (pure). */
export function pickProbePhrases(unused: readonly Phrase[]): Map<string, Phrase[]> {
  const groups = new Map<string, Phrase[]>();
  for (const phrase of unused) {
    const list = groups.get(probeGroup(phrase)) ?? [];
    if (list.length < PER_GROUP) groups.set(probeGroup(phrase), [...list, phrase]);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

interface ProbeRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/** The requests one after the other: median and slowest time, failures. */
async function timeOneByOne(origin: string, group: string, requests: readonly ProbeRequest[]): Promise<SearchProbe> {
  const times: number[] = [];
  let failures = 0;
  for (const request of requests) {
    const headers = { ...SHOP_HEADERS, ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) };
    const started = performance.now();
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => null);
    await response?.arrayBuffer();
    times.push(performance.now() - started);
    if (!response?.ok) failures++;
  }
  times.sort((a, b) => a - b);
  return { group, requests: times.length, medianMs: percentile(times, 50), maxMs: times.at(-1) ?? 0, failures };
}

export async function probeSearch(origin: string, unused: readonly Phrase[]): Promise<SearchProbe[]> {
  const probes: SearchProbe[] = [];
  for (const [group, phrases] of pickProbePhrases(unused)) {
    probes.push(await timeOneByOne(origin, group, phrases.map((phrase) => ({ path: searchPath(phrase.text), headers: { language: phrase.language } }))));
  }
  return probes;
}

/**
 * Listing pages the load never asked for: pages 2-5 of the listing in each of its sorts, with the
 * load's body (filters). `listPath` is the load's path (page=0, ranking order).
 */
export function unaskedListingPaths(listPath: string, sorts: readonly string[]): string[] {
  const url = new URL(listPath, 'http://x');
  return sorts.flatMap((sort) =>
    [2, 3, 4, 5].map((page) => {
      url.searchParams.set('page', String(page));
      url.searchParams.set('sort', sort);
      return `${url.pathname}${url.search}`;
    }),
  );
}

export async function probeListing(origin: string, listPath: string, body: unknown, sorts: readonly string[]): Promise<SearchProbe> {
  const requests = unaskedListingPaths(listPath, sorts).map((path) => ({ path, method: 'POST' as const, body }));
  return timeOneByOne(origin, 'pages never asked', requests);
}
