/**
 * The body of POST orders/create (account §3 Order creation payload, §5 Order creation): lines
 * carry product, size, pieces and item type, never a price; the freight line carries only its type.
 * The API prices everything itself.
 */
import {
  MAX_QUANTITY_PER_LINE,
  type Address,
  type Basket,
  type DiscountValidation,
  type FreightItemType,
  type OrderCreateRequest,
  type SelectedPrice,
  type StoreInfo,
  type WebOrderLineItem,
} from '@trama/shared/contract';
import { basketEntries } from '@trama/shared/rules';

export interface OrderRequestInput {
  basket: Basket;
  discount: DiscountValidation | null;
  currency: string;
  brandId: number;
  /** The shop's country (the API context's). */
  country: string;
  browserId: string;
  language: string;
  selectedPrice: SelectedPrice;
  /** Store pickup: the store the shopper picked. */
  store: StoreInfo | null;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  /** The freight line's type (shared freightLine), null when shipping is free. */
  freightItemType: FreightItemType | null;
}

type ProductLine = WebOrderLineItem & { size: string };

/** One line per product and size: the same size under two parents (a pack) goes as one, at most 10 pieces. */
export function orderProductLines(basket: Basket, currency: string): ProductLine[] {
  const lines = new Map<string, ProductLine>();
  for (const [, entry] of basketEntries(basket)) {
    for (const size of entry.sizes) {
      const key = `${size.productId}:${size.size}`;
      const known = lines.get(key);
      lines.set(key, {
        orderLineId: null,
        productId: size.productId,
        size: size.size,
        quantity: Math.min(MAX_QUANTITY_PER_LINE, (known?.quantity ?? 0) + size.quantity),
        currency,
        itemType: size.itemType === 'GFC' ? 'GFC' : 'EAN',
      });
    }
  }
  return [...lines.values()];
}

export function orderRequest(input: OrderRequestInput): OrderCreateRequest {
  const pickup = input.selectedPrice === 0;
  const lines: OrderCreateRequest['webOrderLineItems'] = orderProductLines(input.basket, input.currency);
  if (input.freightItemType) lines.push({ orderLineId: null, currency: input.currency, itemType: input.freightItemType });
  return {
    billingAddressId: input.billingAddress?.clientAddressId ?? 0,
    shippingAddressId: input.shippingAddress?.clientAddressId ?? 0,
    brandId: input.brandId,
    discountCode: input.discount?.valid ? input.discount.discountCode : null,
    orderId: null,
    country: input.country,
    orderStatus: 'CHE',
    storeCode: pickup ? (input.store?.storeCode ?? null) : null,
    webOrderLineItems: lines,
    browserId: input.browserId,
    selectedPrice: input.selectedPrice,
    language: input.language,
  };
}
