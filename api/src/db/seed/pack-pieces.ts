/**
 * Issue 31 §6: packs whose pieces are products of their own (storefront §1 packs, §3 Basket
 * packParent / pack[], §4 pack rules), so "a piece never below its pack" and "a whole pack cannot
 * be removed piece by piece" have something to bind. The generated "set da 3" articles stay as
 * they are (one article, no pieces).
 *
 * Each pack joins a sheet (menu 11) and a pillowcase (menu 13) of the same material, the same
 * colour when the catalogue has one: both keep being sold alone. The pack is a product of its own
 * (ids from FIRST_PACK_ID, after every generated product and gift card)
 * with one size, SET: its price is its pieces' less PACK_PERCENTAGE, its stock the scarcer piece's.
 *
 * Written when product_pack_pieces is empty, so an existing database (migration 0024 creates the
 * empty table) is topped up on its next start and a seeded one is left alone. One transaction: a
 * failure leaves no pack without pieces.
 */
import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CareRow, CompositionRow } from '../schema.ts';
import * as schema from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { ean13 } from './catalogue/ean.ts';
import { productSlug, type Catalogue, type ProductSeed, type TextSeed } from './catalogue/generate.ts';
import { insertCatalogueRows, linkProductClusters } from './catalogue/insert.ts';
import { SEED_LANGUAGES, type Texts } from './catalogue/languages.ts';

/**
 * Above the generated catalogue (10001… up to 1,010,000 at the largest CATALOGUE_SIZE) and the gift
 * cards (9001…): a fixture that takes "the first product of a menu" still gets a generated one.
 */
export const FIRST_PACK_ID = 5_000_001;
/** How many packs the demo shop sells. */
export const PACK_COUNT = 3;
/** The pack's reduction on each of its pieces (pack[].discountDetail.percentage). */
export const PACK_PERCENTAGE = 15;
/** The pack's one size: the whole set. */
export const PACK_SIZE = 'SET';
const PACK_SIZE_NAME: Texts = { it: 'Set completo', en: 'Full set', fr: 'Set complet', de: 'Komplettset', es: 'Set completo' };
/** Barcode serials of the packs' sizes, apart from the catalogue's and the gift cards'. */
const FIRST_PACK_SERIAL = 9_100_000_000;
const SHEETS_MENU_ID = 11;
const PILLOWCASES_MENU_ID = 13;

const PACK_NAME: Texts = { it: 'Pack notte', en: 'Night pack', fr: 'Pack nuit', de: 'Nacht-Set', es: 'Pack noche' };

function description(language: keyof Texts, a: string, b: string, sizeA: string, sizeB: string): string {
  switch (language) {
    case 'en':
      return `This pack brings together ${a} (${sizeA}) and ${b} (${sizeB}): together they cost ${PACK_PERCENTAGE}% less than on their own.`;
    case 'fr':
      return `Ce pack réunit ${a} (${sizeA}) et ${b} (${sizeB}) : ensemble, ils coûtent ${PACK_PERCENTAGE} % de moins que séparément.`;
    case 'de':
      return `Dieses Set vereint ${a} (${sizeA}) und ${b} (${sizeB}): zusammen kosten sie ${PACK_PERCENTAGE} % weniger als einzeln.`;
    case 'es':
      return `Este pack reúne ${a} (${sizeA}) y ${b} (${sizeB}): juntos cuestan un ${PACK_PERCENTAGE} % menos que por separado.`;
    default:
      return `Il pack riunisce ${a} (${sizeA}) e ${b} (${sizeB}): insieme costano il ${PACK_PERCENTAGE} % in meno che da soli.`;
  }
}

interface PieceRow {
  product_id: number;
  menu_id: number;
  material: string;
  colour_slug: string;
  colour_code: string;
  size: string;
  price: number;
  web_inventory: number;
}

interface PieceText {
  product_id: number;
  language: keyof Texts;
  name: string;
  colour_name: string;
  material_name: string;
  size_name: string;
  care: CareRow;
  composition: CompositionRow[];
}

