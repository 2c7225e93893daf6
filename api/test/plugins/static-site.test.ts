import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const INDEX = '<!doctype html><html lang="it"><head><title>Trama</title></head><body><div id="root"></div></body></html>';

describe('shell site (platform contract)', () => {
  it('answers 503 SHELL_NOT_BUILT, telling to run the build, while shell/dist is missing', async () => {
    const res = await t.app.inject({ url: '/it/letto' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SHELL_NOT_BUILT', message: expect.stringContaining('npm run build') });
  });

  it('serves index.html, not cached, for / and any path without an extension', async () => {
    await t.write('shell/dist/index.html', INDEX);
    await t.write('shell/dist/assets/main.3f9a2c1b.js', 'console.log("shell")');
    for (const url of ['/', '/it/letto', '/it/letto/lenzuola', '/en/magazine/2', '/it/letto/filtres/colore/blu']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    await t.write('shell/dist/index.html', INDEX);
    await t.write('shell/dist/assets/main.3f9a2c1b.js', 'console.log("shell")');
    await t.write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const asset = await t.app.inject({ url: '/assets/main.3f9a2c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const favicon = await t.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing file with an extension', async () => {
    await t.write('shell/dist/index.html', INDEX);
    const res = await t.app.inject({ url: '/assets/missing.0badc0de.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps /api and /ofrep paths out of the page fallback', async () => {
    await t.write('shell/dist/index.html', INDEX);
    for (const url of ['/api/unknown', '/api', '/ofrep/v1/unknown']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('/remotes/** (published remote builds)', () => {
  it('serves files with a one-year immutable cache and CORS *', async () => {
    await t.write('deploy/remotes/catalogue/abc123/mf-manifest.json', '{"id":"catalogue"}');
    await t.write('deploy/remotes/catalogue/abc123/remoteEntry.js', 'var catalogue;');
    const res = await t.app.inject({ url: '/remotes/catalogue/abc123/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({ id: 'catalogue' });
    expect((await t.app.inject({ url: '/remotes/catalogue/abc123/remoteEntry.js' })).body).toBe('var catalogue;');
  });

  it('answers a 404 that no cache keeps for a missing file or a path outside the folder', async () => {
    for (const url of ['/remotes/catalogue/abc123/nope.js', '/remotes/../registry.json', '/remotes/catalogue/abc123/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
