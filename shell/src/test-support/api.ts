import { vi } from 'vitest';
import type { BannerLabel, MenuItem } from '@trama/shared/contract';

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A reply of a stubbed route: a body (status 200) or {status, body}; undefined passes to the next. */
export type StubReply = { status: number; body?: unknown } | undefined;
export type StubRoute = (request: StubRequest) => StubReply | Promise<StubReply>;

export interface ApiStub {
  menu?: MenuItem[] | 'fail';
  labels?: BannerLabel[];
  /** 'POST /api/authenticate' → handler; the path is matched without the query. */
  routes?: Record<string, StubRoute>;
}

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the shell's API calls from memory (the tests never need the API on :8080). */
export function stubApi(stub: ApiStub) {
  const calls: string[] = [];
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const language = headers.get('language') ?? '';
    calls.push(`${url} [${language}]`);
    const parsed = new URL(url, 'http://shop.test');
    const method = init?.method ?? 'GET';
    const request: StubRequest = { method, url: parsed, headers, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const route = stub.routes?.[`${method} ${parsed.pathname}`];
    const reply = route ? await route(request) : undefined;
    if (reply) return json(reply.body ?? null, reply.status);
    if (url.includes('/api/external/menu')) {
      return stub.menu === 'fail' || !stub.menu ? json({ statusCode: 503, code: 'DOWN', message: 'down' }, 503) : json(stub.menu);
    }
    if (url.includes('/label-languages')) return json(stub.labels ?? []);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: url }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, requests, fetchMock };
}

export const ok = (body: unknown = null): StubReply => ({ status: 200, body });
export const fail = (status: number, code: string, messageKey?: string): StubReply => ({
  status,
  body: { statusCode: status, code, message: code, ...(messageKey ? { messageKey } : {}) },
});
