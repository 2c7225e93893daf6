/**
 * Colours of the demo catalogue. The code is '#rrggbb/<slug>' (storefront §9: the swatch is the
 * part before the slash); the slug, with '_' written '-', appears in the Italian product slugs
 * (products.canonical_url), so the /media generator can paint a product's photos in its colour
 * without a database. Names are written in the five shop languages (issue 17 §1).
 */
import { Type } from 'typebox';
import { inEveryLanguageSchema, loadSeedData } from '../seed-data.ts';
import type { Texts } from './languages.ts';

export interface Colour {
  slug: string;
  hex: string;
  name: Texts;
}

const ColourSchema = Type.Object(
  { slug: Type.String({ pattern: '^[a-z_]+$' }), hex: Type.String({ pattern: '^#[0-9a-f]{6}$' }), name: inEveryLanguageSchema(Type.String()) },
  { additionalProperties: false },
);
const ColoursData = Type.Object({ textile: Type.Array(ColourSchema), gold: Type.Array(ColourSchema), silver: Type.Array(ColourSchema) });

/** The palettes: api/seed-data/catalogue/colours/ (issue 32 §1). */
const DATA: { textile: Colour[]; gold: Colour[]; silver: Colour[] } = loadSeedData('catalogue/colours', ColoursData);

export const TEXTILE_COLOURS: Colour[] = DATA.textile;
export const GOLD_COLOURS: Colour[] = DATA.gold;
export const SILVER_COLOURS: Colour[] = DATA.silver;

const ALL = [...TEXTILE_COLOURS, ...GOLD_COLOURS, ...SILVER_COLOURS];
// Longest first, so 'bianco-latte' wins over 'bianco' and 'oro-rosa' over 'oro'.
const BY_LENGTH = [...ALL].sort((a, b) => b.slug.length - a.slug.length);

/** The colour named in a product slug or image path ('lenzuolo-in-lino-lavato-salvia-10001-2'). */
export function colourInSlug(slug: string): Colour | undefined {
  const padded = `-${slug}-`;
  return BY_LENGTH.find((colour) => padded.includes(`-${colour.slug.replace(/_/g, '-')}-`));
}
