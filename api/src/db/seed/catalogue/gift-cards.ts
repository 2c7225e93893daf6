/**
 * Gift cards (storefront §1 "gift cards", §3 itemType GFC): products of item type GFC whose sizes
 * are their amounts. Each amount has its own barcode and costs exactly its amount: no discount,
 * never on sale, in no promotion cluster. The shop issues a card when it is paid, so a shopper can
 * never run out of one: the web inventory is a large nominal number (GIFT_CARD_STOCK) that no order
 * can exhaust (a basket line holds at most 10), and the stores hold none (store-stock.ts).
 */
import { formatAmount } from '@trama/shared/rules';
import { Type } from 'typebox';
import { inEveryLanguageSchema, loadSeedData } from '../seed-data.ts';
import { productSlug, type Catalogue, type ProductSeed, type SizeSeedRow, type TextSeed } from './generate.ts';
import { ean13 } from './ean.ts';
import { SEED_LANGUAGES, inEveryLanguage, type Texts } from './languages.ts';

/** The menu entry (seed/menu.ts, key carte_regalo) the gift cards are listed under. */
export const GIFT_CARD_MENU_ID = 55;
/** The amounts on offer, in the brand currency (EUR). */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 150, 200] as const;
/** Nominal web inventory of each amount: large enough that no shopper meets a limit. */
export const GIFT_CARD_STOCK = 99_999;
/** Below the generated catalogue's first id (10001), so both never collide whatever CATALOGUE_SIZE is. */
const FIRST_GIFT_CARD_ID = 9001;
/** Barcode serials far above the generated catalogue's (which start at 1 000 000). */
const FIRST_GIFT_CARD_SERIAL = 9_000_000_000;

const Words = inEveryLanguageSchema(Type.String());
const GiftCardsData = Type.Object({
  cards: Type.Array(
    Type.Object(
      { slug: Type.String(), colourSlug: Type.String(), colourCode: Type.String(), name: Words, description: Words },
      { additionalProperties: false },
    ),
  ),
  material: Words,
  colour: Type.Record(Type.String(), Words),
});

/** The cards, their names and descriptions: api/seed-data/catalogue/gift-cards/ (issue 32 §1). */
const DATA = loadSeedData('catalogue/gift-cards', GiftCardsData);

const CARDS = DATA.cards;

const MATERIAL: Texts = DATA.material;
const COLOUR: Record<string, Texts> = DATA.colour;
/** An amount's name in each language's own price format ("25 €", "€25"). */
const amountLabel = (amount: number) => inEveryLanguage((language) => formatAmount(amount, 'EUR', language).replace(/[.,]00(?=\D|$)/, ''));

export function giftCardCatalogue(): Catalogue {
  const catalogue: Catalogue = { products: [], texts: [], sizes: [], composites: [] };
  let serial = FIRST_GIFT_CARD_SERIAL;
  CARDS.forEach((card, i) => {
    const productId = FIRST_GIFT_CARD_ID + i;
    const sizes = GIFT_CARD_AMOUNTS.map((amount, position): SizeSeedRow => ({
      productId,
      position,
      size: `${amount} €`,
      sizeSlug: `${amount}eur`,
      // The amount written as each language writes a price: the size shown on the page.
      altSize: amountLabel(amount).it,
      altSizeTexts: amountLabel(amount),
      barcode: ean13(serial++),
      webInventory: GIFT_CARD_STOCK,
      startingPrice: amount,
      oldPrice: null,
    }));
    const product: ProductSeed = {
      productId,
      productType: 'S',
      itemType: 'GFC',
      menuId: GIFT_CARD_MENU_ID,
      canonicalUrl: productSlug(card.slug, productId),
      modelCode: `GFC${i + 1}`,
      collection: null,
      // First in the menu's default order.
      ranking: i,
      outlet: false,
      onSpecial: false,
      pack: false,
      permanent: true,
      material: 'carta-regalo',
      colourSlug: card.colourSlug,
      colourCode: card.colourCode,
      startingPrice: GIFT_CARD_AMOUNTS[0],
      oldPrice: null,
      discountPercentage: null,
      photoCount: 1,
    };
    const colour = COLOUR[card.colourSlug]!;
    const texts: TextSeed[] = SEED_LANGUAGES.map((language) => ({
      productId,
      language,
      // The Italian slug stays the card's own ('carta-regalo-trama-9001'); the others follow the name.
      canonicalUrl: language === 'it' ? productSlug(card.slug, productId) : productSlug(card.name[language], productId),
      name: card.name[language],
      description: card.description[language],
      colourName: colour[language],
      materialName: MATERIAL[language],
      care: {},
      composition: [],
    }));
    catalogue.products.push(product);
    catalogue.sizes.push(...sizes);
    catalogue.texts.push(...texts);
  });
  return catalogue;
}
