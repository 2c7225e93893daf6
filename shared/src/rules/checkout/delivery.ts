/**
 * Delivery (account §4 Delivery selection, §9 Pickup hints; storefront §9 Delivery estimates).
 * The estimate reading is written down in docs/checkout-rules.md.
 */
import type { DeliveryMode, FreightItemType, SelectedPrice } from '../../contract/checkout.ts';
import { roundAmount } from '../rounding.ts';

/** §4: 0 is store pickup (STO); home and express are online delivery (DIS). */
export function deliveryModeFor(selectedPrice: SelectedPrice): DeliveryMode {
  return selectedPrice === 0 ? 'STO' : 'DIS';
}

const DAY_MS = 86_400_000;

function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  next.setDate(next.getDate() + days);
  return next;
}

/** Saturday and Sunday move to the Monday: nobody delivers at the weekend. */
function workingDay(date: Date): Date {
  const day = date.getDay();
  if (day === 6) return addDays(date, 2);
  if (day === 0) return addDays(date, 1);
  return date;
}

/**
 * Storefront §9: express → the next working day; home → from 3 days later (4 when today is
 * Thursday to Saturday) to 7 days later (8 on a Sunday); store pickup → 1 to 2 days. Every
 * date that falls at the weekend moves to the Monday.
 */
export function estimatedDelivery(selectedPrice: SelectedPrice, today: Date): { from: Date; to: Date } {
  const weekday = today.getDay();
  if (selectedPrice === 3) {
    const day = workingDay(addDays(today, 1));
    return { from: day, to: day };
  }
  if (selectedPrice === 0) return { from: workingDay(addDays(today, 1)), to: workingDay(addDays(today, 2)) };
  const thursdayToSaturday = weekday >= 4 && weekday <= 6;
  const from = workingDay(addDays(today, thursdayToSaturday ? 4 : 3));
  const to = workingDay(addDays(today, weekday === 0 ? 8 : 7));
  return { from, to: to.getTime() < from.getTime() ? from : to };
}

/** Account §9 pickup hints: store pickup (STO / DEP) the next day at 14h; home delivery (DIS) 5 days later. */
export function resultPageDeliveryDate(mode: DeliveryMode, orderDate: Date): Date {
  if (mode === 'DIS') return new Date(orderDate.getTime() + 5 * DAY_MS);
  const next = addDays(orderDate, 1);
  next.setHours(14, 0, 0, 0);
  return next;
}

/**
 * Account §4: a freight line when the merchandise price is below the free-shipping threshold and
 * the delivery is not store pickup; FREIGHT_EXP (the express cost) when selectedPrice is 3.
 */
export function freightLine(input: {
  merchandisePrice: number;
  shippingMinimum: number;
  shippingCost: number;
  expressShippingCost: number;
  selectedPrice: SelectedPrice;
}): { itemType: FreightItemType; amount: number } | null {
  if (input.selectedPrice === 0) return null;
  if (input.merchandisePrice >= input.shippingMinimum) return null;
  const express = input.selectedPrice === 3;
  const cost = express ? input.expressShippingCost : input.shippingCost;
  if (!Number.isFinite(cost) || cost <= 0) return null;
  return { itemType: express ? 'FREIGHT_EXP' : 'FREIGHT_COST', amount: roundAmount(cost) };
}

/**
 * Account §5 Order creation: the first rule that fails, as its message key, else null —
 * no lines (addToCart.5), no shipping address unless pickup (product.basket.delivery.4), no billing
 * address (addToCart.6), a shipping country the shop does not deliver to (payment.12).
 */
export function orderCreationError(input: {
  lineCount: number;
  selectedPrice: SelectedPrice;
  hasShippingAddress: boolean;
  hasBillingAddress: boolean;
  shippingCountryAllowed: boolean;
}): string | null {
  if (input.lineCount <= 0) return 'addToCart.5';
  const pickup = input.selectedPrice === 0;
  if (!pickup && !input.hasShippingAddress) return 'product.basket.delivery.4';
  if (!input.hasBillingAddress) return 'addToCart.6';
  if (!pickup && !input.shippingCountryAllowed) return 'payment.12';
  return null;
}
