/**
 * Product photo n of a product (by its language-neutral canonical URL): the product owner's
 * imported photo when there is one, otherwise the generated demo shot of its cloth or metal.
 * Unknown products and numbers beyond the product's photos have no photo.
 */
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { Executor } from '../../plugins/db.ts';
import { demoMaster } from './demo/demo-masters.ts';
import { recipeFor, recipeHash, type DemoProduct, type Recipe } from './demo/recipe.ts';
import { hasMaster, makeCommonVariants, type Master } from './image-pipeline.ts';
import { productSlotFile, readRecord, SLUG_PATTERN, type MediaStore } from './media-store.ts';

/** The most photos a product has (numbers 1..12 in a photo's address). */
export const MAX_PHOTOS = 12;

/** '/media/products/<canonicalUrl>-<n>.jpg' without the '/media/' prefix. */
const PHOTO_PATH = /^products\/([a-z0-9-]{1,160})-([1-9]\d?)\.jpg$/;

export interface PhotoAddress {
  canonicalUrl: string;
  n: number;
}

/** The photo a media path names, or null (anything else, however it is spelt). */
export function parsePhotoPath(path: string): PhotoAddress | null {
  const match = PHOTO_PATH.exec(path);
  if (!match || !SLUG_PATTERN.test(match[1]!)) return null;
  const n = Number(match[2]);
  return n <= MAX_PHOTOS ? { canonicalUrl: match[1]!, n } : null;
}

/** What the demo generator needs of a product, and how many photos it has. */
type PhotoProduct = DemoProduct & { photoCount: number };

const photoColumns = {
  material: products.material,
  colourCode: products.colourCode,
  colourSlug: products.colourSlug,
  menuId: products.menuId,
  itemType: products.itemType,
  photoCount: products.photoCount,
};

async function productOf(db: Executor, canonicalUrl: string): Promise<PhotoProduct | null> {
  const [row] = await db.select(photoColumns).from(products).where(eq(products.canonicalUrl, canonicalUrl)).limit(1);
  return row ?? null;
}

/** The master of photo n, or null when the product or the photo does not exist. */
export async function productPhotoMaster(db: Executor, store: MediaStore, { canonicalUrl, n }: PhotoAddress): Promise<Master | null> {
  const imported = await readRecord<Master>(productSlotFile(store, canonicalUrl, n));
  // An imported photo whose master was deleted is gone: no photo rather than a server error.
  if (imported) return (await hasMaster(store, imported.hash)) ? imported : null;
  const product = await productOf(db, canonicalUrl);
  if (!product || n > Math.max(1, product.photoCount)) return null;
  return demoMaster(store, recipeFor(product, n));
}

/**
 * Paints every demo master the catalogue needs that this machine does not have yet, then makes
 * their common variants (issue 29 §3), as background image jobs: a shopper's request always goes
 * first. Run after start-up, never in tests.
 */
export async function warmDemoPhotos(db: Executor, store: MediaStore): Promise<{ recipes: number; seconds: number }> {
  const started = performance.now();
  const rows = await db.select({ ...photoColumns, canonicalUrl: products.canonicalUrl }).from(products);
  // By photo number: every product's first photo (the cards') comes before any second one.
  const byNumber: Map<string, Recipe>[] = [];
  // Hashing 2 million recipes at 500,000 products takes seconds: give requests a turn every 10 ms.
  let slice = performance.now();
  for (const row of rows) {
    for (let n = 1; n <= Math.min(MAX_PHOTOS, Math.max(1, row.photoCount)); n++) {
      const recipe = recipeFor(row, n);
      (byNumber[n - 1] ??= new Map()).set(recipeHash(recipe), recipe);
    }
    if (performance.now() - slice > 10) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  const seen = new Set<string>();
  const recipes: Recipe[] = [];
  for (const shots of byNumber) {
    for (const [hash, recipe] of shots ?? []) {
      if (seen.has(hash)) continue;
      seen.add(hash);
      recipes.push(recipe);
    }
  }
  await warmRecipes(store, recipes);
  return { recipes: recipes.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The masters of these recipes (painted when missing), then the common variants of each, in
 * order, as background jobs of the store's queue: as many lanes as the queue runs jobs at once.
 */
export async function warmRecipes(store: MediaStore, recipes: readonly Recipe[]): Promise<void> {
  const lanes = Math.min(store.encoder?.limits.concurrency ?? 2, 4);
  const inParallel = async <T>(items: readonly T[], work: (item: T) => Promise<void>) => {
    let next = 0;
    const lane = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  };
  const masters: (Master | undefined)[] = [];
  await inParallel([...recipes.keys()], async (i) => {
    masters[i] = await demoMaster(store, recipes[i]!, 'background');
  });
  const hashes = [...new Set(masters.map((master) => master!.hash))];
  await inParallel(hashes, (hash) => makeCommonVariants(store, hash, 'background'));
}
