const IDLE_TIMEOUT_MS = 2000;

/**
 * The browser's next idle moment (at the latest after 2 s): when code the first view does not
 * need may start, e.g. a slider's library (docs/rendering.md "What loads when").
 */
export function whenIdle(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}
