/**
 * Delivery (account §4 Delivery selection, §9 Pickup hints; storefront §9 Delivery estimates).
 * The estimate reading is written down in docs/checkout-rules.md.
 */
import type { DeliveryMode, FreightItemType, SelectedPrice } from '../../contract/checkout.ts';
import { localeOf } from '../../i18n/format.ts';
import { roundAmount } from '../rounding.ts';

/** §4: 0 is store pickup (STO); home and express are online delivery (DIS). */
export function deliveryModeFor(selectedPrice: SelectedPrice): DeliveryMode {
  return selectedPrice === 0 ? 'STO' : 'DIS';
}

/**
 * Delivery dates are calendar days of the shop, not instants: the browser, the API and the e-mail
 * must name the same days whatever their own time zone, so the order date is read in the shop's zone.
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';

/** Account §2 accepted page / §9 pickup hints: a store pickup is ready from 14h. */
export const PICKUP_HOUR = 14;

export interface DeliveryEstimate {
  /** First possible day, YYYY-MM-DD in the shop's calendar. */
  from: string;
  /** Last expected day, YYYY-MM-DD; equal to `from` for express. */
  to: string;
  /** Store pickup: the hour the parcel is ready on `from`; null for delivery. */
  pickupHour: number | null;
}

// Made on first use, not at import: a time-zone formatter loads ICU's zone data, about 40 ms of
// CPU on a phone, and every page imports these rules while few pages compute a delivery date.
let shopDay: Intl.DateTimeFormat | undefined;
function shopDayFormat(): Intl.DateTimeFormat {
  shopDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return shopDay;
}

/** The order date's calendar day in the shop, as a UTC midnight (day arithmetic free of DST). */
export function shopCalendarDay(orderDate: Date): Date {
  const [year, month, day] = shopDayFormat().format(orderDate).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 86_400_000);
}

/** Saturday and Sunday move to the Monday: nobody delivers at the weekend. */
function workingDay(day: Date): Date {
  const weekday = day.getUTCDay();
  if (weekday === 6) return addDays(day, 2);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The one delivery rule (docs/checkout-rules.md "Delivery"), used by the checkout, the accepted page
 * and the confirmation e-mail with the same inputs: the order date and the delivery choice.
 * Storefront §9: express → the next working day; home → from 3 days later (4 when the order is
 * placed Thursday to Saturday) to 7 days later (8 on a Sunday); store pickup → the next working day
 * from 14h (account §2, §9) to 2 days later. Any day at the weekend moves to the Monday.
 */
export function deliveryEstimate(orderDate: Date | string, selectedPrice: SelectedPrice): DeliveryEstimate {
  const today = shopCalendarDay(new Date(orderDate));
  const weekday = today.getUTCDay();
  if (selectedPrice === 3) {
    const day = isoDay(workingDay(addDays(today, 1)));
    return { from: day, to: day, pickupHour: null };
  }
  if (selectedPrice === 0) {
    return { from: isoDay(workingDay(addDays(today, 1))), to: isoDay(workingDay(addDays(today, 2))), pickupHour: PICKUP_HOUR };
  }
  const thursdayToSaturday = weekday >= 4 && weekday <= 6;
  const from = workingDay(addDays(today, thursdayToSaturday ? 4 : 3));
  const to = workingDay(addDays(today, weekday === 0 ? 8 : 7));
  return { from: isoDay(from), to: isoDay(to < from ? from : to), pickupHour: null };
}

const localDay = (isoDay: string, hour = 0) => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, hour);
};

/**
 * @deprecated Contract 1.3's name, kept so a remote built against it still finds it on a newer copy
 * of @trama/shared; it is `deliveryEstimate` as local dates. Use `deliveryEstimate`.
 */
export function estimatedDelivery(selectedPrice: SelectedPrice, today: Date): { from: Date; to: Date } {
  const { from, to } = deliveryEstimate(today, selectedPrice);
  return { from: localDay(from), to: localDay(to) };
}

/**
 * @deprecated Contract 1.3's accepted-page date, kept for remotes built against it; now the first
 * day of `deliveryEstimate` (a pickup at 14h), so it agrees with the checkout. Use `deliveryEstimate`.
 */
export function resultPageDeliveryDate(mode: DeliveryMode, orderDate: Date): Date {
  const { from, pickupHour } = deliveryEstimate(orderDate, mode === 'DIS' ? 1 : 0);
  return localDay(from, pickupHour ?? 0);
}

/** How every surface writes a delivery day ("venerdì 27 novembre"): one format, so they never differ. */
export function formatDeliveryDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The hour a pickup is ready, in the language's clock ("14:00", "2:00 PM"). */
export function formatPickupHour(hour: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/**
 * The estimate as the accepted page and the e-mail write it: one day, or "from – to"; a pickup adds
 * the hour it is ready on its first day.
 */
export function formatDeliveryWindow(estimate: DeliveryEstimate, language: string): string {
  const from = formatDeliveryDay(estimate.from, language);
  const first = estimate.pickupHour === null ? from : `${from}, ${formatPickupHour(estimate.pickupHour, language)}`;
  return estimate.to === estimate.from ? first : `${first} – ${formatDeliveryDay(estimate.to, language)}`;
}

/**
 * The checkout's estimate sentence, as a key of the checkout's dictionary and its values: "between
 * {from} and {to}", or one day when both ends fall on the same day (a pickup ordered on Friday is
 * ready Monday, and its last day, Sunday, moves to that Monday too): never "between Monday 30
 * November and Monday 30 November" (issue 29 point 11).
 */
export function deliveryEstimateMessage(
  estimate: DeliveryEstimate,
  language: string,
): { key: 'checkout.delivery.estimate'; values: { from: string; to: string } } | { key: 'checkout.delivery.estimateOn'; values: { day: string } } {
  const from = formatDeliveryDay(estimate.from, language);
  if (estimate.to === estimate.from) return { key: 'checkout.delivery.estimateOn', values: { day: from } };
  return { key: 'checkout.delivery.estimate', values: { from, to: formatDeliveryDay(estimate.to, language) } };
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
  /** False when the basket holds gift cards only: they ship for free, as priceBasket says (issue 16). */
  hasMerchandise?: boolean;
}): { itemType: FreightItemType; amount: number } | null {
  if (input.selectedPrice === 0 || input.hasMerchandise === false) return null;
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
