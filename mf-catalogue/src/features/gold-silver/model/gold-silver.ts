import type { Filter, MenuItem, ProductCard } from '@trama/shared/contract';

/** §9 gold-and-silver: up to 4 products per block. */
export const BLOCK_SIZE = 4;
/** The jewellery entry whose catalogue the page draws from. */
export const JEWELLERY_KEY = 'gioielli';

export function findMenu(menu: MenuItem[], key: string): MenuItem | null {
  for (const item of menu) {
    if (item.key === key) return item;
    const found = findMenu(item.children ?? [], key);
    if (found) return found;
  }
  return null;
}

/** The MATERIAL filter values of a metal: their searchValue contains 'oro' or 'argento'. */
export function materialValues(filters: Filter[], metal: 'oro' | 'argento'): string[] {
  return filters
    .filter((f) => f.searchFilter === 'MATERIAL')
    .flatMap((f) => f.values)
    .map((v) => v.searchValue)
    .filter((v) => v.toLowerCase().includes(metal));
}

/** §2 a block shows up to 4 products of type S, by ranking. */
export function blockProducts(products: ProductCard[]): ProductCard[] {
  return products
    .filter((p) => p.productType === 'S')
    .sort((a, b) => a.ranking - b.ranking)
    .slice(0, BLOCK_SIZE);
}
