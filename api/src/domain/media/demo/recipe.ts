/**
 * What a demo product photo shows, from what the catalogue knows of the product: its material
 * (the cloth or the metal), its colour and which shot (photo n). Two products of the same cloth
 * and colour share their shots; the recipe's hash names the cached master.
 */
import { createHash } from 'node:crypto';
import type { JewelAngle, JewelKind, Metal } from './jewel-scenes.ts';
import type { TextileAngle } from './textile-scenes.ts';
import type { Cloth } from './textures.ts';

/** Bump when a drawing changes: every recipe then gets a new hash and new masters. */
export const GENERATOR_VERSION = 2;
/** Demo masters are painted at this size (4:5, the shape of the product photo slots). */
export const DEMO_SIZE = { width: 1024, height: 1280 } as const;

export interface DemoProduct {
  material: string;
  colourCode: string;
  colourSlug: string;
  menuId: number;
  itemType: string;
}

export type Recipe =
  | { kind: 'textile'; cloth: Cloth; colour: string; angle: TextileAngle }
  | { kind: 'jewel'; metal: Metal; jewel: JewelKind; angle: JewelAngle; variant: number }
  | { kind: 'gift'; colour: string; variant: number };

const CLOTHS: Record<string, Cloth> = {
  lino: 'linen',
  cotone: 'cotton',
  percalle: 'percale',
  raso: 'sateen',
  spugna: 'terry',
  lana: 'wool',
  cashmere: 'cashmere',
};

/** The demo menu's jewellery entries (seed/catalogue/families.ts). */
const JEWELS: Record<number, JewelKind> = { 51: 'necklace', 52: 'earrings', 53: 'bracelet' };
const BATH = new Set([21, 22, 23]);
const THROWS = new Set([14]);

/** Which shot comes first: towels and throws are shown folded, sheets and cloths laid flat. */
function textileAngles(menuId: number): TextileAngle[] {
  if (BATH.has(menuId) || THROWS.has(menuId)) return ['stack', 'closeup', 'flat', 'corner'];
  return ['flat', 'closeup', 'stack', 'corner'];
}

const colourOf = (code: string) => (/^#[0-9a-f]{6}/i.exec(code)?.[0] ?? '#d9cdb8').toLowerCase();

export function recipeFor(product: DemoProduct, n: number): Recipe {
  const colour = colourOf(product.colourCode);
  if (product.itemType === 'GFC' || product.material.startsWith('carta')) return { kind: 'gift', colour, variant: (n - 1) % 2 };
  if (product.material === 'oro' || product.material === 'argento') {
    const metal: Metal = product.material === 'argento' ? 'silver' : product.colourSlug === 'oro_rosa' ? 'rose-gold' : 'gold';
    return { kind: 'jewel', metal, jewel: JEWELS[product.menuId] ?? 'necklace', angle: n % 2 === 0 ? 'detail' : 'piece', variant: n };
  }
  const angles = textileAngles(product.menuId);
  return { kind: 'textile', cloth: CLOTHS[product.material] ?? 'cotton', colour, angle: angles[(n - 1) % angles.length]! };
}

/** The recipe's name on disk: its fields in a fixed order, with the generator's version. */
export function recipeHash(recipe: Recipe): string {
  const fields = Object.entries(recipe).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify([GENERATOR_VERSION, DEMO_SIZE, fields])).digest('hex').slice(0, 32);
}

/** A 32-bit seed from the recipe hash: the layout (tilt, wrinkles) of this very shot. */
export const recipeSeed = (hash: string) => Number.parseInt(hash.slice(0, 8), 16);
