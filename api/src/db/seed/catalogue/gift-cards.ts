/**
 * Gift cards (storefront §1 "gift cards", §3 itemType GFC): products of item type GFC whose sizes
 * are their amounts. Each amount has its own barcode and costs exactly its amount: no discount,
 * never on sale, in no promotion cluster. The shop issues a card when it is paid, so a shopper can
 * never run out of one: the web inventory is a large nominal number (GIFT_CARD_STOCK) that no order
 * can exhaust (a basket line holds at most 10), and the stores hold none (store-stock.ts).
 */
import type { Catalogue, ProductSeed, SizeSeedRow, TextSeed } from './generate.ts';
import { ean13 } from './ean.ts';

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

interface GiftCardDraft {
  slug: string;
  colourSlug: string;
  colourCode: string;
  name: { it: string; en: string };
  description: { it: string; en: string };
}

const CARDS: GiftCardDraft[] = [
  {
    slug: 'carta-regalo-trama',
    colourSlug: 'naturale',
    colourCode: '#d9cdb8/naturale',
    name: { it: 'Carta regalo Trama', en: 'Trama gift card' },
    description: {
      it: 'Un regalo che lascia scegliere: la carta regalo Trama vale per la biancheria del letto, il bagno, la tavola, l’homewear e i gioielli. Scegli l’importo, da 25 a 200 €.',
      en: 'A present that lets them choose: the Trama gift card covers bed linen, bath, table, homewear and jewellery. Choose the amount, from €25 to €200.',
    },
  },
  {
    slug: 'carta-regalo-gioielli',
    colourSlug: 'oro',
    colourCode: '#d4af37/oro',
    name: { it: 'Carta regalo Gioielli', en: 'Jewellery gift card' },
    description: {
      it: 'Per chi ama i piccoli preziosi: una carta regalo da spendere in collane, orecchini e bracciali in oro e argento. Scegli l’importo, da 25 a 200 €.',
      en: 'For those who love small treasures: a gift card to spend on gold and silver necklaces, earrings and bracelets. Choose the amount, from €25 to €200.',
    },
  },
];

const NO_CARE = { it: {}, en: {} };
const MATERIAL = { it: 'Carta regalo', en: 'Gift card' };
const COLOUR = { naturale: { it: 'Naturale', en: 'Natural' }, oro: { it: 'Oro', en: 'Gold' } } as const;

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
      altSize: null,
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
      canonicalUrl: `${card.slug}-${productId}`,
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
    const colour = COLOUR[card.colourSlug as keyof typeof COLOUR];
    const texts: TextSeed[] = (['it', 'en'] as const).map((language) => ({
      productId,
      language,
      name: card.name[language],
      description: card.description[language],
      colourName: colour[language],
      materialName: MATERIAL[language],
      care: NO_CARE[language],
      composition: [],
    }));
    catalogue.products.push(product);
    catalogue.sizes.push(...sizes);
    catalogue.texts.push(...texts);
  });
  return catalogue;
}
