/**
 * The API answers a page's browser needs the moment it wakes (issue 30 §3), carried in the page
 * so waking is one wave of script requests with no API round trip in front of it: the remote
 * registry (which remote entries to load) and the brand details (the basket's pricing: shipping
 * terms, promotions). They are anonymous and the same for every visitor of a language, so the page
 * stays cacheable; the flags and the promotion strip's texts (the banner labels) travel already
 * (`flags`, `banner` in the embedded state). The browser primes its API client with them
 * (`ApiClient.prime`): each answers the first matching call once, later calls ask the API.
 */
import { fetchBrandDetails, fetchRemoteRegistry, getApiClient, type ApiContext, type PrimedAnswer } from '@trama/shared/api';
import type { Language, RemoteRegistry } from '@trama/shared/contract';

export interface WakeAnswers {
  /** `registry`: the answer the page was rendered with (issue 33: this visitor's builds). */
  of(language: Language, registry: Promise<RemoteRegistry>): Promise<PrimedAnswer[]>;
  forget(): void;
}

/**
 * `run` calls its function inside the page's server API context, extended with `record`, so the
 * answers are keyed exactly as the browser's client will ask for them.
 */
export function createWakeAnswers(
  run: <T>(context: Partial<ApiContext>, language: Language, call: () => Promise<T>) => Promise<T>,
  log: (what: string, error: unknown) => void,
): WakeAnswers {

  function collect(language: Language, registry: Promise<RemoteRegistry>): Promise<PrimedAnswer[]> {
    const answers: PrimedAnswer[] = [];
    const record = (key: string, answer: unknown) => answers.push({ key, answer });
    // The registry is the one the page was rendered with, not asked again (issue 33: the host
    // chose it for this visitor; an in-process call carries no visitor). The client still makes
    // the call, answered by that registry, so the key is exactly the one the browser asks under.
    const registryTransport = async () => new Response(JSON.stringify(await registry), { headers: { 'content-type': 'application/json' } });
    const calls: [Partial<ApiContext>, () => Promise<unknown>][] = [
      [{ record, transport: registryTransport }, () => fetchRemoteRegistry(getApiClient())],
      [{ record }, () => fetchBrandDetails(getApiClient(), undefined, language)],
    ];
    // One failing call leaves its answer out: the browser then asks for it, as before.
    return Promise.allSettled(calls.map(([context, call]) => run(context, language, call))).then((results) => {
      for (const result of results) if (result.status === 'rejected') log('wake answer failed', result.reason);
      return answers;
    });
  }

  // Asked on every render, never kept: the registry follows the remote flags and a deploy on the
  // next request (a kept copy named a remote the flags had just switched off), and both answers
  // come from the API in-process (~1 ms); the page's own cache keys on the registry and flags.
  return {
    of(language, registry) {
      return collect(language, registry);
    },
    forget() {
      // Nothing kept.
    },
  };
}
