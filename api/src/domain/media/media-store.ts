/**
 * The folder of product photos (MEDIA_DIR, default <repo>/data/media), shared by every database
 * on the machine:
 *   masters/<hash>.jpg            a normalised master, named by the hash of its bytes
 *   variants/<hash>/<width>.<ext> the sizes and formats the shop serves, made on first request
 *   products/<canonicalUrl>/<n>.json  a product owner's imported photo n (npm run media:import)
 *   demo/<recipeHash>.json        the master of a generated demo photo, by the hash of its recipe
 * Every file is written to a temporary name and renamed, so a reader never sees half a file and
 * two processes making the same file at once both end with the same, whole file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../config.ts';
import type { EncodeQueue } from './encode-queue.ts';

export interface MediaStore {
  root: string;
  /** Bounds the image work of this store's server (issue 29 §3); none: every job at once. */
  encoder?: EncodeQueue;
}

export function mediaDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : path.join(REPO_ROOT, 'data/media');
}

/** A master's content hash: 32 lower-case hex characters, nothing else reaches the file system. */
export const HASH_PATTERN = /^[a-f0-9]{32}$/;
/** A product's canonical URL as it may appear in a file name: lower-case letters, digits, inner dashes. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,158}[a-z0-9])?$/;

function checked(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new Error(`not a valid ${what}`);
  return value;
}

export const masterFile = (store: MediaStore, hash: string) => path.join(store.root, 'masters', `${checked(hash, HASH_PATTERN, 'hash')}.jpg`);

export const variantFile = (store: MediaStore, hash: string, width: number, extension: string) =>
  path.join(store.root, 'variants', checked(hash, HASH_PATTERN, 'hash'), `${Math.trunc(width)}.${checked(extension, /^(avif|webp|jpg)$/, 'extension')}`);

export const productSlotDir = (store: MediaStore, canonicalUrl: string) => path.join(store.root, 'products', checked(canonicalUrl, SLUG_PATTERN, 'canonical URL'));

export const productSlotFile = (store: MediaStore, canonicalUrl: string, n: number) => path.join(productSlotDir(store, canonicalUrl), `${Math.trunc(n)}.json`);

export const demoFile = (store: MediaStore, recipeHash: string) => path.join(store.root, 'demo', `${checked(recipeHash, HASH_PATTERN, 'recipe hash')}.json`);

/** Writes a whole file or nothing (temporary name, then rename). */
export async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A small JSON record, or null when there is none (or it cannot be read). */
export async function readRecord<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}
