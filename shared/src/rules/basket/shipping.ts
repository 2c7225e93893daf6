/** Shipping cost (storefront §4 Store delivery tags, §9 Shipping). */
import type { StoreDeliveryTag } from '../../contract/index.ts';
import { roundAmount } from '../rounding.ts';

export interface ShippingInput {
  delivery: StoreDeliveryTag;
  /** Whether the basket holds anything besides gift cards: gift cards alone ship for free. */
  hasMerchandise: boolean;
  /** The merchandise price after promotion and coupon, without gift cards. */
  merchandisePrice: number;
  shippingMinimum: number;
  shippingCost: number;
  currency: string;
}

/** §9: nothing to pay for store pickup (STO) or deposit (DEP), or once the basket reaches the minimum. */
export function shippingFor(input: ShippingInput): number {
  if (input.delivery === 'STO' || input.delivery === 'DEP') return 0;
  if (!input.hasMerchandise) return 0;
  if (input.merchandisePrice >= input.shippingMinimum) return 0;
  const cost = Number.isFinite(input.shippingCost) && input.shippingCost > 0 ? input.shippingCost : 0;
  return roundAmount(cost, input.currency);
}
