import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProductPhotos } from '../../../src/domain/media/photo-import.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let mediaDir: string;
let folder: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'trama-media-import-'));
  folder = await mkdtemp(path.join(tmpdir(), 'trama-photos-'));
  t = await createTestApp({ media: { mediaDir } });
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(folder, { recursive: true, force: true });
});

const photo = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withMetadata({ exif: { IFD0: { Make: 'StudioCam', Artist: 'Product owner' } } })
    .jpeg()
    .toBuffer();

const productOf = async (id: number) => (await t.app.inject({ url: `/api/external/product/${id}` })).json() as { canonicalUrl: string; photosX75: string[] };

describe('npm run media:import (issue 17 point 7: real photos take the same pipeline)', () => {
  it('issue 17 §7 a product owner’s photos replace the demo ones, in every width and format, without metadata', async () => {
    const product = await productOf(10002);
    const other = await productOf(10003);
    await writeFile(path.join(folder, `${product.canonicalUrl}-1.jpg`), await photo(700, 875, '#8a5a44'));
    await writeFile(path.join(folder, `${product.canonicalUrl}-2.png`), await sharp(await photo(800, 1000, '#445566')).png().toBuffer());
    // Another product: its second file is not a photo, so none of its files is taken.
    await writeFile(path.join(folder, `${other.canonicalUrl}-1.jpg`), await photo(700, 875, '#112233'));
    await writeFile(path.join(folder, `${other.canonicalUrl}-2.jpg`), 'not a photo');
    await writeFile(path.join(folder, 'no-such-product-1.jpg'), await photo(700, 875, '#112233'));
    await writeFile(path.join(folder, 'notes.txt'), 'shoot of 12 March');
    await mkdir(path.join(folder, 'old'), { recursive: true });

    const report = await importProductPhotos(t.app.db, { root: mediaDir }, folder);
    expect(report.imported).toEqual({ [product.canonicalUrl]: 2 });
    expect(report.refused[`${other.canonicalUrl}-2.jpg`]).toMatch(/^INVALID_IMAGE/);
    expect(report.refused[other.canonicalUrl]).toBeDefined();
    expect(report.refused['no-such-product']).toMatch(/no product/);
    expect(report.ignored).toEqual(['notes.txt']);
    // Issue 29 §3: the variants the pages ask for are made at import, before any shopper asks.
    for (const n of [1, 2]) {
      const { hash } = JSON.parse(await readFile(path.join(mediaDir, 'products', product.canonicalUrl, `${n}.json`), 'utf8')) as { hash: string };
      expect((await readdir(path.join(mediaDir, 'variants', hash))).sort(), `photo ${n}`).toEqual(
        ['1280.avif', '320.avif', '480.avif', '640.avif', '960.avif', '960.jpg'],
      );
    }

    // The product answer read above is cached; the import's write clears it through PostgreSQL's
    // notification (issue 18 §4, docs/caching.md), which arrives a moment later, not before.
    await expect
      .poll(async () => (await productOf(10002)).photosX75, { timeout: 5_000 })
      .toEqual([1, 2].map((n) => `/media/products/${product.canonicalUrl}-${n}.jpg`));
    const served = await t.app.inject({ url: `/media/products/${product.canonicalUrl}-1.jpg?w=960`, headers: { accept: 'image/avif,image/webp' } });
    expect(served.headers['content-type']).toBe('image/avif');
    const meta = await sharp(served.rawPayload).metadata();
    // The imported 700 px photo, not blown up to 960 and not the demo shot (1024 px wide).
    expect(meta).toMatchObject({ width: 700, height: 875 });
    expect(meta.exif).toBeUndefined();
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
    // The refused product keeps its demo photos.
    expect((await productOf(10003)).photosX75.length).toBeGreaterThan(1);
    expect(await readdir(path.join(mediaDir, 'products'))).toEqual([product.canonicalUrl]);
  });
});
