/** ProductRow -> the contract's Product (storefront §3 Product and Size). */
import type { DiscountDetail, PackPiece, Product, ProductCard, Size } from '@trama/shared/contract';
import { packPiecePrice } from '../basket/pack-pricing.ts';
import type { CardRow, PackPieceRow, ProductRow } from './product-repository.ts';

/**
 * Photo n of a product, keyed by the language-neutral canonical URL (docs/media.md): the JPEG
 * address; browsers get AVIF or WebP from it, in the width they ask for (?w=, srcset).
 */
export const productPhoto = (canonicalUrl: string, n: number) => `/media/products/${canonicalUrl}-${n}.jpg`;

const discountOf = (percentage: number | null): DiscountDetail | null => (percentage ? { percentage } : null);

/** Issue 31 §6: a piece in its pack costs its own price less the pack's percentage (as the basket's pricing says). */
function toPackPiece(piece: PackPieceRow, currency: string): PackPiece {
  return {
    productId: piece.productId,
    name: piece.name,
    size: piece.size,
    sizeName: piece.sizeName,
    productReference: piece.barcode,
    webInventory: piece.webInventory,
    startingPrice: piece.startingPrice,
    listPriceAfterDiscount: packPiecePrice(piece.startingPrice, piece.discountPercentage, currency),
    discountDetail: { percentage: piece.discountPercentage },
  };
}

export function toProduct(row: ProductRow, language: string, items: Product[] = []): Product {
  const discount = discountOf(row.discountPercentage);
  // Photos are keyed by the language-neutral products.canonical_url, never by a language's slug.
  const photos = Array.from({ length: Math.max(1, row.photoCount) }, (_, i) => productPhoto(row.photoKey, i + 1));
  const sizes: Size[] = row.sizes.map((s) => ({
    size: s.size,
    altSize: s.altSize,
    productId: row.productId,
    productReference: s.barcode,
    webInventory: s.webInventory,
    inStores: s.inStores === true,
    startingPrice: s.startingPrice,
    oldPrice: s.oldPrice,
    listPriceAfterDiscount: discount ? s.startingPrice : null,
    discountDetail: discount,
    promotion: discount !== null,
    itemType: row.itemType,
  }));
  return {
    productId: row.productId,
    productType: row.productType,
    name: row.name,
    collection: row.collection,
    description: row.description,
    canonicalUrl: row.canonicalUrl,
    canonicalMenu: row.menuUrl,
    menuCanonicalUrl: row.menuUrl,
    productUrl: `${row.menuUrl}/${row.canonicalUrl}`,
    photo: photos[0]!,
    thumbnail: photos[0]!,
    photosX75: photos,
    startingPrice: row.startingPrice,
    listPriceAfterDiscount: discount ? row.startingPrice : null,
    oldPrice: row.oldPrice,
    discountDetail: discount,
    currency: row.currency,
    outlet: row.outlet,
    onSpecial: row.onSpecial ? 'Y' : 'N',
    inSale: discount !== null || row.outlet,
    onDisplay: 'Y',
    permanent: row.permanent,
    colors: row.colours,
    sizes,
    attributes: [
      { searchFilter: 'COLOR', values: [row.colourSlug] },
      { searchFilter: 'MATERIAL', values: [row.material] },
      { searchFilter: 'SIZE', values: row.sizes.map((s) => s.sizeSlug) },
    ],
    brandName: row.brandName,
    brandId: row.brandId,
    altBrandId: null,
    metaTitle: `${row.name} | ${row.brandName}`,
    metaDescription: row.description.length > 155 ? `${row.description.slice(0, 154)}…` : row.description,
    pack: row.pack,
    productCategory: row.menuLabel,
    productCategoryId: row.menuId,
    assortments: row.collection ? [row.collection] : [],
    compositeData: row.productType === 'C' ? { name: row.name, description: row.description, products: items } : null,
    compositeCanonicalUrlForSingle: row.compositeUrl,
    ranking: row.ranking,
    quantity: null,
    language,
    itemType: row.itemType,
    alternates: row.alternates,
    untranslated: row.untranslated,
    ...(row.materialName ? { materialName: row.materialName } : {}),
    ...(row.packPieces?.length ? { packPieces: row.packPieces.map((piece) => toPackPiece(piece, row.currency)) } : {}),
  };
}

/**
 * CardRow -> ProductCard (issue 18 §2). Prices follow the same rules as toProduct, so a card and
 * its product page always agree (api/test/routes/catalogue-cards.test.ts checks it).
 */
export function toCard(row: CardRow): ProductCard {
  const discount = discountOf(row.discountPercentage);
  const photo = productPhoto(row.photoKey, 1);
  return {
    productId: row.productId,
    productType: row.productType,
    name: row.name,
    canonicalUrl: row.canonicalUrl,
    menuCanonicalUrl: row.menuUrl,
    photo,
    thumbnail: photo,
    startingPrice: row.startingPrice,
    listPriceAfterDiscount: discount ? row.startingPrice : null,
    oldPrice: row.oldPrice,
    discountDetail: discount,
    currency: row.currency,
    brandId: row.brandId,
    brandName: row.brandName,
    ranking: row.ranking,
    itemType: row.itemType,
  };
}
