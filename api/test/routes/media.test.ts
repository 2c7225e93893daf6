import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededMediaPaths } from '../../src/db/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /media/**', () => {
  it('§8 the default image exists', async () => {
    const res = await t.app.inject({ url: '/media/default.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  });

  it('serves every photo the demo shop refers to, sized by its folder', async () => {
    const paths = seededMediaPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('TRAMA');
    }
    const banner = await t.app.inject({ url: '/media/banners/lino-lavato-letto.svg' });
    expect(banner.body).toContain('width="1600" height="640"');
    expect(banner.body).toContain('Lino lavato letto');
  });

  it('draws the same image for the same path and answers 304 to its ETag', async () => {
    const first = await t.app.inject({ url: '/media/categories/letto.svg' });
    const second = await t.app.inject({ url: '/media/categories/letto.svg' });
    expect(second.body).toBe(first.body);
    const cached = await t.app.inject({ url: '/media/categories/letto.svg', headers: { 'if-none-match': first.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });

  it('answers a JSON 404 for paths that are not images', async () => {
    for (const url of ['/media/../package.json', '/media/Upper.svg', '/media/letto.png', '/media/a/b/c/d/e.svg', '/media/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });
});
