/**
 * A product owner's photos into the shop (npm run media:import -- <folder>, docs/media.md): files
 * named <productCanonicalUrl>-<n>.<jpg|jpeg|png|webp|avif>, numbered 1, 2, 3… per product, replace
 * that product's photos. Each file goes through the image pipeline (checked, metadata stripped,
 * stored by content hash) and its common variants are made; the product's photo count follows. A product whose files are refused,
 * misnumbered or unknown keeps its photos as they were.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';
import { AppError } from '../errors.ts';
import { makeCommonVariants, storeMaster, type Master } from './image-pipeline.ts';
import { productSlotDir, productSlotFile, SLUG_PATTERN, writeAtomically, type MediaStore } from './media-store.ts';
import { MAX_PHOTOS } from './product-photos.ts';

const PHOTO_FILE = /^([a-z0-9-]+)-([1-9]\d?)\.(jpe?g|png|webp|avif)$/i;

export interface ImportReport {
  /** canonical URL -> number of photos now shown. */
  imported: Record<string, number>;
  /** file or product -> why it was not imported. */
  refused: Record<string, string>;
  /** Files whose names do not follow <canonicalUrl>-<n>.<ext>. */
  ignored: string[];
}

function groupFiles(names: string[], report: ImportReport): Map<string, Map<number, string>> {
  const byProduct = new Map<string, Map<number, string>>();
  for (const name of names) {
    const match = PHOTO_FILE.exec(name);
    const slug = match?.[1]?.toLowerCase();
    if (!match || !slug || !SLUG_PATTERN.test(slug) || match[1] !== slug) {
      report.ignored.push(name);
      continue;
    }
    const photos = byProduct.get(slug) ?? new Map<number, string>();
    const n = Number(match[2]);
    if (photos.has(n)) report.refused[name] = `photo ${n} of this product is given twice`;
    else photos.set(n, name);
    byProduct.set(slug, photos);
  }
  return byProduct;
}

/** Imports every photo file of a folder (not its sub-folders). */
export async function importProductPhotos(db: Executor, store: MediaStore, folder: string): Promise<ImportReport> {
  const report: ImportReport = { imported: {}, refused: {}, ignored: [] };
  const entries = await readdir(folder, { withFileTypes: true });
  const byProduct = groupFiles(entries.filter((e) => e.isFile()).map((e) => e.name).sort(), report);
  for (const [canonicalUrl, photos] of byProduct) {
    const count = photos.size;
    if (count > MAX_PHOTOS || [...photos.keys()].some((n) => n > count)) {
      report.refused[canonicalUrl] = `photos must be numbered 1 to ${count} (at most ${MAX_PHOTOS}), without gaps`;
      continue;
    }
    const [product] = await db.select({ id: products.productId }).from(products).where(eq(products.canonicalUrl, canonicalUrl)).limit(1);
    if (!product) {
      report.refused[canonicalUrl] = 'no product has this canonical URL';
      continue;
    }
    const masters: Master[] = [];
    for (let n = 1; n <= count; n++) {
      const name = photos.get(n)!;
      try {
        masters.push(await storeMaster(store, await readFile(path.join(folder, name))));
      } catch (error) {
        report.refused[name] = error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
      }
    }
    if (masters.length < count) {
      report.refused[canonicalUrl] ??= 'one of its photos was refused: nothing changed';
      continue;
    }
    // Made now, before the product shows them: a shopper's first visit never waits for an encode (issue 29 §3).
    for (const master of masters) await makeCommonVariants(store, master.hash);
    // The new set replaces the old one: photos beyond the new count are forgotten.
    await rm(productSlotDir(store, canonicalUrl), { recursive: true, force: true });
    for (const [index, master] of masters.entries()) await writeAtomically(productSlotFile(store, canonicalUrl, index + 1), JSON.stringify(master));
    await db.update(products).set({ photoCount: count }).where(eq(products.canonicalUrl, canonicalUrl));
    report.imported[canonicalUrl] = count;
  }
  return report;
}
