/**
 * TypeBox mirrors of the @trama/shared contract types, used as response schemas. The type
 * assertions at the bottom fail `tsc` when a schema drifts from its contract type.
 */
import { Type, type Static } from 'typebox';
import type {
  ApiErrorBody,
  BannerLabel,
  BrandDetail,
  ContentItem,
  HealthStatus,
  MenuItem,
  RemoteRegistry,
  Store,
} from '@trama/shared/contract';
import type { Assert, Same } from './type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String({ description: 'Stable machine code, e.g. VALIDATION_ERROR, NOT_FOUND.' }),
    message: Type.String(),
    messageKey: Type.Optional(Type.String({ description: 'Translation key the UI may show.' })),
  },
  { description: 'ApiErrorBody' },
);

export const MenuVisualSchema = Type.Object({
  type: Type.Union([Type.Literal('MENU'), Type.Literal('CATALOGUE')]),
  photo: Type.String(),
  name: Type.String(),
  menuHref: Type.String(),
});

export const MenuItemSchema = Type.Cyclic(
  {
    MenuItem: Type.Object({
      menuId: Type.Integer(),
      key: Type.String(),
      label: Type.String(),
      level: Type.Integer(),
      parent: Nullable(Type.Integer()),
      children: Type.Array(Type.Ref('MenuItem')),
      menuType: Type.Union([Type.Literal('MENU'), Type.Literal('PAGE'), Type.Literal('CATALOGUE')]),
      canonicalUrl: Type.String(),
      altUrl1: Nullable(Type.String()),
      altUrl2: Nullable(Type.String()),
      gridId: Nullable(Type.Integer()),
      gridTypeId: Nullable(Type.Integer()),
      position: Type.Integer(),
      colored: Type.Boolean(),
      description: Nullable(Type.String()),
      language: Type.String(),
      promotion: Type.Boolean(),
      productType: Nullable(Type.String()),
      visuals: Type.Array(MenuVisualSchema),
      // Contract 1.10 (issue 17 §1): the entry's canonicalUrl in every language.
      alternates: Type.Optional(
        Type.Object({
          it: Type.Optional(Type.String()),
          en: Type.Optional(Type.String()),
          fr: Type.Optional(Type.String()),
          de: Type.Optional(Type.String()),
          es: Type.Optional(Type.String()),
        }),
      ),
    }),
  },
  'MenuItem',
);

export const ContentItemSchema = Type.Object({
  section: Type.Integer(),
  widget: Type.Integer(),
  position: Type.Integer(),
  type: Type.Union([Type.Literal('PHOTO'), Type.Literal('TEXT'), Type.Literal('VIDEO')]),
  name: Type.String(),
  value: Type.String(),
  altText: Nullable(Type.String()),
  menuHref: Nullable(Type.String()),
  language: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('en'), Type.Literal('fr'), Type.Literal('de'), Type.Literal('es')])),
});

export const BannerLabelSchema = Type.Object({
  labelType: Type.Union([
    Type.Literal('BANNER1'),
    Type.Literal('BANNER2'),
    Type.Literal('BANNER3'),
    Type.Literal('PROMOTION'),
    Type.Literal('ON_SALE'),
    Type.Literal('CAMPAIGN_MAILING_ID'),
  ]),
  label: Type.String(),
  language: Type.String(),
});

export const PromotionSchema = Type.Object({
  promotionRuleId: Type.Integer(),
  ruleType: Type.Union([
    Type.Literal('AMOUNT'),
    Type.Literal('VALUE'),
    Type.Literal('QUANTITY'),
    Type.Literal('PERCENTAGE'),
    Type.Literal('PACK'),
  ]),
  ruleName: Type.String(),
  threshold: Nullable(Type.Number()),
  quantity: Nullable(Type.Integer()),
  currency: Type.String(),
  discounts: Type.Array(Type.Number(), { description: 'discount_1..discount_n, in order.' }),
  productClusterId: Nullable(Type.String()),
  productClusterId_1: Nullable(Type.String()),
  productClusterId_2: Nullable(Type.String()),
  productCategoryId_1: Nullable(Type.Integer()),
  productCategoryId_2: Nullable(Type.Integer()),
  promotionName: Nullable(Type.String()),
});

export const BrandDetailSchema = Type.Object({
  brandId: Type.Integer(),
  customerCode: Type.String(),
  name: Type.String(),
  storeCode: Type.String(),
  promotion: Type.Array(PromotionSchema),
  promotionCluster: Type.String(),
  promotionEnd: Nullable(Type.String()),
  language: Type.String(),
  defaultCurrency: Type.String(),
  shippingMinimum: Type.Number(),
  shippingCost: Type.Number(),
  expressShippingCost: Type.Number({ description: 'Express freight (selectedPrice 3, FREIGHT_EXP), charged below shippingMinimum.' }),
  crm: Nullable(Type.String()),
  zendesk: Type.Boolean(),
  paymentGateway: Type.String(),
  brands: Type.Array(Type.Object({ brandId: Type.Integer(), name: Type.String() })),
  conversionThreshold: Type.Number({ description: 'Loyalty points needed before a conversion is offered.' }),
  conversionMultiple: Type.Number({ description: 'Points are converted in multiples of this number.' }),
});

export const StoreSchema = Type.Object({
  storeId: Type.Integer(),
  storeCode: Type.String(),
  name: Type.String(),
  address: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code (IT, AD…).' }),
  phone: Type.String(),
  openingHours: Type.Record(Type.String(), Type.String(), {
    description: "mon..sun -> 'HH:MM-HH:MM' ranges separated by ', ', or 'closed'.",
  }),
  personalShopper: Type.Boolean(),
  storeType: Type.String({ description: 'E: shop; G: depot, never offered for pickup.' }),
  hasBasket: Type.Boolean(),
  storeDelivery: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});

export const RemoteRegistrySchema = Type.Object({
  remotes: Type.Array(
    Type.Object({
      name: Type.String(),
      manifestUrl: Type.String(),
      enabled: Type.Boolean(),
      buildId: Type.String({ description: 'The served build: the folder of manifestUrl (12 hex).' }),
      channel: Type.Union([Type.Literal('stable'), Type.Literal('canary')], { description: "canary: this visitor's bucket gets the remote's canary build (issue 33)." }),
    }),
  ),
});

export const HealthStatusSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});

export type ContractChecks = [
  Assert<Same<Static<typeof ApiErrorSchema>, ApiErrorBody>>,
  Assert<Same<Static<typeof MenuItemSchema>, MenuItem>>,
  Assert<Same<Static<typeof ContentItemSchema>, ContentItem>>,
  Assert<Same<Static<typeof BannerLabelSchema>, BannerLabel>>,
  Assert<Same<Static<typeof BrandDetailSchema>, BrandDetail>>,
  Assert<Same<Static<typeof StoreSchema>, Store>>,
  Assert<Same<Static<typeof RemoteRegistrySchema>, RemoteRegistry>>,
  Assert<Same<Static<typeof HealthStatusSchema>, HealthStatus>>,
];
