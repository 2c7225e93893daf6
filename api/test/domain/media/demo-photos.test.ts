import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { demoMaster, paintRecipe } from '../../../src/domain/media/demo/demo-masters.ts';
import { EncodeQueue } from '../../../src/domain/media/encode-queue.ts';
import { warmRecipes } from '../../../src/domain/media/product-photos.ts';
import { DEMO_SIZE, recipeFor, recipeHash, type DemoProduct } from '../../../src/domain/media/demo/recipe.ts';

const product = (over: Partial<DemoProduct> = {}): DemoProduct => ({ material: 'lino', colourCode: '#9caf88/salvia', colourSlug: 'salvia', menuId: 11, itemType: 'EAN', ...over });

const digest = async (recipe: ReturnType<typeof recipeFor>) => {
  const painted = await paintRecipe(recipe);
  if (Buffer.isBuffer(painted)) throw new Error('demo photos are painted as pixels');
  expect(painted).toMatchObject({ width: DEMO_SIZE.width, height: DEMO_SIZE.height, channels: 3 });
  return createHash('sha256').update(painted.raw).digest('hex');
};

describe('demo product photos (issue 17 point 7)', () => {
  it('issue 17 §7 shows the product as its cloth or metal: linen laid flat, towels folded, gold jewels', () => {
    expect(recipeFor(product(), 1)).toEqual({ kind: 'textile', cloth: 'linen', colour: '#9caf88', angle: 'flat' });
    expect(recipeFor(product(), 2)).toMatchObject({ angle: 'closeup' });
    expect(recipeFor(product({ material: 'spugna', menuId: 21 }), 1)).toMatchObject({ cloth: 'terry', angle: 'stack' });
    expect(recipeFor(product({ material: 'raso' }), 3)).toMatchObject({ cloth: 'sateen', angle: 'stack' });
    expect(recipeFor(product({ material: 'oro', colourSlug: 'oro_rosa', colourCode: '#d8a48f/oro_rosa', menuId: 52 }), 1)).toMatchObject({
      kind: 'jewel',
      metal: 'rose-gold',
      jewel: 'earrings',
      angle: 'piece',
    });
    expect(recipeFor(product({ material: 'argento', menuId: 53 }), 2)).toMatchObject({ metal: 'silver', jewel: 'bracelet', angle: 'detail' });
    // The recipe knows no product name: nothing can write one into the picture.
    expect(JSON.stringify(recipeFor(product(), 1))).not.toMatch(/lenzuol|sheet/i);
  });

  it('issue 17 §7 the same recipe paints the same pixels; another colour or shot paints others', async () => {
    const sage = recipeFor(product(), 1);
    expect(await digest(sage)).toBe(await digest(sage));
    expect(await digest(recipeFor(product({ colourCode: '#c46a4a/terracotta', colourSlug: 'terracotta' }), 1))).not.toBe(await digest(sage));
    expect(await digest(recipeFor(product(), 2))).not.toBe(await digest(sage));
    expect(recipeHash(sage)).toBe(recipeHash({ ...sage }));
    expect(recipeHash(sage)).not.toBe(recipeHash(recipeFor(product({ material: 'percalle' }), 1)));
  });

  it('issue 17 §7 paints a jewel and a gift card as pixels too', async () => {
    const gold = await digest(recipeFor(product({ material: 'oro', colourSlug: 'oro', colourCode: '#d4af37/oro', menuId: 51 }), 1));
    const silver = await digest(recipeFor(product({ material: 'argento', colourSlug: 'argento', colourCode: '#c0c0c0/argento', menuId: 51 }), 1));
    expect(gold).not.toBe(silver);
    expect(await digest(recipeFor(product({ material: 'carta-regalo', itemType: 'GFC' }), 1))).toMatch(/^[a-f0-9]{64}$/);
  });

  it('[29.3] the warm-up paints the masters and makes their common variants, as background jobs that let a request go first', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'trama-media-warm-'));
    try {
      const encoder = new EncodeQueue({ concurrency: 1, queue: 4 });
      const store = { root, encoder };
      const recipes = [recipeFor(product(), 1), recipeFor(product({ material: 'oro', colourSlug: 'oro', colourCode: '#d4af37/oro', menuId: 51 }), 1)];
      let warmedAt = 0;
      const warming = warmRecipes(store, recipes).then(() => (warmedAt = performance.now()));
      await vi.waitFor(() => expect(encoder.stats.running).toBe(1));
      // A shopper's photo asked meanwhile goes before the warm-up's remaining work.
      await demoMaster(store, recipeFor(product({ material: 'spugna', menuId: 21 }), 1));
      const shopperAt = performance.now();
      await warming;
      expect(shopperAt).toBeLessThan(warmedAt);
      for (const recipe of recipes) {
        const master = await demoMaster(store, recipe);
        expect((await readdir(path.join(root, 'variants', master.hash))).sort()).toEqual(['1280.avif', '320.avif', '480.avif', '640.avif', '960.avif', '960.jpg']);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
