/**
 * Order writers of the instance kill (issue 18 §5): concurrent shoppers' checkouts through
 * HAProxy while one API instance is killed. Every order carries an Idempotency-Key and the same
 * unique text as its browserId (stored on the order), so the database says afterwards how many
 * orders each key made: every key answered 2xx must have exactly one (0 lost, 0 duplicated), even
 * when HAProxy or the writer itself sent the request a second time.
 */
import pg from 'pg';
import { SHOP_HEADERS } from '../bench/load.ts';
import { HOME_DELIVERY, orderBody, type CheckoutIngredients } from './checkout-cycle.ts';
import type { InstanceOrders } from './instances-types.ts';

const ORDER_PATH = '/api/external-secured/orders/create';
/** A writer that got no answer (or a 502/503/504 of the balancer) sends the same order again, as a shop's front end would. */
const CLIENT_ATTEMPTS = 3;

export interface OrderWrite {
  key: string;
  orderId: number;
}

export interface OrderWritersResult {
  writers: number;
  attempted: number;
  /** Answered 2xx with an order id: must each be in the database exactly once. */
  committed: OrderWrite[];
  /** Answered with another status (4xx): refused by contract, written nowhere. */
  rejected: number;
  /** No 2xx even after the writer's own retries: the order may or may not exist (allowed once at most). */
  unanswered: string[];
  /** Requests the writers sent again with the same key (no answer, or 502/503/504). */
  clientRetries: number;
  statuses: Record<string, number>;
}

export interface OrderCheck {
  /** Committed keys with their order in the database. */
  found: number;
  /** Committed keys without an order. */
  lost: string[];
  /** Keys (committed or not) with more than one order. */
  duplicated: string[];
  /** Committed keys whose stored order is another than the answered one. */
  mismatched: string[];
  /** Unanswered keys whose order is there all the same (committed, the answer lost: allowed). */
  foundUnanswered: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One order, retried with the same key while there is no answer: the status and order id of the last answer (0: none). */
async function postOrder(origin: string, found: CheckoutIngredients, brandId: number, key: string, onRetry: () => void): Promise<{ status: number; orderId: number | null }> {
  const body = JSON.stringify(orderBody(found, brandId, found.line, HOME_DELIVERY, key));
  let last = { status: 0, orderId: null as number | null };
  for (let attempt = 0; attempt < CLIENT_ATTEMPTS; attempt += 1) {
    if (attempt > 0) {
      onRetry();
      await sleep(200);
    }
    try {
      const response = await fetch(`${origin}${ORDER_PATH}`, {
        method: 'POST',
        headers: { ...SHOP_HEADERS, 'content-type': 'application/json', authorization: `Bearer ${found.token}`, 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let orderId: number | null = null;
      try {
        orderId = (JSON.parse(text) as { orderId?: number }[])[0]?.orderId ?? null;
      } catch {
        // Not an order answer: the status says what happened.
      }
      last = { status: response.status, orderId };
      if (![502, 503, 504].includes(response.status)) return last;
    } catch {
      last = { status: 0, orderId: null };
    }
  }
  return last;
}

/** Starts `writers` writers; stop() ends them after their current order and returns what they saw. */
export function startOrderWriters(origin: string, found: CheckoutIngredients, brandId: number, writers: number, prefix: string) {
  const result: OrderWritersResult = { writers, attempted: 0, committed: [], rejected: 0, unanswered: [], clientRetries: 0, statuses: {} };
  let next = 0;
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const key = `${prefix}${next++}`;
      result.attempted += 1;
      const answer = await postOrder(origin, found, brandId, key, () => (result.clientRetries += 1));
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 200 && answer.status < 300 && answer.orderId !== null) result.committed.push({ key, orderId: answer.orderId });
      else if (answer.status >= 400 && answer.status < 500) result.rejected += 1;
      else result.unanswered.push(key);
    }
  };
  const running = Array.from({ length: writers }, () => writer());
  return {
    /** Orders answered 2xx so far. */
    committedSoFar: () => result.committed.length,
    async stop(): Promise<OrderWritersResult> {
      stopped = true;
      await Promise.all(running);
      return result;
    },
  };
}

/** Looks every key of the run up in the orders table (browser_id = key), straight in PostgreSQL. */
export async function checkOrders(databaseUrl: string, prefix: string, writes: OrderWritersResult): Promise<OrderCheck> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  let rows: { key: string; ids: number[] }[];
  try {
    const answer = await client.query<{ key: string; ids: number[] }>(
      'select browser_id as key, array_agg(order_id order by order_id) as ids from orders where browser_id like $1 group by browser_id',
      [`${prefix}%`],
    );
    rows = answer.rows;
  } finally {
    await client.end().catch(() => undefined);
  }
  return compareOrders(writes, new Map(rows.map((row) => [row.key, row.ids.map(Number)])));
}

/** Committed writes against the orders found per key (pure). */
export function compareOrders(writes: Pick<OrderWritersResult, 'committed' | 'unanswered'>, found: Map<string, number[]>): OrderCheck {
  const lost: string[] = [];
  const mismatched: string[] = [];
  for (const write of writes.committed) {
    const ids = found.get(write.key);
    if (!ids?.length) lost.push(write.key);
    else if (!ids.includes(write.orderId)) mismatched.push(write.key);
  }
  return {
    found: writes.committed.length - lost.length,
    lost,
    duplicated: [...found].filter(([, ids]) => ids.length > 1).map(([key]) => key),
    mismatched,
    foundUnanswered: writes.unanswered.filter((key) => found.has(key)).length,
  };
}

/** The orders part of a run in which nothing was written yet: every count 0, nothing lost or duplicated. */
export function noOrders(writers: number): InstanceOrders {
  return {
    writers,
    attempted: 0,
    committed: 0,
    committedBeforeKill: 0,
    rejected: 0,
    unanswered: 0,
    clientRetries: 0,
    statuses: {},
    found: 0,
    lost: [],
    lostCount: 0,
    duplicated: [],
    duplicatedCount: 0,
    mismatchedCount: 0,
    foundUnanswered: 0,
  };
}
