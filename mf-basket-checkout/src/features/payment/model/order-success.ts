/**
 * Account §4 Checkout flow, after a successful payment: the basket is destroyed (with the stored
 * discount and freight cost), the selected payment method goes, the order is marked annulled for
 * the checkout, and one purchase analytics event is sent. Once per order: a reload of the accepted
 * page, or a second tab on it, changes nothing more.
 */
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS, type PaymentResult, type PurchaseEvent } from '@trama/shared/contract';
import { basketEntries, purchaseTax } from '@trama/shared/rules';
import { readKey, writeKey } from '../../../state/browser-storage.ts';
import { destroyBasket, getBasketState } from '../../../state/basket-state.ts';
import { clearSelectedMethod } from './selected-method.ts';

const doneKey = (orderId: number) => `trama.purchase.${orderId}`;

function alreadyDone(orderId: number): boolean {
  try {
    return sessionStorage.getItem(doneKey(orderId)) !== null;
  } catch {
    return false;
  }
}

function markDone(orderId: number): void {
  try {
    sessionStorage.setItem(doneKey(orderId), '1');
  } catch {
    // Without session storage a reload may repeat the clean-up, which is harmless once the basket is empty.
  }
}

/** The purchase event from the API's order amount and the basket that was paid (read before it goes). */
export function purchaseEvent(result: PaymentResult): PurchaseEvent {
  const { basket, discount } = getBasketState();
  const freight = Number(readKey(STORAGE_KEYS.freightCost));
  return {
    orderId: result.orderId,
    webOrderId: result.webOrderId,
    value: result.amount,
    tax: purchaseTax(result.amount),
    shipping: Number.isFinite(freight) ? freight : 0,
    currency: result.currency,
    coupon: discount?.valid ? discount.discountCode : null,
    items: basketEntries(basket).flatMap(([, entry]) =>
      entry.sizes.map((line) => ({
        productId: line.productId,
        size: line.size || null,
        quantity: line.quantity,
        price: line.listPriceAfterDiscount ?? line.startingPrice,
        name: entry.name,
      })),
    ),
  };
}

/** Runs the clean-up and the analytics event for a confirmed order, once; true when it ran now. */
export function completeOrder(result: PaymentResult): boolean {
  if (alreadyDone(result.orderId)) return false;
  markDone(result.orderId);
  const event = purchaseEvent(result);
  destroyBasket();
  clearSelectedMethod();
  try {
    writeKey(STORAGE_KEYS.orderAnnulled, 'true');
  } catch {
    // The checkout also sees the emptied basket.
  }
  getBus().send('analytics.track', { name: 'purchase', data: event });
  return true;
}
