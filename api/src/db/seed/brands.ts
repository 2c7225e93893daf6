/**
 * The brands, their promotions and banner labels: api/seed-data/brands/ (issue 32 §1). A
 * promotion's name is a text in each language; the row keeps the Italian one in promotion_name and
 * the others in promotion_name_texts.
 */
import { Type } from 'typebox';
import type { brandLabels, brandPromotions, brands } from '../schema.ts';
import { loadSeedData, TextsSchema } from './seed-data.ts';
import { SEED_LANGUAGES, textIn, type Texts } from './texts.ts';

type BrandInsert = typeof brands.$inferInsert;
type PromotionInsert = typeof brandPromotions.$inferInsert;
type LabelInsert = typeof brandLabels.$inferInsert;

export const SHOP_BRAND_ID = 3;

const Amount = Type.Number({ minimum: 0 });
const BrandsData = Type.Object({
  /** Trama Casa plus two sister brands of the group (accounts are shared across them). */
  brands: Type.Array(
    Type.Object(
      {
        brandId: Type.Integer(),
        customerCode: Type.String(),
        name: Type.String(),
        storeCode: Type.String(),
        promotionCluster: Type.String(),
        promotionEnd: Type.Optional(Type.String({ format: 'date-time' })),
        shippingMinimum: Amount,
        shippingCost: Amount,
        crm: Type.Union([Type.String(), Type.Null()]),
        zendesk: Type.Boolean(),
        paymentGateway: Type.Union([Type.Literal('ADYEN'), Type.Literal('MONETICO')]),
        conversionThreshold: Type.Integer(),
        conversionMultiple: Amount,
        position: Type.Integer(),
      },
      { additionalProperties: false },
    ),
  ),
  promotions: Type.Array(
    Type.Object(
      {
        promotionRuleId: Type.Integer(),
        brandId: Type.Integer(),
        ruleType: Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('PACK'), Type.Literal('AMOUNT')]),
        ruleName: Type.String(),
        threshold: Type.Optional(Amount),
        quantity: Type.Optional(Type.Integer()),
        discounts: Type.Array(Type.Number()),
        productClusterId: Type.Optional(Type.String()),
        productClusterId1: Type.Optional(Type.String()),
        productClusterId2: Type.Optional(Type.String()),
        productCategoryId1: Type.Optional(Type.Integer()),
        productCategoryId2: Type.Optional(Type.Integer()),
        promotionName: TextsSchema,
      },
      { additionalProperties: false },
    ),
  ),
  /** The header's banner strip and other labels, by label type (BANNER1…3, PROMOTION, ON_SALE, …). */
  labels: Type.Record(Type.String(), TextsSchema),
});

const DATA = loadSeedData('brands', BrandsData);

export const BRANDS: BrandInsert[] = DATA.brands;

export const PROMOTIONS: PromotionInsert[] = DATA.promotions.map(({ promotionName, ...promotion }) => ({
  ...promotion,
  promotionName: promotionName.it,
  promotionNameTexts: Object.fromEntries(SEED_LANGUAGES.filter((language) => language !== 'it' && promotionName[language] !== undefined).map((language) => [language, promotionName[language]])),
}));

const LABELS: Record<string, Texts> = DATA.labels;

export const LABEL_ROWS: LabelInsert[] = Object.entries(LABELS).flatMap(([labelType, text]) =>
  SEED_LANGUAGES.map((language) => ({ brandId: SHOP_BRAND_ID, language, labelType, label: textIn(text, language) })),
);
