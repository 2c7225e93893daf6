import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededMediaPaths } from '../../src/db/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  // Its own photo folder: what a request writes (or must not write) is seen here alone.
  mediaDir = await mkdtemp(path.join(tmpdir(), 'trama-media-route-'));
  t = await createTestApp({ media: { mediaDir } });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const filesIn = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

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
      expect(res.body, path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
    const banner = await t.app.inject({ url: '/media/banners/lino-lavato-letto.svg' });
    expect(banner.body).toContain('width="1600" height="640"');
  });

  it('[29.13] no picture the seeded shop shows has words painted in it, in any language', async () => {
    // Every drawn image any seeded row names (menus, grids, catalogues, magazine, stores…).
    const columns = await t.app.db.execute<{ table: string; column: string }>(sql`
      select table_name as table, column_name as column from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const paths = new Set<string>();
    for (const { table, column } of columns.rows) {
      const found = await t.app.db.execute<{ path: string }>(
        sql`select distinct m[1] as path from ${sql.identifier(table)}, regexp_matches(${sql.identifier(column)}::text, '/media/([a-z0-9/-]+[.]svg)', 'g') as m`,
      );
      for (const { path } of found.rows) paths.add(`/media/${path}`);
    }
    expect(paths).toContain('/media/categories/letto.svg');
    expect(paths.size).toBeGreaterThan(40);
    for (const path of paths) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      // No text element, no name, no title: the page's alt text says what it shows, in its language.
      expect(res.body, path).not.toMatch(/<(text|title|desc)\b|aria-label/);
      const slugWords = path.replace(/^.*\/|\.svg$/g, '').split('-').filter((word) => /^[a-z]{4,}$/.test(word));
      for (const word of slugWords) expect(res.body.toLowerCase(), `${path}: ${word}`).not.toContain(word);
    }
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

describe('GET /media/products/<canonicalUrl>-<n>.jpg (issue 17 point 7)', () => {
  let product: { name: string; photo: string; photosX75: string[]; canonicalUrl: string };
  beforeAll(async () => {
    product = (await t.app.inject({ url: '/api/external/product/10001' })).json();
  });

  it('issue 17 §7 a product photo is a raster photo in the width and format the browser asks for', async () => {
    expect(product.photo).toBe(`/media/products/${product.canonicalUrl}-1.jpg`);
    const avif = await t.app.inject({ url: `${product.photo}?w=480`, headers: { accept: CHROME_ACCEPT } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toMatch(/accept/i);
    expect(avif.headers['cache-control']).toMatch(/max-age=\d+/);
    const meta = await sharp(avif.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'heif', width: 480, height: 600 });
    // No text in the picture: the old drawing carried the name; this is a photo, not markup.
    expect(avif.rawPayload.includes('<svg')).toBe(false);
    expect(avif.rawPayload.includes(product.name)).toBe(false);

    const webp = await t.app.inject({ url: `${product.photo}?w=320`, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(320);
    const jpeg = await t.app.inject({ url: product.photo, headers: { accept: '*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(960);
  });

  it('issue 17 §7 every photo of the product is served, another shot than the first, and 304 to its ETag', async () => {
    expect(product.photosX75.length).toBeGreaterThan(1);
    const first = await t.app.inject({ url: `${product.photosX75[0]}?w=320`, headers: { accept: 'image/webp' } });
    const second = await t.app.inject({ url: `${product.photosX75[1]}?w=320`, headers: { accept: 'image/webp' } });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const again = await t.app.inject({ url: `${product.photosX75[0]}?w=320`, headers: { accept: 'image/webp', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('issue 17 §7 the .svg photo address of an old order line leads to the raster photo', async () => {
    const res = await t.app.inject({ url: `/media/products/${product.canonicalUrl}-1.svg` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(product.photo);
  });

  it('issue 17 §7 unknown photos, other widths and hostile paths are JSON errors and write nothing', async () => {
    await t.app.inject({ url: `${product.photo}?w=640`, headers: { accept: 'image/webp' } });
    const before = await filesIn(mediaDir);
    const notFound = [
      '/media/products/no-such-product-99999-1.jpg',
      `/media/products/${product.canonicalUrl}-13.jpg`,
      `/media/products/${product.canonicalUrl}-9.jpg`,
      `/media/products/${product.canonicalUrl}-0.jpg`,
      `/media/products/${product.canonicalUrl.toUpperCase()}-1.jpg`,
      `/media/products/${product.canonicalUrl}-1.png`,
      '/media/products/..%2F..%2Fpackage.json-1.jpg',
      '/media/products/%2e%2e/%2e%2e/package-1.jpg',
      '/media/products/-1.jpg',
      '/media/products/%2e%2e%2fpackage-1.jpg',
    ];
    for (const url of notFound) {
      const res = await t.app.inject({ url, headers: { accept: CHROME_ACCEPT } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
    for (const w of ['500', '0', '-640', '1280.5', '99999', '640,960', '../1']) {
      const res = await t.app.inject({ url: `${product.photo}?w=${encodeURIComponent(w)}` });
      expect(res.statusCode, w).toBe(400);
      expect(res.json().code, w).toBe('VALIDATION_ERROR');
    }
    expect((await t.app.inject({ url: '/media/products/a%00b-1.jpg' })).json().code).toBe('INVALID_CHARACTERS');
    expect(await filesIn(mediaDir)).toEqual(before);
  });
});
