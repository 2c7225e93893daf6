/**
 * The one road every product photo takes, a product owner's own (npm run media:import) as well
 * as a generated demo shot: check the master, strip its metadata, store it by content hash, then
 * make the widths and formats the shop serves on first request, never wider than the master.
 */
import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import { COMMON_VARIANTS, PHOTO_WIDTHS, type PhotoFormat } from './photo-formats.ts';
import { UNBOUNDED, type JobPriority } from './encode-queue.ts';
import { masterFile, variantFile, writeAtomically, type MediaStore } from './media-store.ts';

export interface Master {
  hash: string;
  width: number;
  height: number;
}

/** What a master may be: a photo file, or pixels painted by the demo generator. */
export type MasterInput = Buffer | { raw: Buffer; width: number; height: number; channels: 3 | 4 };

export const MASTER_LIMITS = {
  /** Bytes of a file (a 24-megapixel JPEG is about 12 MB). */
  maxBytes: 30 * 1024 * 1024,
  /** Pixels decoded at most: refuses decompression bombs before they are decoded. */
  maxPixels: 60_000_000,
  /** Shortest side: under it a photo would be blown up on a phone already. */
  minSide: 320,
  /** Longest over shortest side. */
  maxRatio: 4,
  /** Masters are kept at most this wide or tall (the shop serves 1280 px at most). */
  keepSide: 2560,
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

const rejected = (statusCode: number, code: string, message: string) => new AppError(statusCode, code, message);

/** Opens the input for sharp without trusting it: bounded pixels, fails on corrupt data. */
function open(input: MasterInput) {
  const options = { limitInputPixels: MASTER_LIMITS.maxPixels, failOn: 'error' as const };
  return Buffer.isBuffer(input) ? sharp(input, options) : sharp(input.raw, { ...options, raw: { width: input.width, height: input.height, channels: input.channels } });
}

/** Checks a file is a real photo of a usable size; throws a 4xx AppError otherwise. */
export async function checkMaster(input: MasterInput): Promise<void> {
  if (Buffer.isBuffer(input) && input.length > MASTER_LIMITS.maxBytes) throw rejected(413, 'IMAGE_TOO_LARGE', 'The image file is larger than 30 MB.');
  let meta: Metadata;
  try {
    meta = await open(input).metadata();
  } catch (error) {
    const tooBig = /pixel limit/i.test(String(error));
    throw tooBig ? rejected(413, 'IMAGE_TOO_LARGE', 'The image has more than 60 megapixels.') : rejected(400, 'INVALID_IMAGE', 'The file is not a readable image.');
  }
  if (Buffer.isBuffer(input) && (!meta.format || !ACCEPTED_FORMATS.has(meta.format))) {
    throw rejected(400, 'INVALID_IMAGE', 'The image must be a JPEG, PNG, WebP or AVIF file.');
  }
  // An EXIF orientation of 5-8 turns the photo a quarter: its displayed sides are swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0, height = (turned ? meta.width : meta.height) ?? 0;
  if (Math.min(width, height) < MASTER_LIMITS.minSide) throw rejected(400, 'IMAGE_TOO_SMALL', `The image must be at least ${MASTER_LIMITS.minSide} pixels on each side.`);
  if (Math.max(width, height) / Math.min(width, height) > MASTER_LIMITS.maxRatio) throw rejected(400, 'INVALID_IMAGE', 'The image is too narrow for a product photo.');
}

/**
 * Checks, normalises (upright, sRGB, on white, at most 2560 px, no metadata: no camera, place or
 * date leaves the shop) and stores a master; the same photo always gets the same hash.
 */
export async function storeMaster(store: MediaStore, input: MasterInput): Promise<Master> {
  await checkMaster(input);
  const { data, info } = await open(input)
    .rotate()
    .resize({ width: MASTER_LIMITS.keepSide, height: MASTER_LIMITS.keepSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const file = masterFile(store, hash);
  if (!(await exists(file))) await writeAtomically(file, data);
  return { hash, width: info.width, height: info.height };
}

const exists = (file: string) => access(file).then(() => true, () => false);

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 3: about a third of the default's encoding time for a file a few per cent larger.
  avif: (image) => image.avif({ quality: 52, effort: 3 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

export const EXTENSIONS: Record<PhotoFormat, 'avif' | 'webp' | 'jpg'> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/**
 * The file of a master at a width and format, made on first request and kept. Never upscaled:
 * a width above the master's gives the master's own width. The encode waits its turn in the
 * store's queue (a request beyond it: 503 MEDIA_BUSY); concurrent requests share one job.
 */
export async function variant(store: MediaStore, hash: string, width: number, format: PhotoFormat, priority: JobPriority = 'request'): Promise<string> {
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) throw new Error(`width ${width} is not served`);
  const file = variantFile(store, hash, width, EXTENSIONS[format]);
  if (await exists(file)) return file;
  return (store.encoder ?? UNBOUNDED).run(
    file,
    async () => {
      // Another process (or a job that just ended) may have made it meanwhile.
      if (await exists(file)) return file;
      const image = sharp(masterFile(store, hash), { failOn: 'error' }).resize({ width, withoutEnlargement: true });
      await writeAtomically(file, await ENCODERS[format](image).toBuffer());
      return file;
    },
    priority,
  );
}

/**
 * Makes the variants the pages ask for most (COMMON_VARIANTS) of a master, one after the other:
 * when a photo is imported and, in the background, for the demo photos (issue 29 §3), so a
 * shopper's first visit does not wait for an encode.
 */
export async function makeCommonVariants(store: MediaStore, hash: string, priority: JobPriority = 'background'): Promise<void> {
  for (const { width, format } of COMMON_VARIANTS) await variant(store, hash, width, format, priority);
}

/** libvips threads of one image job (sharp.concurrency, process-wide). */
export const setImageThreads = (threads: number) => void sharp.concurrency(threads);

/** Whether a stored master exists for this hash. */
export const hasMaster = (store: MediaStore, hash: string) => exists(masterFile(store, hash));
