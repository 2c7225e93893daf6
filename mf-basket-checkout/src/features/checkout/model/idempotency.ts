/**
 * The Idempotency-Key of orders/create: one key per distinct request body. Ticking the terms again
 * with the same body (a retry after a network failure, or after unticking) sends the same key, so
 * the API replays its first answer instead of creating a second order; any change of the body gets
 * a new key. A refusal (4xx: nothing was written) is final for its key, so the next try gets a new one.
 * Kept per visit of the checkout: coming back after a failed payment starts a new order.
 */
export interface IdempotencyKeys {
  keyFor(body: string): string;
  /** The API answered this body with a refusal: do not replay it. */
  refused(body: string): void;
}

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    refused(body) {
      if (last?.body === body) last = null;
    },
  };
}
