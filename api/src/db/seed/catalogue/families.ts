/** What each leaf CATALOGUE menu entry sells: nouns, materials, motifs, sizes and a price range. */
import { Type } from 'typebox';
import { inEveryLanguageSchema, loadSeedData } from '../seed-data.ts';
import type { Texts } from './languages.ts';

export interface SizeSeed {
  size: string;
  /** The size's name in every language ("Singolo", "Single", "Simple"…); null when the size says it all. */
  altSize: Texts | null;
  /** Price multiplier against the model's base price. */
  factor: number;
}

export interface Family {
  menuId: number;
  nouns: Texts[];
  materials: string[];
  motifs: Texts[];
  sizes: SizeSeed[];
  price: [number, number];
  /** Some products of the family are sold as packs ("Set da 3"). */
  packs?: boolean;
  jewel?: boolean;
  /** Relative share of the catalogue. */
  weight: number;
}

const Words = inEveryLanguageSchema(Type.String());
const FamiliesData = Type.Object({
  oneSize: Words,
  plain: Words,
  collections: Type.Array(Type.String()),
  families: Type.Array(
    Type.Object(
      {
        menuId: Type.Integer(),
        nouns: Type.Array(Words),
        materials: Type.Array(Type.String()),
        motifs: Type.Array(Words),
        sizes: Type.Array(Type.Object({ size: Type.String(), altSize: Type.Union([Words, Type.Null()]), factor: Type.Number() }, { additionalProperties: false })),
        price: Type.Tuple([Type.Number(), Type.Number()]),
        packs: Type.Optional(Type.Boolean()),
        jewel: Type.Optional(Type.Boolean()),
        weight: Type.Number(),
      },
      { additionalProperties: false },
    ),
  ),
});

/** The families and their words: api/seed-data/catalogue/families/ (issue 32 §1). */
const DATA = loadSeedData('catalogue/families', FamiliesData);

export const ONE_SIZE: Texts = DATA.oneSize;

/** The plain motif: left out of product names ("Lenzuolo in lino lavato Salvia"). */
export const PLAIN: Texts = DATA.plain;

export const FAMILIES: Family[] = DATA.families;

export const COLLECTIONS = DATA.collections;

/** The SIZE filter slug of a size label ('160x280', 'xl', 'tu'): no '-', no '/'. */
export function sizeSlug(size: string): string {
  return size.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** URL slug of a product name: lower-case ASCII words joined by '-' ("Weiß" -> "weiss", "Cœur" -> "coeur"). */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
