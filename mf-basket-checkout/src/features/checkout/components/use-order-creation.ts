import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, createOrder, fetchCreatedOrderAmount, getApiClient, OrderCreationError, updateOrderStatus } from '@trama/shared/api';
import type { OrderCreateRequest } from '@trama/shared/contract';
import { createIdempotencyKeys } from '../model/idempotency.ts';
import type { CheckoutNotice, CheckoutOrder } from './checkout-types.ts';

export type OrderState =
  | { phase: 'idle' }
  | { phase: 'creating'; body: string }
  | { phase: 'created'; body: string; order: CheckoutOrder }
  | { phase: 'refused'; body: string; messageKey: string; notices: CheckoutNotice[] };

const IDLE: OrderState = { phase: 'idle' };

/**
 * An order voided by a changed request is never replayed (its body has a new Idempotency-Key), so
 * it is marked FAI: that gives back the discount code it reserved (a once-per-customer code would
 * otherwise refuse the next order until the reservation expires). Best effort: a lost call only
 * means the reservation runs out by itself.
 */
async function voidOrder(orderId: number): Promise<void> {
  try {
    await updateOrderStatus(getApiClient(), orderId, { orderStatus: 'FAI' });
  } catch (error) {
    console.warn('[checkout] a voided order could not be released', error);
  }
}

/** What the shopper reads when the API refuses: 409 names each short product (as the stock check does), else the key. */
function refusal(error: unknown): { messageKey: string; notices: CheckoutNotice[] } {
  if (error instanceof OrderCreationError && error.status === 409 && error.shortProducts.length > 0) {
    return {
      messageKey: error.messageKey,
      notices: error.shortProducts.map((line) => ({
        key: line.webStock > 0 ? 'product.basket.delivery.16' : 'product.basket.delivery.15',
        values: { name: line.productName, count: line.webStock },
      })),
    };
  }
  const messageKey = error instanceof ApiError ? error.messageKey : 'error_message';
  return { messageKey, notices: [{ key: messageKey }] };
}

/**
 * Account §4 Checkout flow: ticking the terms creates the order (after the §5 checks), unticking
 * drops it, and any change of the request (quantities, discount, addresses, delivery) voids it.
 * The amount shown and paid is the one the API answers for the created order.
 */
export function useOrderCreation(request: OrderCreateRequest, precheck: () => string | null, context: unknown = null) {
  // What the order was made for: the body, plus what the body names only by id (an edited address keeps its id).
  const body = `${JSON.stringify(request)}\n${JSON.stringify(context)}`;
  const [state, setState] = useState<OrderState>(IDLE);
  const [keys] = useState(createIdempotencyKeys);
  const latest = useRef({ body, request });
  // A layout effect, not a passive one: a tick right after a change (a store just picked) must
  // already read the new request; a passive effect could still be pending then and the order
  // went out without the store.
  useLayoutEffect(() => {
    latest.current = { body, request };
  });
  // The order made for a body, until that body changes; then it is voided, and the next order
  // waits for that so its code is free again.
  const created = useRef<{ orderId: number; body: string } | null>(null);
  const voiding = useRef<Promise<void>>(Promise.resolve());
  const voidIfStale = useCallback((currentBody: string) => {
    const order = created.current;
    if (!order || order.body === currentBody) return;
    created.current = null;
    voiding.current = voidOrder(order.orderId);
  }, []);
  useLayoutEffect(() => voidIfStale(body), [body, voidIfStale]);

  // A changed request voids the order at once (this render already shows it gone: box unticked, no payment).
  const stale = state.phase !== 'idle' && state.body !== body;
  if (stale) setState(IDLE);
  const current = stale ? IDLE : state;

  const settle = useCallback((forBody: string, next: OrderState) => {
    // An answer for a request that was unticked or changed meanwhile is not this page's order any more.
    setState((previous) => (previous.phase === 'creating' && previous.body === forBody ? next : previous));
  }, []);

  const tick = useCallback(
    async (checked: boolean) => {
      if (!checked) {
        setState(IDLE);
        return;
      }
      const { body: forBody, request: forRequest } = latest.current;
      const refused = precheck();
      if (refused) {
        setState({ phase: 'refused', body: forBody, messageKey: refused, notices: [{ key: refused }] });
        return;
      }
      setState({ phase: 'creating', body: forBody });
      const api = getApiClient();
      try {
        await voiding.current;
        const [order] = await createOrder(api, forRequest, keys.keyFor(forBody));
        if (!order) throw new OrderCreationError(500, null);
        created.current = { orderId: order.orderId, body: forBody };
        // The request changed while the order was being made: it is already someone else's past.
        voidIfStale(latest.current.body);
        const amount = await fetchCreatedOrderAmount(api, order.orderId);
        settle(forBody, {
          phase: 'created',
          body: forBody,
          order: { orderId: order.orderId, webOrderId: order.webOrderId, amount: amount.amount, currency: amount.currency },
        });
      } catch (error) {
        if (error instanceof OrderCreationError && error.status >= 400 && error.status < 500) keys.refused(forBody);
        if (!(error instanceof ApiError)) console.warn('[checkout] order creation failed', error);
        settle(forBody, { phase: 'refused', body: forBody, ...refusal(error) });
      }
    },
    [precheck, settle, keys, voidIfStale],
  );

  return { state: current, tick };
}
