import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

type Settled<T> = Extract<AsyncState<T>, { status: 'done' | 'failed' }>;

/**
 * Runs `loader(signal, ...args)` whenever args change (null = idle) and aborts the previous call.
 * The answer is kept with the args it belongs to, so a stale answer never shows for new args.
 * `loader` must be stable (a module-level function).
 */
export function useAsync<A extends unknown[], T>(
  loader: (signal: AbortSignal, ...args: A) => Promise<T>,
  args: A | null,
): AsyncState<T> {
  const key = args === null ? null : JSON.stringify(args);
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loader(controller.signal, ...(JSON.parse(key) as A)).then(
      (value) => setSettled({ key, state: { status: 'done', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [loader, key]);

  if (key === null) return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'loading' };
}
