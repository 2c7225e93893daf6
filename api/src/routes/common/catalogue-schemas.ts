/**
 * TypeBox twins of the catalogue contract (@trama/shared/contract catalogue.ts, product.ts,
 * engagement.ts); each `contractTwin` fails `tsc` when one drifts.
 */
import { Type, type TOptional, type TString } from 'typebox';
import {
  FILTER_KINDS,
  SUPPORTED_LANGUAGES,
  type CareInfo,
  type CatalogueAnswer,
  type CatalogueRequest,
  type ClickstreamEvent,
  type CompositionInfo,
  type FavouritesRequest,
  type Filter,
  type Language,
  type Product,
  type ProductCard,
  type ProductCanonicalUrl,
  type SearchAnswer,
} from '@trama/shared/contract';
import { Id, MAX_INT } from './http.ts';
import { contractTwin } from './type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Price = Type.Number({ description: 'Amount in `currency`, 2 decimals.' });
const YesNo = Type.Union([Type.Literal('Y'), Type.Literal('N')]);

/** Storefront §3 itemType (contract 1.9): GFC for a gift card, whose sizes are its amounts. */
const ItemType = Type.Union([Type.Literal('EAN'), Type.Literal('GFC')]);

export const DiscountDetailSchema = Type.Object({ percentage: Type.Number(), label: Type.Optional(Type.String()) });

export const SizeSchema = Type.Object({
  size: Type.String(),
  altSize: Nullable(Type.String()),
  productId: Type.Integer(),
  productReference: Type.String({ description: 'EAN-13 barcode.' }),
  webInventory: Type.Integer({ description: 'Units in web stock; 1-4 is low stock (§5).' }),
  inStores: Type.Optional(Type.Boolean({ description: 'Held by at least one store (§2 Page metadata: InStoreOnly without web stock).' })),
  startingPrice: Price,
  oldPrice: Nullable(Price),
  listPriceAfterDiscount: Nullable(Price),
  discountDetail: Nullable(DiscountDetailSchema),
  promotion: Type.Boolean(),
  itemType: Type.Optional(ItemType),
});

export const ProductSchema = contractTwin<Product>()(Type.Cyclic(
  {
    Product: Type.Object({
      productId: Type.Integer(),
      productType: Type.Union([Type.Literal('S'), Type.Literal('C')]),
      name: Type.String(),
      collection: Nullable(Type.String()),
      description: Type.String(),
      canonicalUrl: Type.String({ description: "Product slug in the request language (the product's id ends it)." }),
      canonicalMenu: Type.String(),
      menuCanonicalUrl: Type.String(),
      productUrl: Type.String({ description: '{menuCanonicalUrl}/{canonicalUrl}; the UI prefixes /{language}.' }),
      photo: Type.String(),
      thumbnail: Type.String(),
      photosX75: Type.Array(Type.String()),
      startingPrice: Type.Number({ description: 'Lowest price the shopper pays (after any discount).' }),
      listPriceAfterDiscount: Nullable(Price),
      oldPrice: Nullable(Price),
      discountDetail: Nullable(DiscountDetailSchema),
      currency: Type.String(),
      outlet: Type.Boolean(),
      onSpecial: YesNo,
      inSale: Type.Boolean(),
      onDisplay: YesNo,
      permanent: Type.Boolean(),
      colors: Type.Array(
        Type.Object({
          code: Type.String({ description: "'#rrggbb/<slug>'; the swatch is the part before '/' (§9)." }),
          name: Type.String(),
          productId: Type.Integer(),
          canonicalUrl: Type.String(),
        }),
      ),
      sizes: Type.Array(SizeSchema),
      attributes: Type.Array(Type.Object({ searchFilter: Type.String(), values: Type.Array(Type.String()) })),
      brandName: Type.String(),
      brandId: Type.Integer(),
      altBrandId: Nullable(Type.Integer()),
      metaTitle: Nullable(Type.String()),
      metaDescription: Nullable(Type.String()),
      pack: Type.Boolean(),
      productCategory: Nullable(Type.String()),
      productCategoryId: Nullable(Type.Integer()),
      assortments: Type.Array(Type.String()),
      compositeData: Nullable(
        Type.Object({ name: Type.String(), description: Type.String(), products: Type.Array(Type.Ref('Product')) }),
      ),
      compositeCanonicalUrlForSingle: Nullable(Type.String()),
      ranking: Type.Integer(),
      quantity: Nullable(Type.Integer()),
      language: Type.String(),
      itemType: Type.Optional(ItemType),
      alternates: Type.Optional(
        Type.Object(Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, Type.Optional(Type.String())])) as Record<Language, TOptional<TString>>, {
          description: "The product's page in every language, with its prefix ('/fr/lit/draps/drap-en-lin-lave-sauge-10001').",
        }),
      ),
      untranslated: Type.Optional(
        Type.Array(Type.String(), { description: "Text fields ('name', 'description', 'care', …) served in Italian: left empty in `language`." }),
      ),
      materialName: Type.Optional(Type.String({ description: "The product's material in the request language ('Lino lavato'): the page's structured data." })),
      packPieces: Type.Optional(
        Type.Array(
          Type.Object({
            productId: Type.Integer(),
            name: Type.String(),
            size: Type.String({ description: 'The size of the piece the pack holds.' }),
            sizeName: Type.String(),
            productReference: Type.String(),
            webInventory: Type.Integer(),
            startingPrice: Type.Number({ description: 'What the piece costs alone.' }),
            listPriceAfterDiscount: Type.Number({ description: "What it costs in the pack: its own price less the pack's percentage." }),
            discountDetail: Type.Object({ percentage: Type.Number() }),
          }),
          { description: "Issue 31 §6: a pack's pieces, each a product of its own; only on a pack that has pieces." },
        ),
      ),
    }),
  },
  'Product',
));

