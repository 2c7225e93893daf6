import type { CatalogueSort, Product } from '@trama/shared/contract';

/** §4 Sorting options; 'promotions' asks by ranking and keeps only discounted products locally. */
export const SORT_OPTIONS = ['ranking,asc', 'price,asc', 'price,desc', 'promotions'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

export function serverSort(option: SortOption): CatalogueSort {
  return option === 'promotions' ? 'ranking,asc' : option;
}

function onPromotion(p: Product): boolean {
  return (
    (p.discountDetail?.percentage ?? 0) > 0 ||
    (p.oldPrice !== null && p.oldPrice > (p.listPriceAfterDiscount ?? p.startingPrice)) ||
    p.sizes.some((s) => s.promotion)
  );
}

/** §4 "promotions only (sorted locally)": the loaded products that carry a discount, in their order. */
export function visibleProducts(products: Product[], option: SortOption): Product[] {
  return option === 'promotions' ? products.filter(onPromotion) : products;
}
