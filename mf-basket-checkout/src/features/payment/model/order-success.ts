/**
 * Account §4 Checkout flow, after a successful payment: the basket is destroyed (with the stored
 * discount and freight cost), the selected payment method goes, the order is marked annulled for
 * the checkout, and one purchase analytics event is sent. Once per order: a reload of the accepted
 * page, or a second tab on it, changes nothing more.
 */
import { getBus } from '@trama/shared/bus';
import { STORAGE_KEYS, type PaymentResult, type PurchaseEvent } from '@trama/shared/contract';
import { purchaseTax, roundAmount } from '@trama/shared/rules';
import { writeKey } from '@trama/shared/api';
import { destroyBasket } from '../../../state/basket-state.ts';
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

const isFreight = (itemType: string) => itemType.startsWith('FREIGHT');

/** The purchase event from the order as the API priced it, whichever browser or tab paid it. */
export function purchaseEvent(result: PaymentResult): PurchaseEvent {
  const freight = result.lines.filter((line) => isFreight(line.itemType)).reduce((sum, line) => sum + line.lineTotal, 0);
  return {
    orderId: result.orderId,
    webOrderId: result.webOrderId,
    value: result.amount,
    tax: purchaseTax(result.amount),
    shipping: roundAmount(freight, result.currency),
    currency: result.currency,
    coupon: result.discountCode,
    items: result.lines
      .filter((line) => !isFreight(line.itemType) && line.productId !== null)
      .map((line) => ({ productId: line.productId!, size: line.size, quantity: line.quantity, price: line.unitPrice, name: line.name })),
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
