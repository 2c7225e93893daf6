import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeMaster, variant } from '../../../src/domain/media/image-pipeline.ts';
import type { MediaStore } from '../../../src/domain/media/media-store.ts';
import { negotiateFormat, PHOTO_WIDTHS } from '../../../src/domain/media/photo-formats.ts';
import { PHOTO_WIDTHS as SHOP_WIDTHS } from '../../../../shared/src/ui/responsive-image.ts';

let store: MediaStore;
beforeEach(async () => {
  store = { root: await mkdtemp(path.join(tmpdir(), 'trama-media-')) };
});
afterEach(() => rm(store.root, { recursive: true, force: true }));

/** A camera JPEG: a gradient with EXIF (camera, GPS-like comment) and an ICC profile. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#9caf88' } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#2b3a55"/></svg>`) }])
    .withMetadata({ orientation, exif: { IFD0: { Make: 'TestCam', Model: 'X100', Copyright: 'Trama 2026', ImageDescription: 'Near 45.07N 7.68E' } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const filesUnder = async (dir: string): Promise<string[]> => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

describe('image pipeline (issue 17 point 7)', () => {
  it('issue 17 §7 a real JPEG becomes AVIF and WebP variants of the served widths, metadata stripped, never upscaled', async () => {
    const source = await cameraJpeg(1000, 1250);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const master = await storeMaster(store, source);
    expect(master).toMatchObject({ width: 1000, height: 1250 });
    expect(master.hash).toMatch(/^[a-f0-9]{32}$/);

    for (const [format, expected] of [['avif', 'heif'], ['webp', 'webp'], ['jpeg', 'jpeg']] as const) {
      for (const width of [320, 640, 960, 1280]) {
        const meta = await sharp(await variant(store, master.hash, width, format)).metadata();
        expect(meta.format, `${format} ${width}`).toBe(expected);
        // 1280 asked of a 1000 px master: the master's own width, not a blown-up copy.
        expect(meta.width, `${format} ${width}`).toBe(Math.min(width, 1000));
        expect(meta.height).toBe(Math.round((Math.min(width, 1000) * 1250) / 1000));
        expect(meta.exif, 'no EXIF').toBeUndefined();
        expect(meta.xmp, 'no XMP').toBeUndefined();
      }
    }
  });

  it('issue 17 §7 the same photo gets the same hash; a turned camera photo is stored upright', async () => {
    const source = await cameraJpeg(800, 600);
    expect((await storeMaster(store, source)).hash).toBe((await storeMaster(store, source)).hash);
    // Orientation 6: stored 800x600, shown 600x800.
    const upright = await storeMaster(store, await cameraJpeg(800, 600, 6));
    expect(upright).toMatchObject({ width: 600, height: 800 });
  });

  it('issue 17 §7 refuses what is not a usable photo, and writes nothing', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('<html>not an image</html>'), 'INVALID_IMAGE'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'), 'INVALID_IMAGE'],
      [(await cameraJpeg(1000, 1250)).subarray(0, 600), 'INVALID_IMAGE'],
      [await cameraJpeg(200, 250), 'IMAGE_TOO_SMALL'],
      [await cameraJpeg(2000, 400), 'INVALID_IMAGE'],
      [await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 1 }).toBuffer(), 'IMAGE_TOO_LARGE'],
    ];
    for (const [input, code] of cases) {
      await expect(storeMaster(store, input), code).rejects.toMatchObject({ code, statusCode: expect.any(Number) });
    }
    expect(await filesUnder(store.root)).toEqual([]);
  });

  it('serves only the listed widths, the same list as the shop markup', async () => {
    expect([...PHOTO_WIDTHS]).toEqual([...SHOP_WIDTHS]);
    const master = await storeMaster(store, await cameraJpeg(900, 900));
    await expect(variant(store, master.hash, 500, 'webp')).rejects.toThrow();
    await expect(variant(store, '../../etc/passwd', 640, 'webp')).rejects.toThrow();
  });

  it('picks AVIF, then WebP, then JPEG from the Accept header', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});
