/** The account area's API calls (account spec §7). */
import type { Order } from '../contract/index.ts';
import type { ApiClient } from './api-client.ts';

/** Account §7 Orders of the customer: the caller's orders, newest first, status labels in `language`. */
export const fetchOrders = (api: ApiClient, language: string, signal?: AbortSignal) =>
  api.get<Order[]>('/api/external-secured/orders/by-web-client', { query: { language }, secured: true, signal });
