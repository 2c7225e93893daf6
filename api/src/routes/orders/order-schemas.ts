/**
 * TypeBox twins of the order contract (checkout.ts contract 1.3, account.ts Order); each
 * `contractTwin` fails `tsc` when one drifts. The create body is closed at every level
 * and unknown properties are a 400, not silently dropped: a `price` sent by a browser is an
 * error the caller should see, and it never reaches the pricing.
 */
import { Type } from 'typebox';
import {
  MAX_QUANTITY_PER_LINE,
  type CreatedOrder,
  type Order,
  type OrderAmount,
  type OrderCreateRequest,
  type OrderDetail,
  type OrderStatusUpdate,
  type ShortStockLine,
} from '@trama/shared/contract';
import { DiscountRefusalSchema, MAX_BASKET_LINES } from '../common/basket-schemas.ts';
import { ApiErrorSchema } from '../common/contract-schemas.ts';
import { Id, LanguageTag, MAX_INT } from '../common/http.ts';
import { contractTwin } from '../common/type-checks.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** additionalProperties as a schema nothing matches: ajv's removeAdditional leaves it alone and refuses the property. */
const Closed = { additionalProperties: Type.Never() };

export const SelectedPriceSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)], {
  description: 'Account §4 Delivery selection: 0 store pickup, 1 home delivery (default), 3 express (flag express-delivery).',
});

const WebOrderLineItemSchema = Type.Object(
  {
    orderLineId: Nullable(Type.Integer({ minimum: 0, maximum: MAX_INT })),
    productId: Type.Optional(Id('Product of an EAN / GFC line.')),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY_PER_LINE, description: `Pieces, 1-${MAX_QUANTITY_PER_LINE}.` })),
    currency: Type.String({ maxLength: 3 }),
    itemType: Type.Union([Type.Literal('EAN'), Type.Literal('GFC'), Type.Literal('FREIGHT_COST'), Type.Literal('FREIGHT_EXP')], {
      description: 'Freight lines sent by the browser are ignored: the API adds its own.',
    }),
    size: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Required on product lines.' })),
  },
  Closed,
);

export const OrderCreateRequestSchema = contractTwin<OrderCreateRequest>()(Type.Object(
  {
    billingAddressId: Type.Integer({ minimum: 0, maximum: MAX_INT, description: 'One of your BILL addresses.' }),
    shippingAddressId: Type.Integer({ minimum: 0, maximum: MAX_INT, description: 'One of your SHIP addresses (ignored for store pickup).' }),
    brandId: Id("Your token's brand."),
    discountCode: Nullable(Type.String({ maxLength: 64 })),
    orderId: Type.Null(),
    country: Type.String({ pattern: '^[A-Za-z]{2}$', description: "The shop's country (payment.12 rule)." }),
    orderStatus: Type.Literal('CHE'),
    storeCode: Nullable(Type.String({ maxLength: 40, description: 'Store pickup (selectedPrice 0): the store.' })),
    webOrderLineItems: Type.Array(WebOrderLineItemSchema, { maxItems: MAX_BASKET_LINES + 2 }),
    browserId: Type.String({ maxLength: 100 }),
    promotionRuleId: Type.Optional(Id('Ignored: the API finds the promotion itself.')),
    selectedPrice: Type.Optional(SelectedPriceSchema),
    language: Type.Optional(LanguageTag),
  },
  Closed,
));

export const CreatedOrderSchema = contractTwin<CreatedOrder>()(Type.Object({
  orderId: Type.Integer(),
  webOrderId: Type.String({ description: 'The order number shown to the shopper; the payment reference.' }),
  orderStatus: Type.Union([Type.Literal('AWA'), Type.Literal('CHE')]),
  storeStock: Nullable(Type.Integer()),
  webStock: Nullable(Type.Integer()),
  productName: Nullable(Type.String()),
}));

export const ShortStockLineSchema = contractTwin<ShortStockLine>()(Type.Object({
  productId: Type.Integer(),
  size: Type.String(),
  productName: Type.String(),
  webStock: Type.Integer(),
  requested: Type.Integer(),
}));

/** 409 OUT_OF_STOCK and 422 refusals of orders/create: the ApiErrorBody and what the shopper must change. */
export const OrderRefusalSchema = Type.Object(
  {
    ...ApiErrorSchema.properties,
    shortProducts: Type.Optional(Type.Array(ShortStockLineSchema, { description: 'OUT_OF_STOCK: the lines stock cannot cover.' })),
    unknownLines: Type.Optional(Type.Array(Type.Object({ productId: Type.Integer(), size: Type.String() }), { description: 'UNKNOWN_PRODUCTS.' })),
    reason: Type.Optional(Nullable(DiscountRefusalSchema)),
    outcome: Type.Optional(Type.String({ description: 'DISCOUNT_REFUSED: the pricing outcome (none, fixedTooHigh, notCumulative, notEligible).' })),
  },
  { description: 'ApiErrorBody, with the details of an order refusal' },
);

