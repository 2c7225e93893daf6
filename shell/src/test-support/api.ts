import { vi } from 'vitest';
import type { BannerLabel, MenuItem } from '@trama/shared/contract';

export interface ApiStub {
  menu?: MenuItem[] | 'fail';
  labels?: BannerLabel[];
}

/** Answers the shell's API calls from memory (the tests never need the API on :8080). */
export function stubApi(stub: ApiStub) {
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const language = new Headers(init?.headers).get('language') ?? '';
    calls.push(`${url} [${language}]`);
    if (url.includes('/api/external/menu')) {
      return stub.menu === 'fail' || !stub.menu ? json({ statusCode: 503, code: 'DOWN', message: 'down' }, 503) : json(stub.menu);
    }
    if (url.includes('/label-languages')) return json(stub.labels ?? []);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: url }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