/** The connection drizzle was built on (prepare.ts: a single pg.Client, so begin/commit hold). */
interface Rows {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Each pack's sheet and pillowcase: the first in-stock, priced size of each, no product used twice. */
function pairPieces(rows: PieceRow[]): [PieceRow, PieceRow][] {
  const sheets = rows.filter((r) => r.menu_id === SHEETS_MENU_ID);
  const cases = rows.filter((r) => r.menu_id === PILLOWCASES_MENU_ID);
  const used = new Set<number>();
  const pairs: [PieceRow, PieceRow][] = [];
  // Same material and colour first, then the same material only.
  for (const sameColour of [true, false]) {
    for (const sheet of sheets) {
      if (pairs.length === PACK_COUNT) return pairs;
      if (used.has(sheet.product_id)) continue;
      const match = cases.find((c) => !used.has(c.product_id) && c.material === sheet.material && (!sameColour || c.colour_slug === sheet.colour_slug));
      if (!match) continue;
      used.add(sheet.product_id).add(match.product_id);
      pairs.push([sheet, match]);
    }
  }
  return pairs;
}

export async function seedPackPiecesIfEmpty(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.productPackPieces);
  if ((existing?.n ?? 0) > 0) return false;
  const client = (db as unknown as { $client: Rows }).$client;
  const candidates = (await client.query(
    `select distinct on (p.product_id) p.product_id, p.menu_id, p.material, p.colour_slug, p.colour_code, s.size,
            s.starting_price::float8 as price, s.web_inventory
     from products p join product_sizes s on s.product_id = p.product_id
     where p.brand_id = $1 and p.product_type = 'S' and p.item_type = 'EAN' and not p.pack and p.product_id between 10001 and $3
       and p.menu_id = any($2::int[]) and s.starting_price > 0 and s.web_inventory > 0
     order by p.product_id, s.position`,
    [SHOP_BRAND_ID, [SHEETS_MENU_ID, PILLOWCASES_MENU_ID], FIRST_PACK_ID - 1],
  )).rows as PieceRow[];
  const pairs = pairPieces(candidates);
  // An empty catalogue (CATALOGUE_SIZE=0) has no pieces: nothing to pack.
  if (pairs.length === 0) return false;

  const pieceIds = pairs.flat().map((p) => p.product_id);
  const texts = (await client.query(
    `select t.product_id, t.language, t.name, t.colour_name, t.material_name, t.care, t.composition,
            coalesce(s.alt_size_texts ->> t.language, s.alt_size, s.size) as size_name
     from product_texts t
     join products p on p.product_id = t.product_id
     join lateral (select * from product_sizes s where s.product_id = p.product_id and s.web_inventory > 0 and s.starting_price > 0
                   order by s.position limit 1) s on true
     where t.product_id = any($1::int[])`,
    [pieceIds],
  )).rows as PieceText[];
  const textOf = (productId: number, language: keyof Texts) =>
    texts.find((t) => t.product_id === productId && t.language === language) ?? texts.find((t) => t.product_id === productId && t.language === 'it')!;

  const catalogue: Catalogue = { products: [], texts: [], sizes: [], composites: [] };
  const pieces: (typeof schema.productPackPieces.$inferInsert)[] = [];
  pairs.forEach(([sheet, pillowcase], i) => {
    const productId = FIRST_PACK_ID + i;
    const oldPrice = round2(sheet.price + pillowcase.price);
    const price = round2([sheet, pillowcase].reduce((sum, piece) => sum + round2(piece.price * (1 - PACK_PERCENTAGE / 100)), 0));
    const nameIn = (language: keyof Texts) => `${PACK_NAME[language]} ${textOf(sheet.product_id, language).colour_name}`;
    const product: ProductSeed = {
      productId,
      productType: 'S',
      menuId: SHEETS_MENU_ID,
      canonicalUrl: productSlug(nameIn('it'), productId),
      modelCode: `PACK${i + 1}`,
      collection: null,
      // After the generated products in the menu's default order: the lists' first products stay theirs.
      ranking: 2_000_000_000 + i,
      outlet: false,
      onSpecial: false,
      pack: true,
      permanent: true,
      material: sheet.material,
      colourSlug: sheet.colour_slug,
      colourCode: sheet.colour_code,
      startingPrice: price,
      oldPrice,
      discountPercentage: PACK_PERCENTAGE,
      photoCount: 1,
    };
    catalogue.products.push(product);
    catalogue.sizes.push({
      productId,
      position: 0,
      size: PACK_SIZE,
      sizeSlug: 'set',
      altSize: PACK_SIZE_NAME.it,
      altSizeTexts: PACK_SIZE_NAME,
      barcode: ean13(FIRST_PACK_SERIAL + i),
      webInventory: Math.min(sheet.web_inventory, pillowcase.web_inventory),
      startingPrice: price,
      oldPrice,
    });
    for (const language of SEED_LANGUAGES) {
      const a = textOf(sheet.product_id, language);
      const b = textOf(pillowcase.product_id, language);
      const text: TextSeed = {
        productId,
        language,
        canonicalUrl: language === 'it' ? product.canonicalUrl : productSlug(nameIn(language), productId),
        name: nameIn(language),
        description: description(language, a.name, b.name, a.size_name, b.size_name),
        colourName: a.colour_name,
        materialName: a.material_name,
        care: a.care,
        composition: a.composition,
      };
      catalogue.texts.push(text);
    }
    [sheet, pillowcase].forEach((piece, position) =>
      pieces.push({ packProductId: productId, pieceProductId: piece.product_id, pieceSize: piece.size, position, discountPercentage: PACK_PERCENTAGE }),
    );
  });

  await client.query('begin');
  try {
    await insertCatalogueRows(client, SHOP_BRAND_ID, catalogue);
    await linkProductClusters(client, SHOP_BRAND_ID);
    await db.insert(schema.productPackPieces).values(pieces);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return true;
}
