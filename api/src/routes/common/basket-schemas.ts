/**
 * TypeBox twins of the basket contract (@trama/shared/contract basket.ts); each `contractTwin` fails
 * `tsc` when one drifts. Request objects drop unknown properties (ajv removeAdditional),
 * so a price sent by the browser never reaches the service.
 */
import { Type } from 'typebox';
import {
  MAX_QUANTITY_PER_LINE,
  type BasketPricing,
  type BasketPricingRequest,
  type DiscountValidation,
  type StockCheckRequest,
  type StockCheckResult,
} from '@trama/shared/contract';
import { Id } from './http.ts';
import { contractTwin } from './type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Amount = (description: string) => Type.Number({ description });

/** §9: a basket holds at most this many size lines in one request. */
export const MAX_BASKET_LINES = 100;

export const CouponTypeSchema = Type.Union([Type.Literal('PERCENT'), Type.Literal('FIXED'), Type.Literal('PRIVATE_SALE')]);

export const DiscountRefusalSchema = Type.Union(
  [
    Type.Literal('UNKNOWN'),
    Type.Literal('EXPIRED'),
    Type.Literal('NOT_STARTED'),
    Type.Literal('USED_UP'),
    Type.Literal('CUSTOMER_LIMIT'),
    Type.Literal('LOGIN_REQUIRED'),
    Type.Literal('WRONG_BRAND'),
    Type.Literal('MINIMUM_AMOUNT'),
  ],
  { description: 'UNKNOWN: no such code (product.basket.20 / .24); any other reason: a real code not approved now (payment.19).' },
);

export const DiscountValidationSchema = contractTwin<DiscountValidation>()(Type.Object({
  discountCode: Type.String({ description: 'The code, upper-cased.' }),
  discountLabel: Nullable(Type.String()),
  valid: Type.Boolean(),
  value: Amount('PERCENT / PRIVATE_SALE: a percentage; FIXED: an amount in the brand currency (0 for an unknown code).'),
  couponType: CouponTypeSchema,
  cumulative: Type.Boolean({ description: 'false: not applied when an automatic promotion reduces the basket (§4).' }),
  authenticated: Type.Boolean({ description: 'Reserved to signed-in customers.' }),
  productCluster: Type.Array(Type.String(), { description: 'Barcodes the code is restricted to; [] = every product.' }),
  isProductsInBarcode: Type.Boolean({ description: "Every barcode of the code is in one of the brand's promotion clusters (refused, product.basket.39)." }),
  reason: Nullable(DiscountRefusalSchema),
}));

const StoreDeliveryTagSchema = Type.Union([Type.Literal('DIS'), Type.Literal('STO'), Type.Literal('DEP')], {
  description: 'DIS home delivery (default), STO store pickup, DEP deposit in store: STO and DEP ship free.',
});
const ItemTypeSchema = Type.Union([Type.Literal('GFC'), Type.Literal('EAN')]);

const lineRefFields = {
  productId: Id('The product the size belongs to (Size.productId).'),
  size: Type.String({ minLength: 1, maxLength: 40, description: 'Size label as in Size.size (160x280, M, TU).' }),
};

export const BasketLineRefSchema = Type.Object(
  { ...lineRefFields, quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY_PER_LINE, description: `Pieces, 1-${MAX_QUANTITY_PER_LINE} (§9).` }) },
  { additionalProperties: false },
);

const BasketLines = Type.Array(BasketLineRefSchema, { maxItems: MAX_BASKET_LINES, description: `At most ${MAX_BASKET_LINES} lines, one per product and size.` });

export const BasketPricingRequestSchema = contractTwin<BasketPricingRequest>()(Type.Object(
  {
    lines: BasketLines,
    discountCode: Type.Optional(Nullable(Type.String({ maxLength: 64, description: 'Applied code; blank or null = none.' }))),
    delivery: Type.Optional(StoreDeliveryTagSchema),
    webClientId: Type.Optional(Nullable(Id('Ignored: the customer is the one of the bearer token.'))),
  },
  { additionalProperties: false },
));

const TotalsSchema = Type.Object({
  price: Amount('Merchandise after promotion and coupon.'),
  totalPrice: Amount('price + livraison.'),
  quantity: Type.Integer({ description: 'Size lines.' }),
  livraison: Amount('Shipping: 0 from shippingMinimum or for store delivery.'),
  totalQuantity: Type.Integer({ description: 'Pieces.' }),
  oldPrice: Amount('Sum of struck-through prices.'),
  totalGiftCardPrice: Amount('Gift cards (GFC) in the basket.'),
  discountedSum: Amount('The promotion reduction.'),
  totalCouponDiscount: Amount('The coupon reduction.'),
  isPromoDiscountApplyed: Type.Boolean(),
});

const PromotionAppliedSchema = Type.Object({
  promotionRuleId: Type.Integer(),
  ruleType: Type.Union([Type.Literal('AMOUNT'), Type.Literal('VALUE'), Type.Literal('QUANTITY'), Type.Literal('PERCENTAGE'), Type.Literal('PACK')]),
  promotionName: Nullable(Type.String()),
  amount: Amount('The reduction (positive).'),
});

export const BasketPricingSchema = contractTwin<BasketPricing>()(Type.Object({
  lines: Type.Array(
    Type.Object({
      ...lineRefFields,
      quantity: Type.Integer(),
      productReference: Type.String({ description: 'EAN-13 barcode.' }),
      name: Type.String(),
      sizeName: Type.String({ description: "The size's name in the request's language (Matrimoniale), else its code." }),
      thumbnail: Type.String(),
      unitPrice: Amount('Database price of one piece (after any product discount).'),
      oldUnitPrice: Amount('Struck-through price of one piece.'),
      amount: Amount('unitPrice × quantity, rounded.'),
      webInventory: Type.Integer(),
      itemType: ItemTypeSchema,
      currency: Type.String(),
    }),
  ),
  unknownLines: Type.Array(Type.Object(lineRefFields), { description: 'Lines the shop does not sell (unknown product or size, no price): not priced.' }),
  totals: TotalsSchema,
  promotion: Nullable(PromotionAppliedSchema),
  coupon: Type.Object({
    outcome: Type.Union(
      [Type.Literal('applied'), Type.Literal('none'), Type.Literal('fixedTooHigh'), Type.Literal('notCumulative'), Type.Literal('notEligible')],
      { description: 'fixedTooHigh / notCumulative / notEligible: the code is cancelled (payment.19).' },
    ),
    amount: Amount('The coupon reduction.'),
    discountCode: Nullable(Type.String()),
    reason: Nullable(DiscountRefusalSchema),
  }),
}));

export const StockCheckRequestSchema = contractTwin<StockCheckRequest>()(Type.Object({ lines: BasketLines }, { additionalProperties: false }));

export const StockCheckResultSchema = contractTwin<StockCheckResult>()(Type.Object({
  ok: Type.Boolean({ description: 'Every line available; false for an empty list (§5).' }),
  lines: Type.Array(
    Type.Object({
      ...lineRefFields,
      quantity: Type.Integer(),
      name: Type.String(),
      webInventory: Type.Integer({ description: 'Current web inventory (0 for an unknown line).' }),
      available: Type.Boolean({ description: 'webInventory >= quantity.' }),
    }),
  ),
}));
