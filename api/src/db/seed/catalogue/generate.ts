/**
 * Long on purpose: one deterministic generator, whose order of random draws is the demo shop (tests rely on it).
 *
 * The demo catalogue, generated (no network, seeded PRNG: the same size always gives the same
 * shop). Models of a family come in 1-4 colours (siblings, Product.colors); ~10% of products are
 * discounted by 20/30/40%, some are outlet or packs, ~1% have no price yet; parures (type C)
 * are made of sheets, duvet covers and pillowcases generated with them.
 */
import type { Language } from '@trama/shared/contract';
import type { CareRow, CompositionRow, products } from '../../schema.ts';
import { GOLD_COLOURS, SILVER_COLOURS, TEXTILE_COLOURS, type Colour } from './colours.ts';
import { ean13 } from './ean.ts';
import { COLLECTIONS, FAMILIES, PLAIN, sizeSlug, slugify, type Family } from './families.ts';
import { SEED_LANGUAGES, type Texts } from './languages.ts';
import { MATERIALS, ROSE_GOLD_PHRASE, type Material } from './materials.ts';
import { PARURE_ITEMS, description, jewelName, parureLead, parureName, textileKind, textileName } from './names.ts';
import { createRandom, type Random } from './random.ts';

export const DEFAULT_CATALOGUE_SIZE = 420;
export const FIRST_PRODUCT_ID = 10001;
export const DISCOUNTS = [20, 30, 40] as const;
/** The PRNG seed of the demo shop: the same count always gives the same catalogue. */
const DEFAULT_SEED = 20_261_122;

/** A products row as the generator writes it: the brand is the seed's, the types are narrowed to what the table's checks allow. */
export type ProductSeed = Omit<typeof products.$inferSelect, 'brandId' | 'productType' | 'itemType'> & {
  productType: 'S' | 'C';
  /** Storefront §3 itemType; EAN when absent (gift cards: gift-cards.ts). */
  itemType?: 'EAN' | 'GFC';
};

/**
 * Issue 17 §2: the demo's product whose owner left one field unwritten in one language, so the
 * shop serves that field in Italian and says so (Product.untranslated). The last generated product.
 */
export const UNTRANSLATED_DEMO = { language: 'de', field: 'description' } as const;

export interface TextSeed {
  productId: number;
  language: Language;
  /** The product's slug in this language (product_texts.canonical_url, migration 0015). */
  canonicalUrl: string;
  name: string;
  description: string;
  colourName: string;
  materialName: string;
  care: CareRow;
  composition: CompositionRow[];
}

export interface SizeSeedRow {
  productId: number;
  position: number;
  size: string;
  sizeSlug: string;
  /** Italian name of the size (product_sizes.alt_size). */
  altSize: string | null;
  /** The size's name in every language (product_sizes.alt_size_texts, migration 0016). */
  altSizeTexts: Partial<Texts> | null;
  barcode: string;
  webInventory: number;
  startingPrice: number;
  oldPrice: number | null;
}

