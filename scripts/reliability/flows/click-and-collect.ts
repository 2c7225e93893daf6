/**
 * The click-and-collect flow (issue 18 §6; account §4 Store selection, docs/stores.md): a
 * signed-in shopper asks which stores near Milano can serve the basket, prices it for a store
 * pickup and checks out to the nearest one (order with selectedPrice 0 and the store's code,
 * payment session, the sandbox's refused card, failed page) — the checkout's own requests, and
 * like the checkout it keeps no stock (the refusal gives the shelf's held piece back), so it
 * repeats for as long as the load runs.
 */
import type { ClickAndCollectStore } from '../../../shared/src/contract/stores.ts';
import { SHOP_HEADERS } from '../../bench/load.ts';
import { REFUSED_TEST_CARD, apiJson, bearerHeaders, buildOrderPayment, orderBody, parse, type CheckoutIngredients } from '../checkout-cycle.ts';
import type { MixRequest } from '../types.ts';

export const COLLECT_PATH = '/storeservice/api/external/stores/click-and-collect-stores';
/** Where the shopper collects: Milano has five shops taking web orders (docs/stores.md). */
export const COLLECT_LOCATION = 'Milano';

export interface ClickAndCollectIngredients {
  shopper: Pick<CheckoutIngredients, 'token' | 'shippingAddressId' | 'billingAddressId'>;
  /** A basket line some store near COLLECT_LOCATION holds. */
  line: { productId: number; size: string };
  /** The nearest such store when the ingredients were found: used until the cycle's own answer names one. */
  store: { storeCode: string; storeDelivery: string | null };
}

export const collectPath = (brandId: number) =>
  `${COLLECT_PATH}?${new URLSearchParams({ brandId: String(brandId), browserId: 'reliability-load', language: 'it', country: 'IT', location: COLLECT_LOCATION })}`;

/** The first line of `lines` a store near Milano can serve, with that store; null when none can. */
export async function findCollectLine(
  origin: string,
  brandId: number,
  lines: readonly { productId: number; size: string }[],
): Promise<Pick<ClickAndCollectIngredients, 'line' | 'store'> | null> {
  for (const line of lines) {
    const stores = await apiJson<ClickAndCollectStore[]>(origin, collectPath(brandId), { method: 'POST', body: { basketLineItems: [{ ...line, quantity: 1 }] } });
    const store = stores?.[0];
    if (store) return { line, store: { storeCode: store.storeCode, storeDelivery: store.storeDelivery } };
  }
  return null;
}

/** Basket pricing's delivery tag for a store (STO, DEP; DIS when the store names none). */
const deliveryTag = (storeDelivery: string | null) => (storeDelivery === 'STO' || storeDelivery === 'DEP' ? storeDelivery : 'DIS');

export function buildClickAndCollectCycle(found: ClickAndCollectIngredients, brandId: number): MixRequest[] {
  const { token } = found.shopper;
  const lines = [{ ...found.line, quantity: 1 }];
  const store = (context: Record<string, unknown>) => (context.store as ClickAndCollectIngredients['store'] | undefined) ?? found.store;
  return [
    {
      class: 'click-and-collect',
      label: `POST ${COLLECT_PATH}?location=${COLLECT_LOCATION} (1 line)`,
      method: 'POST',
      path: collectPath(brandId),
      headers: { ...SHOP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ basketLineItems: lines }),
      capture: (_status, body, context) => {
        const nearest = parse<ClickAndCollectStore[]>(body)?.[0];
        context.store = nearest ? { storeCode: nearest.storeCode, storeDelivery: nearest.storeDelivery } : found.store;
      },
    },
    {
      class: 'click-and-collect',
      label: 'POST /api/external/basket/pricing (1 line, store pickup)',
      method: 'POST',
      path: '/api/external/basket/pricing',
      headers: bearerHeaders(token),
      body: JSON.stringify({ lines, delivery: deliveryTag(found.store.storeDelivery) }),
      setup: (context) => ({ body: JSON.stringify({ lines, delivery: deliveryTag(store(context).storeDelivery) }) }),
    },
    ...buildOrderPayment(token, {
      class: 'click-and-collect',
      order: (context) => orderBody(found.shopper, brandId, found.line, { selectedPrice: 0, storeCode: store(context).storeCode }),
      orderLabel: 'store pickup at the nearest store, new Idempotency-Key each time',
      card: { number: REFUSED_TEST_CARD, outcome: 'refused card: signed webhook, order FAI' },
      resultPage: 'failed',
    }),
  ];
}
