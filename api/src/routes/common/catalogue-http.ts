/** Headers and paging of the catalogue calls (storefront §7: brand, language, currency, country, promoCluster). */
import { Type } from 'typebox';
import { CATALOGUE_SORTS, LIST_SORTS } from '@trama/shared/contract';
import { ContextHeaders } from './http.ts';

export const ShopHeaders = Type.Object({
  ...ContextHeaders.properties,
  currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$', description: 'ISO 4217; prices are in the brand currency (answer `currency`).' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2, default IT.' })),
  promocluster: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,10}$', description: 'promoCluster header, default E.' })),
  discountcode: Type.Optional(Type.String({ maxLength: 64, description: 'discountCode header (accepted, not used for list prices).' })),
});

export const SortParam = Type.Union(
  [Type.Literal('ranking,asc'), Type.Literal('price,asc'), Type.Literal('price,desc')],
  { default: 'ranking,asc', description: CATALOGUE_SORTS.join(' | ') },
);

/** A menu entry's list also sorts by 'promotions': only products on promotion, by ranking (§4). */
export const ListSortParam = Type.Union(
  LIST_SORTS.map((sort) => Type.Literal(sort)),
  { default: 'ranking,asc', description: `${LIST_SORTS.join(' | ')}; promotions = only products on promotion, by ranking` },
);

export const pagingQuery = (defaultSize: number) => ({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Zero-based page.' }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: defaultSize, description: 'Page size, 1-100.' }),
  sort: SortParam,
});
