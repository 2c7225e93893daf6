/**
 * Demo masters, made once per machine: a recipe is painted, goes through the same pipeline as a
 * product owner's photo (storeMaster), and its hash is remembered under demo/<recipeHash>.json,
 * so every database, test and restart reuses it.
 */
import sharp from 'sharp';
import { parseHex } from './canvas.ts';
import { giftCardSvg, jewelSvg } from './jewel-scenes.ts';
import { paintInThread } from './paint-pool.ts';
import { DEMO_SIZE, recipeHash, recipeSeed, type Recipe } from './recipe.ts';
import { paintTextile } from './textile-scenes.ts';
import { hasMaster, storeMaster, type Master, type MasterInput } from '../image-pipeline.ts';
import { demoFile, readRecord, writeAtomically, type MediaStore } from '../media-store.ts';
import { UNBOUNDED, type JobPriority } from '../encode-queue.ts';

/** Paints a recipe: pixels for cloth, an SVG rasterised by sharp for metal and cards. */
export async function paintRecipe(recipe: Recipe): Promise<MasterInput> {
  const { width, height } = DEMO_SIZE;
  const seed = recipeSeed(recipeHash(recipe));
  if (recipe.kind === 'textile') {
    const { cloth, colour, angle } = recipe;
    // In a painting thread when one runs (the server keeps answering), else here.
    const threaded = paintInThread({ width, height, cloth, colour, angle, seed });
    const pixels = (threaded && (await threaded.catch(() => null))) ?? paintTextile(width, height, { cloth, colour: parseHex(colour), seed }, angle).data;
    return { raw: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height, channels: 3 };
  }
  const svg = recipe.kind === 'jewel' ? jewelSvg(recipe.metal, recipe.jewel, recipe.angle, width, height, recipe.variant) : giftCardSvg(recipe.colour, recipe.variant, width, height);
  // Rasterised here, as pixels: the pipeline takes photo files and pixels, never SVG.
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { raw: data, width: info.width, height: info.height, channels: 3 };
}

/**
 * The master of a recipe: from the cache, or painted now. Painting and storing is one image job
 * in the store's queue (issue 29 §3: a request beyond it is 503 MEDIA_BUSY); one job per recipe.
 */
export async function demoMaster(store: MediaStore, recipe: Recipe, priority: JobPriority = 'request'): Promise<Master> {
  const key = recipeHash(recipe);
  const known = await readRecord<Master>(demoFile(store, key));
  // A record whose master was deleted is painted again.
  if (known && (await hasMaster(store, known.hash))) return known;
  return (store.encoder ?? UNBOUNDED).run(
    `demo/${key}`,
    async () => {
      const master = await storeMaster(store, await paintRecipe(recipe));
      await writeAtomically(demoFile(store, key), JSON.stringify(master));
      return master;
    },
    priority,
  );
}
