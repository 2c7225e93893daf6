/** One autocannon run against one API target, with our own p95 (autocannon reports p97.5, not p95). */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { percentile } from './budgets.ts';
import type { CurveMetric, LoadKind, LoadResult } from './types.ts';

export interface LoadTarget {
  name: string;
  kind: LoadKind;
  method: 'GET' | 'POST';
  /** Several paths are rotated round-robin on every connection. */
  paths: string[];
  /**
   * The path (and extra headers) of each request, asked anew for every request of every connection
   * (a search phrase never repeated, in its language); `paths` then only names the target in the report.
   */
  next?: () => { path: string; headers?: Record<string, string> };
  /** Which curve of the cost curve (issue 18 §3) this target's p95 belongs to. */
  curve?: CurveMetric;
  body?: unknown;
  /** Request headers; the shop's API headers when absent. */
  headers?: Record<string, string>;
}

/** The request context the storefront's public calls send (storefront §7). */
export const SHOP_HEADERS: Record<string, string> = {
  accept: 'application/json',
  brand: '3',
  language: 'it',
  currency: 'EUR',
  country: 'IT',
  promoCluster: 'E',
};

/** What a browser sends for a page: HTML first, compressed answers welcome. */
export const PAGE_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'it-IT,it;q=0.9',
};

export async function runLoad(origin: string, target: LoadTarget, connections: number, durationSeconds: number): Promise<LoadResult> {
  const base = target.headers ?? SHOP_HEADERS;
  const headers = target.body === undefined ? base : { ...base, 'content-type': 'application/json' };
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const next = target.next;
  // autocannon rebuilds a request with a setupRequest hook before every send, on each connection.
  const requests: AutocannonRequest[] = next
    ? [
        {
          method: target.method,
          headers,
          body,
          setupRequest: (request) => {
            const { path, headers: extra } = next();
            return { ...request, path, headers: extra ? { ...headers, ...extra } : headers };
          },
        },
      ]
    : target.paths.map((path) => ({ method: target.method, path, headers, body }));
  const latencies: number[] = [];

  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections, duration: durationSeconds, timeout: 10, requests },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    // autocannon stops itself after `duration`; this is the guard if a stuck server keeps it going.
    const guard = setTimeout(() => instance.stop(), (durationSeconds + 30) * 1000);
    instance.once('done', () => clearTimeout(guard));
  });

  latencies.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    name: target.name,
    kind: target.kind,
    ...(target.curve ? { curve: target.curve } : {}),
    method: target.method,
    paths: target.paths,
    connections,
    durationSeconds,
    requests: latencies.length,
    requestsPerSecond: latencies.length / Math.max(result.duration, 1e-9),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}
