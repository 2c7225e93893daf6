/**
 * The order number a shopper reads (docs/checkout-rules.md "Order number"). Account §3 gives the
 * shopper's order list and the contact and return tickets only `orderId`, and the store-collection
 * confirmation "shows order id"; `webOrderId` is the created order's payment reference. So every
 * screen and e-mail shows the orderId, written by this one function.
 */
export function formatOrderNumber(orderId: number): string {
  return String(orderId);
}