/**
 * Contract 1.12 (issue 18 §2): what a list tile shows. Written out (not picked from the cyclic
 * ProductSchema) so the serializer writes these fields and nothing else.
 */
export const ProductCardSchema = contractTwin<ProductCard>()(Type.Object({
  productId: Type.Integer(),
  productType: Type.Union([Type.Literal('S'), Type.Literal('C')]),
  name: Type.String(),
  canonicalUrl: Type.String({ description: "Product slug in the request language (the product's id ends it)." }),
  menuCanonicalUrl: Type.String(),
  photo: Type.String(),
  thumbnail: Type.String(),
  startingPrice: Type.Number({ description: 'Lowest price the shopper pays (after any discount).' }),
  listPriceAfterDiscount: Nullable(Price),
  oldPrice: Nullable(Price),
  discountDetail: Nullable(DiscountDetailSchema),
  currency: Type.String(),
  brandId: Type.Integer(),
  brandName: Type.String(),
  ranking: Type.Integer(),
  itemType: Type.Optional(ItemType),
}));

const ProductPage = Type.Object({ content: Type.Array(ProductCardSchema), totalElements: Type.Integer() });

export const FilterSchema = contractTwin<Filter>()(Type.Object({
  filter: Type.String({ description: 'Translated filter name.' }),
  searchFilter: Type.String({ description: FILTER_KINDS.join(', ') }),
  values: Type.Array(
    Type.Object({
      value: Type.String({ description: "Display value; for COLOR the colour code '#rrggbb/<name>'." }),
      searchValue: Type.String({ description: "Slug sent back in FilterSelection.values: no '-' or '/'." }),
    }),
  ),
}));

export const FilterSelectionSchema = Type.Object({
  searchFilter: Type.Union([Type.Literal('COLOR'), Type.Literal('SIZE'), Type.Literal('MATERIAL'), Type.Literal('PRICE'), Type.Literal('PROMOTION')]),
  values: Type.Array(Type.String({ pattern: '^[a-z0-9_%]{1,40}$' }), { maxItems: 50 }),
});

export const CatalogueRequestSchema = contractTwin<CatalogueRequest>()(Type.Object({
  filters: Type.Array(FilterSelectionSchema, { maxItems: 10, default: [] }),
}));

export const CatalogueAnswerSchema = contractTwin<CatalogueAnswer>()(Type.Object({ products: ProductPage, filters: Type.Array(FilterSchema) }));

export const SearchCategorySchema = Type.Object({
  labelLevel0: Type.String({ description: 'Top menu entry label (Letto).' }),
  labelLevel1: Type.String({ description: 'Category label (Lenzuola).' }),
  labelLevel2: Type.String({ description: 'Deepest entry label (the category in a two-level menu).' }),
  canonicalUrlLevel2: Type.String(),
  totalMatched: Type.Integer(),
  discountDetail: Nullable(DiscountDetailSchema),
});

export const SearchAnswerSchema = contractTwin<SearchAnswer>()(Type.Object({ products: ProductPage, categories: Type.Array(SearchCategorySchema, { maxItems: 6 }) }));

export const CareInfoSchema = contractTwin<CareInfo>()(Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Heading -> lines.' }));

export const CompositionInfoSchema = contractTwin<CompositionInfo>()(Type.Object({
  attribute: Type.String(),
  attributeValue: Type.String(),
  value: Type.Number({ description: 'Percentage.' }),
}));

export const ProductCanonicalUrlSchema = contractTwin<ProductCanonicalUrl>()(Type.Object({
  productId: Type.Integer(),
  canonicalUrl: Type.String(),
  menuCanonicalUrl: Type.String(),
}));

export const FavouritesRequestSchema = contractTwin<FavouritesRequest>()(Type.Object({
  productIds: Type.Array(Id('Product id'), { maxItems: 100 }),
}));

const ShortText = (description: string, maxLength = 200) => Type.String({ maxLength, description });

export const ClickstreamEventSchema = contractTwin<ClickstreamEvent>()(Type.Object({
  brandId: Type.Integer({ minimum: 1, maximum: MAX_INT }),
  browserType: ShortText('Browser name.'),
  clickTime: Type.String({ format: 'date-time', description: 'ISO 8601 date-time.' }),
  ipAddress: Nullable(ShortText('Client IP address.', 64)),
  menuId: Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  product: Nullable(ShortText('Product name or reference.')),
  orginUrl: ShortText('Page URL (spelling kept from the spec).', 2000),
  recommended: Type.Boolean(),
  productId: Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  browserId: Type.String({ minLength: 1, maxLength: 100 }),
  browserOS: ShortText('Operating system.'),
  browserPlatform: ShortText('Platform.'),
  browserCountry: ShortText('Country code.', 10),
}));
