import { PRODUCT_CARD_FIELDS, type ProductCard } from '@trama/shared/contract';

/**
 * What a slider's card needs of a full product (contract 1.12 `ProductCard`). Issue 30 §5: the
 * sliders a server render carries embed their answer in the page for hydration; the card's fields
 * are about a tenth of a product's bytes (sizes, colours, descriptions stay out of the HTML).
 */
export function cardOf(product: ProductCard): ProductCard {
  const card: Record<string, unknown> = {};
  for (const field of PRODUCT_CARD_FIELDS) if (field in product) card[field] = product[field];
  return card as ProductCard;
}
