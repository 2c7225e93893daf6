/**
 * The returns flow (issue 18 §6; account §2 Returns, §5): a signed-in shopper buys one piece
 * (home delivery, the sandbox's authorising card, so the order is paid: only SHI, PAI, DEP and WIT
 * orders may be returned), opens the order, files a return of that piece and downloads the return
 * form. A fresh order per cycle keeps every return within its line (one piece, returned once), so
 * the cycle stays 2xx however often it runs; the price is one piece of stock per cycle, from a
 * StockPool. The demo orders' own lines are never returned: they would run out in a second.
 */
import type { OrderDetail } from '../../../shared/src/contract/account.ts';
import type { CreatedReturn, ReturnCreateRequest } from '../../../shared/src/contract/returns.ts';
import type { ReturnReason } from '../../../shared/src/contract/service.ts';
import { SHOP_HEADERS } from '../../bench/load.ts';
import { AUTHORISED_TEST_CARD, apiJson, bearerHeaders, buildOrderPayment, orderBody, parse, type CheckoutIngredients } from '../checkout-cycle.ts';
import type { MixRequest } from '../types.ts';
import type { StockPool } from './stock-pool.ts';

export interface ReturnsIngredients {
  /** Token and addresses of the signed-in shopper (the checkout's). */
  shopper: Pick<CheckoutIngredients, 'token' | 'shippingAddressId' | 'billingAddressId'>;
  /** A reason of GET /api/external/return-reasons. */
  reasonId: number;
  pool: StockPool;
}

type Line = { productId: number; size: string };

export async function findReturnReason(origin: string): Promise<number | null> {
  return (await apiJson<ReturnReason[]>(origin, '/api/external/return-reasons?language=it'))?.[0]?.id ?? null;
}

export function returnBody(brandId: number, orderId: number, line: { orderLineId: number; productId: number }, reasonId: number): ReturnCreateRequest {
  return {
    brandId,
    orderId,
    ticketMessage: 'Reso della prova di carico (npm run reliability).',
    country: 'IT',
    languageId: 'it',
    ticketSubjectCode: 'RET',
    ticketMessageFrom: 'C',
    returnReasonId: reasonId,
    storeId: null,
    webOrderLineItems: [{ productId: line.productId, quantity: 1, orderLineId: line.orderLineId }],
  };
}

export function buildReturnsCycle(found: ReturnsIngredients, brandId: number): MixRequest[] {
  const { token } = found.shopper;
  const headers = bearerHeaders(token);
  const placeholder: Line = { productId: 0, size: '' };
  return [
    {
      class: 'returns',
      label: 'GET /api/external/return-reasons',
      method: 'GET',
      path: '/api/external/return-reasons?language=it',
      headers: SHOP_HEADERS,
      // The cycle's piece is taken here, once per cycle, before the order names it.
      setup: (context) => {
        context.line = found.pool.take() ?? placeholder;
        return {};
      },
    },
    ...buildOrderPayment(token, {
      class: 'returns',
      order: (context) => orderBody(found.shopper, brandId, (context.line as Line | undefined) ?? placeholder),
      orderLabel: `one piece, home delivery; ${found.pool.total} pieces of ${found.pool.sizes} sizes in turn`,
      card: { number: AUTHORISED_TEST_CARD, outcome: 'authorised card: signed webhook, order PAI' },
      resultPage: 'accepted',
    }),
    {
      class: 'returns',
      label: 'GET /api/external-secured/orders/{orderId} (returnable quantities)',
      method: 'GET',
      path: '/api/external-secured/orders/0?language=it',
      headers: bearerHeaders(token, false),
      setup: (context) => ({ path: `/api/external-secured/orders/${String(context.orderId)}?language=it` }),
      capture: (_status, body, context) => {
        const line = parse<OrderDetail>(body)?.orderLines?.find((l) => l.returnableQty > 0 && l.itemTypeCode !== 'O');
        context.returnLine = line ? { orderLineId: line.orderLineId, productId: line.productId } : null;
      },
    },
    {
      class: 'returns',
      label: 'POST /api/external-secured/returns (the piece just bought, by post)',
      method: 'POST',
      path: '/api/external-secured/returns',
      headers,
      body: JSON.stringify(returnBody(brandId, 0, { orderLineId: 1, productId: 0 }, found.reasonId)),
      setup: (context) => {
        const line = (context.returnLine as { orderLineId: number; productId: number } | null) ?? { orderLineId: 1, productId: 0 };
        return { body: JSON.stringify(returnBody(brandId, Number(context.orderId), line, found.reasonId)) };
      },
      capture: (_status, body, context) => {
        context.ticketId = parse<CreatedReturn>(body)?.ticketId ?? null;
      },
    },
    {
      class: 'returns',
      label: 'GET /api/external-secured/files/download/return/{ticketId} (the return form, PDF)',
      method: 'GET',
      path: '/api/external-secured/files/download/return/0',
      headers: { ...bearerHeaders(token, false), accept: 'application/pdf' },
      setup: (context) => ({ path: `/api/external-secured/files/download/return/${String(context.ticketId)}` }),
    },
  ];
}