export interface Catalogue {
  products: ProductSeed[];
  texts: TextSeed[];
  sizes: SizeSeedRow[];
  composites: { compositeId: number; position: number; productId: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shop prices end in ,90 (or ,00 under 10 €). */
const shopPrice = (n: number) => (n < 10 ? Math.round(n) : Math.max(9.9, Math.round(n) - 0.1));

function familyCycle(): Family[] {
  const cycle: Family[] = [];
  const max = Math.max(...FAMILIES.map((f) => f.weight));
  for (let round = 0; round < max; round++) for (const family of FAMILIES) if (family.weight > round) cycle.push(family);
  return cycle;
}

function inventory(random: Random): number {
  const r = random.next();
  if (r < 0.1) return 0;
  if (r < 0.25) return random.int(1, 4);
  return random.int(5, 80);
}

function distinct<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return out;
}

interface Draft {
  family: Family;
  material: Material;
  colour: Colour;
  name: Texts;
  /** The product without its colour, for the description's opening (default: the name). */
  kind?: Texts;
  base: number;
  modelCode: string;
  collection: string | null;
  pack?: boolean;
  priced?: boolean;
  promotable?: boolean;
  /** Opening sentence of the description (default: the name and colour). */
  lead?: Texts;
}

/** The product's slug in a language: its name there, then its id (so slugs stay unique). */
export const productSlug = (name: string, productId: number) => `${slugify(name)}-${productId}`;

/** One generated product with its rows, in the order the whole catalogue lists them. */
interface Piece {
  product: ProductSeed;
  texts: TextSeed[];
  sizes: SizeSeedRow[];
  composites: Catalogue['composites'];
}

const emptyCatalogue = (): Catalogue => ({ products: [], texts: [], sizes: [], composites: [] });

/**
 * Every product of a catalogue of `count`, one at a time, drawing from `random` in a fixed order
 * (ranking excepted: it is a shuffle drawn after the last product, see generateCatalogueChunks).
 */
function* generatePieces(count: number, random: Random): Generator<Piece> {
  let made = 0;
  let nextId = FIRST_PRODUCT_ID;
  let serial = 1_000_000;

  const describe = (d: Draft, product: { productId: number }): TextSeed[] => {
    const descriptions = description(d.kind ?? d.name, d.colour, d.material, !!d.family.jewel, d.lead);
    return SEED_LANGUAGES.map((language) => ({
      productId: product.productId,
      language,
      canonicalUrl: productSlug(d.name[language], product.productId),
      name: d.name[language],
      description: descriptions[language],
      colourName: d.colour.name[language],
      materialName: d.material.name[language],
      care: d.material.care[language],
      composition: d.material.composition[language],
    }));
  };

  const single = (d: Draft): Piece => {
    const productId = nextId++;
    const priced = d.priced ?? !random.chance(0.01);
    const discount = d.promotable !== false && random.chance(0.1) ? random.pick(DISCOUNTS) : null;
    const outlet = random.chance(0.06);
    const sizes = d.family.sizes.map((size, position): SizeSeedRow => {
      const list = priced ? shopPrice(d.base * size.factor * (d.pack ? 2.6 : 1)) : 0;
      return {
        productId,
        position,
        size: size.size,
        sizeSlug: sizeSlug(size.size),
        altSize: size.altSize?.it ?? null,
        altSizeTexts: size.altSize,
        barcode: ean13(serial++),
        webInventory: inventory(random),
        startingPrice: discount ? round2(list * (1 - discount / 100)) : list,
        oldPrice: discount && priced ? list : null,
      };
    });
    const product: ProductSeed = {
      productId,
      productType: 'S',
      menuId: d.family.menuId,
      canonicalUrl: productSlug(d.name.it, productId),
      modelCode: d.modelCode,
      collection: d.collection,
      ranking: 0,
      outlet,
      onSpecial: discount !== null,
      pack: d.pack ?? false,
      permanent: !outlet && random.chance(0.7),
      material: d.material.slug,
      colourSlug: d.colour.slug,
      colourCode: `${d.colour.hex}/${d.colour.slug}`,
      startingPrice: Math.min(...sizes.map((s) => s.startingPrice)),
      oldPrice: discount && priced ? Math.min(...sizes.map((s) => s.oldPrice ?? Infinity)) : null,
      discountPercentage: priced ? discount : null,
      photoCount: random.int(2, 4),
    };
    made++;
    return { product, texts: describe(d, product), sizes, composites: [] };
  };

  // Parures first (each is 4 singles + the set), so even a small catalogue has ~15 of them.
  const parures = count >= 100 ? Math.max(15, Math.floor(count / 200)) : Math.floor(count / 20);
  const bed = (menuId: number) => FAMILIES.find((f) => f.menuId === menuId)!;
  for (let i = 0; i < parures; i++) {
    const material = MATERIALS[random.pick(['lino', 'percalle', 'raso'])]!;
    const colour = random.pick(TEXTILE_COLOURS);
    const collection = random.pick(COLLECTIONS);
    const base = random.int(40, 90);
    const items: ProductSeed[] = [];
    for (const { menuId, noun, factor } of PARURE_ITEMS) {
      const piece = single({
        family: bed(menuId),
        material,
        colour,
        name: textileName(noun, material, null, colour, false),
        kind: textileKind(noun, material, null),
        base: base * factor,
        modelCode: `P${i}-${menuId}-${noun.en}`,
        collection,
        priced: true,
        promotable: false,
      });
      items.push(piece.product);
      yield piece;
    }
    const productId = nextId++;
    const name = parureName(material, colour);
    const set: ProductSeed = {
      ...items[0]!,
      productId,
      productType: 'C',
      canonicalUrl: productSlug(name.it, productId),
      modelCode: `P${i}`,
      onSpecial: false,
      outlet: false,
      pack: false,
      startingPrice: round2(items.reduce((sum, p) => sum + p.startingPrice, 0)),
      oldPrice: null,
      discountPercentage: null,
    };
    made++;
    const composites = items.map((p, position) => ({ compositeId: productId, position, productId: p.productId }));
    const texts = describe({ family: bed(11), material, colour, name, base, modelCode: set.modelCode, collection, lead: parureLead(material, colour) }, set);
    yield { product: set, texts, sizes: [], composites };
  }

  const cycle = familyCycle();
  for (let model = 0; made < count; model++) {
    const family = cycle[model % cycle.length]!;
    const noun = random.pick(family.nouns);
    const material = MATERIALS[random.pick(family.materials)]!;
    const motif = random.pick(family.motifs);
    const palette = !family.jewel ? TEXTILE_COLOURS : material.slug === 'oro' ? GOLD_COLOURS : SILVER_COLOURS;
    const colours = distinct(random, palette, Math.min(palette.length, random.int(1, 4)));
    const [low, high] = family.price;
    const mid = (low + high) / 2;
    const base = family.jewel ? (material.slug === 'oro' ? random.int(mid, high) : random.int(low, mid)) : random.int(low, high);
    const pack = !!family.packs && random.chance(0.15);
    const collection = random.chance(0.6) ? random.pick(COLLECTIONS) : null;
    for (const colour of colours) {
      if (made >= count) break;
      const pattern = motif.it === PLAIN.it ? null : motif;
      const name = family.jewel
        ? jewelName(noun, colour.slug === 'oro_rosa' ? ROSE_GOLD_PHRASE : material.phrase, motif)
        : textileName(noun, material, pattern, colour, pack);
      const kind = family.jewel ? undefined : textileKind(noun, material, pattern);
      yield single({ family, material, colour, name, kind, base, modelCode: `M${model}`, collection, pack });
    }
  }
}

/**
 * Ranking: a shuffled 1..n, so every listing has a stable, believable order. The shuffle draws
 * from the random sequence after the last product, so it needs a first pass over the whole
 * catalogue (discarded as it goes: memory stays flat, at about twice the generation time).
 */
function shuffledRanks(count: number, seed: number): Int32Array {
  const random = createRandom(seed);
  let n = 0;
  for (const _piece of generatePieces(count, random)) n++;
  const ranks = Int32Array.from({ length: n }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  return ranks;
}

/** Products per chunk of the streamed seed: ~10 MB of rows, a handful of insert statements each. */
export const SEED_CHUNK_PRODUCTS = 10_000;

/**
 * The catalogue in chunks of `chunkSize` products (each with its texts, sizes and parure items),
 * so a 500,000-product seed never holds more than one chunk. Concatenated, the chunks are exactly
 * generateCatalogue(count, seed): same rows, same order, whatever the chunk size.
 */
export function* generateCatalogueChunks(count = DEFAULT_CATALOGUE_SIZE, chunkSize = SEED_CHUNK_PRODUCTS, seed = DEFAULT_SEED): Generator<Catalogue> {
  if (!(chunkSize >= 1)) throw new Error(`chunkSize must be at least 1, got ${chunkSize}`);
  const ranks = shuffledRanks(count, seed);
  const random = createRandom(seed);
  let chunk = emptyCatalogue();
  let index = 0;
  for (const piece of generatePieces(count, random)) {
    piece.product.ranking = ranks[index++]!;
    chunk.products.push(piece.product);
    chunk.texts.push(...piece.texts);
    chunk.sizes.push(...piece.sizes);
    chunk.composites.push(...piece.composites);
    const last = index === ranks.length;
    if (last) leaveUntranslated(chunk);
    if (last || chunk.products.length >= chunkSize) {
      yield chunk;
      chunk = emptyCatalogue();
    }
  }
}

/** The whole catalogue at once (the demo shop, tests); a large seed streams generateCatalogueChunks instead. */
export function generateCatalogue(count = DEFAULT_CATALOGUE_SIZE, seed = DEFAULT_SEED): Catalogue {
  // One chunk of unbounded size: the whole catalogue (none at all for count 0).
  const [whole] = generateCatalogueChunks(count, Infinity, seed);
  return whole ?? emptyCatalogue();
}

/** Issue 17 §2: the last product's owner has not written its German description (UNTRANSLATED_DEMO). */
function leaveUntranslated(catalogue: Catalogue): void {
  const last = catalogue.products.at(-1);
  if (!last) return;
  const text = catalogue.texts.find((t) => t.productId === last.productId && t.language === UNTRANSLATED_DEMO.language);
  if (text) text[UNTRANSLATED_DEMO.field] = '';
}
