/**
 * The demo catalogue, generated (no network, seeded PRNG: the same size always gives the same
 * shop). Models of a family come in 1-4 colours (siblings, Product.colors); ~10% of products are
 * discounted by 20/30/40%, some are outlet or packs, ~1% have no price yet; parures (type C)
 * are made of sheets, duvet covers and pillowcases generated with them.
 */
import type { CareRow, CompositionRow } from '../../schema.ts';
import { GOLD_COLOURS, SILVER_COLOURS, TEXTILE_COLOURS, type Colour } from './colours.ts';
import { ean13 } from './ean.ts';
import { COLLECTIONS, FAMILIES, sizeSlug, slugify, type Family } from './families.ts';
import { MATERIALS, type Material } from './materials.ts';
import { createRandom, type Random } from './random.ts';

export const DEFAULT_CATALOGUE_SIZE = 420;
export const FIRST_PRODUCT_ID = 10001;
export const DISCOUNTS = [20, 30, 40] as const;

export interface ProductSeed {
  productId: number;
  productType: 'S' | 'C';
  /** Storefront §3 itemType; EAN when absent (gift cards: gift-cards.ts). */
  itemType?: 'EAN' | 'GFC';
  menuId: number;
  canonicalUrl: string;
  modelCode: string;
  collection: string | null;
  ranking: number;
  outlet: boolean;
  onSpecial: boolean;
  pack: boolean;
  permanent: boolean;
  material: string;
  colourSlug: string;
  colourCode: string;
  startingPrice: number;
  oldPrice: number | null;
  discountPercentage: number | null;
  photoCount: number;
}

export interface TextSeed {
  productId: number;
  language: 'it' | 'en';
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
  altSize: string | null;
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
  nameIt: string;
  nameEn: string;
  base: number;
  modelCode: string;
  collection: string | null;
  pack?: boolean;
  priced?: boolean;
  promotable?: boolean;
  /** Opening sentence of the description (default: the name and colour). */
  lead?: { it: string; en: string };
}

