/** Waiting for what the app does after answering (a mail sent, a ticket forwarded by the outbox). */

/** Asks `what` every 50 ms until `ok` holds or `timeoutMs` passes; answers the last value either way. */
export async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
