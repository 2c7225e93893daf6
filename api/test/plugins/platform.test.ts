import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testAppForFile } from '../helpers/test-app.ts';
import { postRaw } from '../helpers/raw-body.ts';

const t = testAppForFile();

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('reports 503 degraded when PostgreSQL cannot be reached', async () => {
    // Port 55409 is in the test range and nothing listens there.
    const app = await buildApp({ databaseUrl: 'postgres://postgres:none@localhost:55409/none', paths: t.paths, poolSize: 1 });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('answers brotli to a client that accepts it, gzip to one that only accepts gzip', async () => {
    const br = await t.app.inject({ url: '/api/external/content/grid/21', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toHaveLength(JSON.parse((await t.app.inject({ url: '/api/external/content/grid/21' })).body).length);
    const gzip = await t.app.inject({ url: '/api/external/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).length).toBeGreaterThan(10);
  });
});

describe('errors', () => {
  it('an unknown /api path is a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/external/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('an unsupported body type is 415 with a code', async () => {
    const res = await postRaw(t, '/api/external/azure/zg-newsletter-create', 'email,brandId', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('OpenAPI', () => {
  it('documents every API route at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/health',
      '/api/external/menu',
      '/api/external/content/grid/{id}',
      '/api/external/brands/details',
      '/api/external/brands/{brandId}/label-languages',
      '/api/external/remotes',
      '/api/external/stores/stores-by-brand-id',
      '/api/external/azure/zg-newsletter-create',
      '/api/external/web-discount/validate-discount',
      '/api/external/basket/pricing',
      '/api/external/basket/check-stock',
      '/ofrep/v1/evaluate/flags',
      '/ofrep/v1/evaluate/flags/{key}',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
