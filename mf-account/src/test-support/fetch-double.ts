import { vi } from 'vitest';

/** One answer of the fetch double: a JSON body, or raw bytes (a PDF). */
export type Answer = { status?: number; json?: unknown; bytes?: string; contentType?: string };
type Route = [pattern: string | RegExp, answer: Answer | ((url: string, init?: RequestInit) => Answer)];

export interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Serves the issue-14 contract's shapes to the components under test, by URL (the first route
 * that matches wins); anything else answers 404. Returns the calls made, in order.
 */
export function serveApi(...routes: Route[]): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({
      method: init?.method ?? 'GET',
      url,
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes.find(([pattern]) => (typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url)));
    if (!route) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no route' }), { status: 404 });
    const answer = typeof route[1] === 'function' ? route[1](url, init) : route[1];
    if (answer.bytes !== undefined) {
      return new Response(answer.bytes, { status: answer.status ?? 200, headers: { 'content-type': answer.contentType ?? 'application/pdf' } });
    }
    return new Response(JSON.stringify(answer.json ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