export function generateCatalogue(count = DEFAULT_CATALOGUE_SIZE, seed = 20_261_122): Catalogue {
  const random = createRandom(seed);
  const catalogue: Catalogue = { products: [], texts: [], sizes: [], composites: [] };
  let nextId = FIRST_PRODUCT_ID;
  let serial = 1_000_000;

  const describe = (d: Draft, product: { productId: number }) => {
    const tailIt = d.family.jewel ? 'Confezione regalo inclusa.' : 'Confezionato in Italia.';
    const tailEn = d.family.jewel ? 'Gift box included.' : 'Made in Italy.';
    const texts: TextSeed[] = [
      { language: 'it', name: d.nameIt, description: `${d.lead?.it ?? `${d.nameIt}, colore ${d.colour.it.toLowerCase()}.`} ${d.material.blurb.it} ${tailIt}`, colourName: d.colour.it, materialName: d.material.name.it, care: d.material.care.it, composition: d.material.composition.it, productId: product.productId },
      { language: 'en', name: d.nameEn, description: `${d.lead?.en ?? `${d.nameEn}, in ${d.colour.en.toLowerCase()}.`} ${d.material.blurb.en} ${tailEn}`, colourName: d.colour.en, materialName: d.material.name.en, care: d.material.care.en, composition: d.material.composition.en, productId: product.productId },
    ];
    catalogue.texts.push(...texts);
  };

  const addSingle = (d: Draft): ProductSeed => {
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
        altSize: size.altSize,
        barcode: ean13(serial++),
        webInventory: inventory(random),
        startingPrice: discount ? round2(list * (1 - discount / 100)) : list,
        oldPrice: discount && priced ? list : null,
      };
    });
    catalogue.sizes.push(...sizes);
    const product: ProductSeed = {
      productId,
      productType: 'S',
      menuId: d.family.menuId,
      canonicalUrl: `${slugify(d.nameIt)}-${productId}`,
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
    catalogue.products.push(product);
    describe(d, product);
    return product;
  };

  // Parures first (each is 4 singles + the set), so even a small catalogue has ~15 of them.
  const parures = count >= 100 ? Math.max(15, Math.floor(count / 200)) : Math.floor(count / 20);
  const bed = (menuId: number) => FAMILIES.find((f) => f.menuId === menuId)!;
  for (let i = 0; i < parures; i++) {
    const material = MATERIALS[random.pick(['lino', 'percalle', 'raso'])]!;
    const colour = random.pick(TEXTILE_COLOURS);
    const collection = random.pick(COLLECTIONS);
    const base = random.int(40, 90);
    const item = (menuId: number, nounIt: string, nounEn: string, factor: number) =>
      addSingle({
        family: bed(menuId),
        material,
        colour,
        nameIt: `${nounIt} in ${material.phrase.it} ${colour.it}`,
        nameEn: `${nounEn} in ${material.phrase.en}, ${colour.en}`,
        base: base * factor,
        modelCode: `P${i}-${menuId}-${nounEn}`,
        collection,
        priced: true,
        promotable: false,
      });
    const items = [
      item(11, 'Lenzuolo', 'Flat sheet', 1),
      item(11, 'Lenzuolo con angoli', 'Fitted sheet', 0.9),
      item(12, 'Copripiumino', 'Duvet cover', 1.6),
      item(13, 'Federa', 'Pillowcase', 0.35),
    ];
    const productId = nextId++;
    const nameIt = `Parure in ${material.phrase.it} ${colour.it}`;
    const nameEn = `Bed linen set in ${material.phrase.en}, ${colour.en}`;
    const set: ProductSeed = {
      ...items[0]!,
      productId,
      productType: 'C',
      canonicalUrl: `${slugify(nameIt)}-${productId}`,
      modelCode: `P${i}`,
      onSpecial: false,
      outlet: false,
      pack: false,
      startingPrice: round2(items.reduce((sum, p) => sum + p.startingPrice, 0)),
      oldPrice: null,
      discountPercentage: null,
    };
    catalogue.products.push(set);
    items.forEach((p, position) => catalogue.composites.push({ compositeId: productId, position, productId: p.productId }));
    const lead = {
      it: `Lenzuolo, lenzuolo con angoli, copripiumino e federa coordinati, in ${material.phrase.it} ${colour.it.toLowerCase()}.`,
      en: `Flat sheet, fitted sheet, duvet cover and pillowcase to match, in ${colour.en.toLowerCase()} ${material.phrase.en}.`,
    };
    describe({ family: bed(11), material, colour, nameIt, nameEn, base, modelCode: set.modelCode, collection, lead }, set);
  }

  const cycle = familyCycle();
  for (let model = 0; catalogue.products.length < count; model++) {
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
      if (catalogue.products.length >= count) break;
      const plain = motif.it === 'Tinta unita';
      const packIt = pack ? ' (set da 3)' : '', packEn = pack ? ' (set of 3)' : '';
      const nameIt = family.jewel
        ? `${noun.it} ${colour.slug === 'oro_rosa' ? 'Oro rosa 18kt' : material.phrase.it} ${motif.it}`
        : `${noun.it} in ${material.phrase.it}${plain ? '' : ` ${motif.it}`} ${colour.it}${packIt}`;
      const nameEn = family.jewel
        ? `${motif.en} ${noun.en.toLowerCase()} in ${colour.slug === 'oro_rosa' ? '18kt rose gold' : material.phrase.en}`
        : `${noun.en} in ${material.phrase.en}${plain ? '' : `, ${motif.en.toLowerCase()}`}, ${colour.en}${packEn}`;
      addSingle({ family, material, colour, nameIt, nameEn, base, modelCode: `M${model}`, collection, pack });
    }
  }

  // Ranking: a shuffled 1..n, so every listing has a stable, believable order.
  const ranks = catalogue.products.map((_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  catalogue.products.forEach((p, i) => (p.ranking = ranks[i]!));
  return catalogue;
}