export const OrderAmountSchema = contractTwin<OrderAmount>()(Type.Object({
  orderId: Type.Integer(),
  webOrderId: Type.String(),
  amount: Type.Number({ description: 'What the shopper pays, computed by the API.' }),
  currency: Type.String(),
  orderStatus: Type.String(),
}));

export const OrderStatusUpdateSchema = contractTwin<OrderStatusUpdate>()(Type.Object(
  {
    orderStatus: Type.String({ pattern: '^[A-Za-z]{3}$', description: 'FAI, or a paid status (only answered once a notification made it paid).' }),
    awinAwc: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'Affiliate value, stored.' }))),
    email: Type.Optional(Nullable(Type.String({ maxLength: 200, description: "Ignored: the order keeps the account's e-mail." }))),
  },
  { additionalProperties: false },
));

const PostalAddressSchema = Type.Object({
  name: Type.String(),
  address1: Type.String(),
  address2: Nullable(Type.String()),
  city: Type.String(),
  zip: Type.String(),
  country: Type.String({ description: "The country's name in the answer's language (issue 29 §13)." }),
  countryCode: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2; empty when an old address named an unknown country.' })),
});

const OrderLineProperties = {
  orderLineId: Type.Integer({ description: "The line's number in its order (returns name it)." }),
  productId: Type.Integer({ description: '0 on a freight line.' }),
  orderQty: Type.Integer(),
  productNameLevel1: Type.String(),
  size: Nullable(Type.String()),
  sizeName: Nullable(Type.String({ description: "The size's name in the request's language (Matrimoniale), else its code." })),
  listPrice: Type.Number(),
  productPhotoUrl: Nullable(Type.String()),
  itemTypeCode: Type.String({ description: 'O: a non-product line (freight).' }),
  itemType: Type.String({ description: 'EAN goods, GFC a gift card (its size is an amount), FREIGHT_COST / FREIGHT_EXP.' }),
};

const ReturnedLineSchema = Type.Object({ orderLineId: Type.Integer(), productId: Type.Integer(), quantity: Type.Integer() });

export const OrderSchema = contractTwin<Order>()(Type.Object({
  orderId: Type.Integer(),
  webOrderId: Type.String({ description: 'The payment reference; the order number shown is orderId.' }),
  orderDate: Type.String(),
  shipmentDate: Nullable(Type.String()),
  totalSales: Type.Number(),
  currency: Type.String(),
  orderStatus: Type.Object({ code: Type.String(), label: Type.String() }),
  totalQuantity: Type.Integer(),
  carrierCode: Nullable(Type.String()),
  packageNumber: Nullable(Type.String()),
  carrierStatus: Nullable(Type.String()),
  shippingAddress: Nullable(PostalAddressSchema),
  billingAddress: Nullable(PostalAddressSchema),
  orderLines: Type.Array(Type.Object(OrderLineProperties)),
  returnable: Type.Boolean({ description: 'Account §4: the status is SHI, PAI, DEP or WIT, so a return may be filed.' }),
  returnRequested: Type.Boolean({ description: 'A return (ticket RET) exists for this order.' }),
  selectedPrice: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(3)], { description: 'Account §4: 0 store pickup, 1 home, 3 express.' }),
  deliveryMode: Type.Union([Type.Literal('DIS'), Type.Literal('STO'), Type.Literal('DEP')], { description: 'DIS delivered home; STO / DEP collected in pickupStore.' }),
  pickupStore: Nullable(
    Type.Object(
      { name: Type.String(), address: Type.String(), zip: Type.String(), city: Type.String(), phone: Type.String() },
      { description: 'The store a pickup order is collected in; null for a delivery.' },
    ),
  ),
}));

export const OrderDetailSchema = contractTwin<OrderDetail>()(Type.Object({
  ...Type.Omit(OrderSchema, ['orderLines']).properties,
  orderLines: Type.Array(
    Type.Object({
      ...OrderLineProperties,
      returnableQty: Type.Integer({ description: 'Ordered minus already returned; 0 on a freight line.' }),
    }),
  ),
  merchandiseTotal: Type.Number(),
  discountTotal: Type.Number(),
  freightTotal: Type.Number(),
  payment: Nullable(Type.Object({ method: Type.String(), status: Type.String() }, { description: 'The newest payment session.' })),
  returns: Type.Array(Type.Object({ ticketId: Type.Integer(), createdAt: Type.String(), lines: Type.Array(ReturnedLineSchema) })),
}));
