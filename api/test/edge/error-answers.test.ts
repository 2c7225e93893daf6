/**
 * Issue 12 points 9 and 17 (architecture §2 platform contract, §4 security headers): an unknown
 * API path is a JSON 404, never the shop's page; every error answer — bad %-encoding, bad JSON,
 * 404, 413, 415, a refused HTTP request — has the shop's error shape { statusCode, code, message },
 * the security headers, and never echoes what the client sent.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSecurityHeaders, expectShopError } from '../helpers/edge.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const INDEX = '<!doctype html><html lang="it"><head><title>Trama</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ security: { bodyLimit: 1024 } });
  // The shell is built: a path that wrongly fell back to the page would answer 200 text/html.
  await t.write('shell/dist/index.html', INDEX);
});
afterAll(() => t.close());

const UNKNOWN_API_PATHS = [
  '/storeservice/api/external/store/nothing-here',
  '/storeservice/api/external/store/nothing-here?brandId=3',
  '/storeservice',
  '/storeservice/',
  '/api/external/nothing-here',
  '/api/external/nothing-here/',
  '/api/',
  '/ofrep/v1/nothing',
  '/media/nothing-here',
  '/dev/nothing-here',
  // Any case: pages are lower case, so these are API calls with a typo, not pages.
  '/API/external/menu',
  '/Storeservice/api/external/store/by-brand',
  '/OFREP/v1/evaluate/flags',
  '/Media/products/x',
];

describe('point 9: an API path that does not exist is a JSON 404, never the page', () => {
  it.each(UNKNOWN_API_PATHS)('GET %s: 404 NOT_FOUND JSON with the security headers', async (url) => {
    const res = await t.app.inject({ url });
    expectShopError(res, 404, 'NOT_FOUND', url, ['nothing-here', 'by-brand', 'brandId']);
  });

  it('any method on an unknown API path: 404 NOT_FOUND JSON (POST, PUT, PATCH, DELETE, OPTIONS)', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      for (const url of ['/storeservice/api/external/store/nothing-here', '/api/external/nothing-here', '/API/account']) {
        const res = await t.app.inject({ method, url, payload: method === 'OPTIONS' ? undefined : {} });
        expectShopError(res, 404, 'NOT_FOUND', `${method} ${url}`);
      }
    }
  });

  it('HEAD on an unknown API path: 404 with JSON headers and the security headers, no page', async () => {
    for (const url of ['/storeservice/api/external/store/nothing-here', '/api/external/nothing-here', '/API/x']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).toMatch(/^application\/json/);
      expectSecurityHeaders(res, `HEAD ${url}`);
    }
  });

  it('page paths still get the shell (GET and HEAD), with or without a trailing slash', async () => {
    for (const url of ['/', '/it/letto', '/it/negozi/', '/en/apiary', '/it/storeservice-info']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, `HEAD ${url}`).toBe(200);
    }
  });

  it('a POST to a page path is a JSON 404, not the page', async () => {
    expectShopError(await t.app.inject({ method: 'POST', url: '/it/letto', payload: {} }), 404, 'NOT_FOUND', 'POST /it/letto');
  });
});

describe('point 17: every error answer has the shop shape and the security headers, and echoes nothing', () => {
  it('malformed %-encoding in the path: 400 INVALID_URL, the path not echoed', async () => {
    for (const url of ['/api/external/content/grid/%E0%A4%A', '/it/%E0%A4%A', '/api/external/product/%ED%A0%80', '/%zz<script>']) {
      const res = await t.app.inject({ url });
      expectShopError(res, 400, 'INVALID_URL', url, ['%E0%A4%A', '%ED%A0%80', '<script>', 'grid']);
    }
  });

  it('malformed %-encoding with other methods is the same 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/external/basket/pricing/%E0%A4%A', payload: {} });
    expectShopError(res, 400, 'INVALID_URL', 'POST bad encoding');
  });

  it('a path parameter above the router limit (500 characters): a JSON error with the headers, the value not echoed', async () => {
    const long = 'x<y'.repeat(200);
    for (const url of [`/api/external/content/grid/${long}`, `/api/external/product/${long}`, `/dev/mailbox/${long}`]) {
      const res = await t.app.inject({ url });
      expect([400, 404, 414], url).toContain(res.statusCode);
      expectShopError(res, res.statusCode, res.json().code, url.slice(0, 40), ['x<y']);
    }
  });

  it('in production the framework error also carries HSTS', async () => {
    const production = await createTestApp({ security: { production: true } });
    try {
      const res = await production.app.inject({ url: '/api/external/content/grid/%E0%A4%A' });
      expectShopError(res, 400, 'INVALID_URL', 'production');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
    } finally {
      await production.close();
    }
  });

  it('malformed JSON: 400 INVALID_JSON without the parser message or the body', async () => {
    const payload = '{"email": "<script>alert(1)</script>", oops}';
    const res = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': 'application/json' }, payload });
    expectShopError(res, 400, 'INVALID_JSON', 'bad JSON', ['<script>', 'oops', 'position', 'Unexpected']);
  });

  it('empty JSON body declared as JSON: 400 INVALID_JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': 'application/json' }, payload: '' });
    expectShopError(res, 400, 'INVALID_JSON', 'empty JSON');
  });

  it('an unsupported content type: 415 UNSUPPORTED_MEDIA_TYPE without quoting the header', async () => {
    const contentType = 'application/x-evil<script>';
    const res = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': contentType }, payload: 'a=b' });
    expectShopError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', '415', ['x-evil', '<script>']);
    const plain = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expectShopError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE', 'text/plain', ['text/plain']);
  });

  it('a body above the limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkemail', payload: { email: 'x'.repeat(2000) } });
    expectShopError(res, 413, 'PAYLOAD_TOO_LARGE', '413', ['xxxxxxxx']);
  });

  it('a schema refusal: 400 VALIDATION_ERROR with the shape and the headers, not the value', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/checkemail', headers: { 'content-type': 'application/json' }, payload: '["<b>not-an-object</b>"]' });
    expectShopError(res, 400, 'VALIDATION_ERROR', 'validation', ['<b>', 'not-an-object']);
  });

  it('an error thrown by an onRequest hook (no bearer on a secured route): 401 in the shop shape with the headers', async () => {
    const res = await t.app.inject({ url: '/api/account', headers: { authorization: 'Bearer <script>x</script>' } });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res, '401');
    expect(res.json()).toMatchObject({ statusCode: 401, code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toContain('<script>');
  });

  it('a 404 message does not echo the path it was asked for', async () => {
    const res = await t.app.inject({ url: '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expectShopError(res, 404, 'NOT_FOUND', '404 echo', ['<script>', 'alert', '%3C']);
  });

  it('a request Node refuses before routing (a header with a line break, a bad request line): 400 in the shop shape with the headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = async (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    for (const request of ['GET /api/health HTTP/1.1\r\nHost: x\r\nBrand: a\u0000b\r\n\r\n', 'GET /<script> HTTP/9.9 junk\r\n\r\n']) {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, JSON.stringify(request)).toMatch(/^HTTP\/1\.1 400 /);
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      expectShopError({ statusCode: 400, headers, body }, 400, 'BAD_REQUEST', JSON.stringify(request), ['<script>', 'junk']);
    }
  });
});
