/**
 * Request bodies: every route that takes a body (from the OpenAPI document, so a new one is
 * covered) answers 413 for an oversized body, 400 INVALID_JSON for malformed JSON and 415 for a
 * non-JSON content type, always as ApiErrorBody, and writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../../src/config.ts';
import { bearer, customerWithToken } from '../helpers/auth.ts';
import { expectApiError, rowCounts } from '../helpers/security.ts';
import { testAppForFile } from '../helpers/test-app.ts';
import { postRaw } from '../helpers/raw-body.ts';

const t = testAppForFile();
const NEWSLETTER = '/api/external/azure/zg-newsletter-create';
let routes: { method: 'POST' | 'PUT' | 'PATCH'; url: string }[];
let headers: Record<string, string>;
beforeAll(async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    (['post', 'put', 'patch'] as const)
      .filter((method) => method in operations)
      .map((method) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, '1') })),
  );
  // A valid token, so secured routes get as far as reading the body.
  headers = bearer((await customerWithToken(t)).token);
});

describe('body limits and content types on every route that takes a body', () => {
  it('the OpenAPI document lists the body routes (register, pricing, newsletter, change-password…)', () => {
    const urls = routes.map((r) => r.url);
    for (const url of ['/api/register', '/api/authenticate', '/api/external/basket/pricing', '/api/external/azure/zg-newsletter-create', '/api/account/change-password']) {
      expect(urls).toContain(url);
    }
  });

  it(`a body over ${DEFAULT_BODY_LIMIT / 1024} KiB is 413 PAYLOAD_TOO_LARGE and nothing is written`, async () => {
    const before = await rowCounts(t);
    const huge = JSON.stringify({ email: 'a@b.it', padding: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    for (const route of routes) {
      const res = await t.app.inject({ ...route, headers: { ...headers, 'content-type': 'application/json' }, payload: huge });
      expectApiError(res, 413, 'PAYLOAD_TOO_LARGE', `${route.method} ${route.url}`);
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('a body just under the limit is read (answered by the route, not 413)', async () => {
    const res = await postRaw(t, NEWSLETTER, JSON.stringify({ email: 'a@b.it', brandId: 3, pad: 'x'.repeat(DEFAULT_BODY_LIMIT - 100) }));
    expect(res.statusCode).not.toBe(413);
  });

  it('malformed JSON is 400 INVALID_JSON and nothing is written', async () => {
    const before = await rowCounts(t);
    for (const route of routes) {
      for (const payload of ['{"email": "a@b.it",', "{'email': 1}", '{"a":1}}', 'undefined', '\u0000']) {
        const res = await t.app.inject({ ...route, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expectApiError(res, 400, 'INVALID_JSON', `${route.method} ${route.url} ${payload}`);
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('JSON prototype pollution keys are refused, not merged', async () => {
    const res = await postRaw(t, NEWSLETTER, '{"email":"proto@example.com","brandId":3,"__proto__":{"polluted":true}}');
    expectApiError(res, 400, 'INVALID_JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a non-JSON content type (text/plain, form, multipart, XML, HTML) is 415 UNSUPPORTED_MEDIA_TYPE and nothing is written', async () => {
    const before = await rowCounts(t);
    for (const route of routes) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html']) {
        const res = await t.app.inject({ ...route, headers: { ...headers, 'content-type': contentType }, payload: '{"email":"a@b.it","brandId":3}' });
        expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', `${route.method} ${route.url} ${contentType}`);
      }
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
