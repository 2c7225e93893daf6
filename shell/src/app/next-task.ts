/**
 * Resolves in a new task of the main thread. Start-up work split with it never forms one long
 * task: the browser can paint and answer a tap between the pieces (Total Blocking Time, issue 13).
 * `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
