/**
 * Gift cards (storefront §1 "gift cards", §3 itemType GFC): products of item type GFC whose sizes
 * are their amounts. Each amount has its own barcode and costs exactly its amount: no discount,
 * never on sale, in no promotion cluster. The shop issues a card when it is paid, so a shopper can
 * never run out of one: the web inventory is a large nominal number (GIFT_CARD_STOCK) that no order
 * can exhaust (a basket line holds at most 10), and the stores hold none (store-stock.ts).
 */
import { formatAmount } from '@trama/shared/rules';
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

interface GiftCardDraft {
  slug: string;
  colourSlug: string;
  colourCode: string;
  name: Texts;
  description: Texts;
}

const CARDS: GiftCardDraft[] = [
  {
    slug: 'carta-regalo-trama',
    colourSlug: 'naturale',
    colourCode: '#d9cdb8/naturale',
    name: { it: 'Carta regalo Trama', en: 'Trama gift card', fr: 'Carte cadeau Trama', de: 'Trama Geschenkkarte', es: 'Tarjeta regalo Trama' },
    description: {
      it: 'Un regalo che lascia scegliere: la carta regalo Trama vale per la biancheria del letto, il bagno, la tavola, l’homewear e i gioielli. Scegli l’importo, da 25 a 200 €.',
      en: 'A present that lets them choose: the Trama gift card covers bed linen, bath, table, homewear and jewellery. Choose the amount, from €25 to €200.',
      fr: 'Un cadeau qui laisse le choix : la carte cadeau Trama vaut pour le linge de lit, le bain, la table, l’homewear et les bijoux. Choisissez le montant, de 25 à 200 €.',
      de: 'Ein Geschenk, das die Wahl lässt: Die Trama Geschenkkarte gilt für Bettwäsche, Bad, Tisch, Homewear und Schmuck. Wählen Sie den Betrag, von 25 bis 200 €.',
      es: 'Un regalo que deja elegir: la tarjeta regalo Trama vale para ropa de cama, baño, mesa, homewear y joyas. Elige el importe, de 25 a 200 €.',
    },
  },
  {
    slug: 'carta-regalo-gioielli',
    colourSlug: 'oro',
    colourCode: '#d4af37/oro',
    name: { it: 'Carta regalo Gioielli', en: 'Jewellery gift card', fr: 'Carte cadeau Bijoux', de: 'Schmuck-Geschenkkarte', es: 'Tarjeta regalo Joyas' },
    description: {
      it: 'Per chi ama i piccoli preziosi: una carta regalo da spendere in collane, orecchini e bracciali in oro e argento. Scegli l’importo, da 25 a 200 €.',
      en: 'For those who love small treasures: a gift card to spend on gold and silver necklaces, earrings and bracelets. Choose the amount, from €25 to €200.',
      fr: 'Pour qui aime les petits trésors : une carte cadeau à dépenser en colliers, boucles d’oreilles et bracelets en or et en argent. Choisissez le montant, de 25 à 200 €.',
      de: 'Für alle, die kleine Kostbarkeiten lieben: eine Geschenkkarte für Halsketten, Ohrringe und Armbänder aus Gold und Silber. Wählen Sie den Betrag, von 25 bis 200 €.',
      es: 'Para quien ama los pequeños tesoros: una tarjeta regalo para collares, pendientes y pulseras de oro y plata. Elige el importe, de 25 a 200 €.',
    },
  },
];

const MATERIAL: Texts = { it: 'Carta regalo', en: 'Gift card', fr: 'Carte cadeau', de: 'Geschenkkarte', es: 'Tarjeta regalo' };
const COLOUR: Record<string, Texts> = {
  naturale: { it: 'Naturale', en: 'Natural', fr: 'Naturel', de: 'Natur', es: 'Natural' },
  oro: { it: 'Oro', en: 'Gold', fr: 'Or', de: 'Gold', es: 'Oro' },
};
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
