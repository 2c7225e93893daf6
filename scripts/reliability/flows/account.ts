/**
 * The account flow (issue 18 §6; account §2, §7): the signed-in demo shopper opens the account
 * area — profile, web client, orders, one order's detail, addresses and in-store receipts. Reads
 * only, so it repeats for as long as the load runs.
 */
import type { Order } from '../../../shared/src/contract/account.ts';
import { apiJson, bearerHeaders } from '../checkout-cycle.ts';
import type { MixRequest } from '../types.ts';

export interface AccountIngredients {
  /** The signed-in shopper's token; empty when the sign-in failed (the flow then answers 401 and is left out). */
  token: string;
  /** An order of the shopper to open: the delivered one of the demo account when there. */
  orderId: number | null;
}

/** The shopper's order the account flow opens: the delivered (SHI) one first, as a returning customer would. */
export async function findAccountOrder(origin: string, token: string): Promise<number | null> {
  const orders = (await apiJson<Order[]>(origin, '/api/external-secured/orders/by-web-client?language=it', { token })) ?? [];
  return (orders.find((o) => o.orderStatus.code === 'SHI') ?? orders[0])?.orderId ?? null;
}

export function buildAccountCycle(found: AccountIngredients): MixRequest[] {
  const headers = bearerHeaders(found.token, false);
  const get = (path: string, label = `GET ${path}`): MixRequest => ({ class: 'account', label, method: 'GET', path, headers });
  return [
    get('/api/account'),
    get('/api/external-secured/web-clients'),
    get('/api/external-secured/orders/by-web-client?language=it'),
    ...(found.orderId === null ? [] : [get(`/api/external-secured/orders/${found.orderId}?language=it`, 'GET /api/external-secured/orders/{orderId} (order detail)')]),
    get('/api/external-secured/client-address'),
    get('/api/external-secured/store-sales'),
  ];
}
