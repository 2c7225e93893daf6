/** Requests whose body goes as written (malformed JSON, another content type), not serialised by inject. */
import type { TestApp } from './test-app.ts';

/** POSTs `payload` to `url` as it is, with this content type (JSON unless told). */
export const postRaw = (t: TestApp, url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
