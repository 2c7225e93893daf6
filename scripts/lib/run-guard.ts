/**
 * What a long measuring run (the bench, the reliability run) does whatever happens: Ctrl-C or a
 * SIGTERM cleans up and exits 130, and a run with no result after `timeoutMs` cleans up and exits
 * with `timeoutExitCode`. Answers the watchdog, for the run to clear when it ends.
 */
export function guardRun(cleanUp: () => Promise<void>, timeoutMs: number, timeoutExitCode: number, say: (line: string) => void): NodeJS.Timeout {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  return setTimeout(() => {
    say(`no result after ${timeoutMs / 60_000} minutes: giving up`);
    void cleanUp().finally(() => process.exit(timeoutExitCode));
  }, timeoutMs);
}

/** Whether the shop on `origin` answers its health check within two seconds. */
export async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
