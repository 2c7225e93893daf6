/**
 * TypeBox twins of the store contract (@trama/shared/contract stores.ts, contract 1.8); each
 * `contractTwin` fails `tsc` when one drifts. Query strings and bodies refuse what a
 * browser would never send (a NaN, a latitude of 91, 51 lines) with 400 VALIDATION_ERROR.
 */
import { Type } from 'typebox';
import {
  MAX_QUANTITY_PER_LINE,
  type ClickAndCollectRequest,
  type ClickAndCollectStore,
  type ResolvedPlace,
  type StoreSearchAnswer,
} from '@trama/shared/contract';
import { LanguageTag, Id } from '../common/http.ts';
import { ApiErrorSchema, StoreSchema } from '../common/contract-schemas.ts';
import { contractTwin } from '../common/type-checks.ts';
import { MAX_NEAREST_LIMIT } from '../../domain/stores/store-service.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Account §7: a basket sent to click-and-collect-stores holds at most this many lines. */
export const MAX_COLLECT_LINES = 50;

export const CountryQuery = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: "ISO 3166-1 alpha-2 country whose stores are listed (MC is read as FR, storefront §9, and France's network includes the shop in Monaco); absent: every country.",
});

const Location = Type.String({
  maxLength: 100,
  description: 'An Italian municipality or a 5-digit postal code (CAP), more than 3 characters (account §5 Store search).',
});
const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'Latitude of a position (with lng), instead of location.' });
const Longitude = Type.Number({ minimum: -180, maximum: 180, description: 'Longitude of a position (with lat).' });

export const NearestQuery = Type.Object({
  location: Type.Optional(Location),
  lat: Type.Optional(Latitude),
  lng: Type.Optional(Longitude),
  brandId: Type.Optional(Id('Brand id; default the brand header, then 3.')),
  country: Type.Optional(CountryQuery),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NEAREST_LIMIT, description: `Stores at most, default 10, at most ${MAX_NEAREST_LIMIT}.` })),
});

export const ByBrandQuery = Type.Object({
  brandId: Type.Optional(Id('Brand id; default the brand header, then 3.')),
  country: Type.Optional(CountryQuery),
});

export const ClickAndCollectQuery = Type.Object({
  brandId: Type.Optional(Id('Brand id; default the brand header, then 3.')),
  browserId: Type.Optional(Type.String({ maxLength: 100, description: 'The browser id of storefront §7 (accepted, not used).' })),
  language: Type.Optional(LanguageTag),
  country: Type.Optional(CountryQuery),
  location: Type.Optional(Location),
  lat: Type.Optional(Latitude),
  lng: Type.Optional(Longitude),
});

export const ClickAndCollectRequestSchema = contractTwin<ClickAndCollectRequest>()(Type.Object(
  {
    basketLineItems: Type.Array(
      Type.Object(
        {
          productId: Id('The product the size belongs to.'),
          size: Type.String({ minLength: 1, maxLength: 40, description: 'Size label (160x280, M, TU).' }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY_PER_LINE, description: `Pieces, 1-${MAX_QUANTITY_PER_LINE}.` }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_COLLECT_LINES, description: `1-${MAX_COLLECT_LINES} lines, one per product and size.` },
    ),
  },
  { additionalProperties: false },
));

/** 422 UNKNOWN_PRODUCTS of click-and-collect-stores: the ApiErrorBody and the lines the shop does not sell. */
export const CollectRefusalSchema = Type.Object(
  {
    ...ApiErrorSchema.properties,
    unknownLines: Type.Optional(Type.Array(Type.Object({ productId: Type.Integer(), size: Type.String() }), { description: 'UNKNOWN_PRODUCTS.' })),
  },
  { description: 'ApiErrorBody, with the lines no store can be asked for' },
);

export const ResolvedPlaceSchema = contractTwin<ResolvedPlace>()(Type.Object({
  name: Type.String({ description: "The municipality's Italian name." }),
  province: Nullable(Type.String()),
  zip: Nullable(Type.String({ description: 'The postal code searched for, when the search was one.' })),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
}));

const distanceKm = Nullable(Type.Number({ description: 'Kilometres from the place or position searched, one decimal; null without one.' }));

export const NearbyStoreSchema = Type.Object({ ...StoreSchema.properties, distanceKm });

export const StoreSearchAnswerSchema = contractTwin<StoreSearchAnswer>()(Type.Object({
  place: Nullable(ResolvedPlaceSchema),
  stores: Type.Array(NearbyStoreSchema, { description: 'Nearest first; empty when no store is near (locator.16).' }),
}));

export const ClickAndCollectStoreSchema = contractTwin<ClickAndCollectStore>()(Type.Object({
  ...NearbyStoreSchema.properties,
  barcodeList: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      size: Type.String(),
      sizeName: Type.String({ description: "The size's name in the request's language (Matrimoniale), else its code." }),
      barcode: Type.String(),
      stock: Type.Integer(),
    }),
    { description: "Each requested line's stock in this store (account §3 Store barcodeList)." },
  ),
}));
