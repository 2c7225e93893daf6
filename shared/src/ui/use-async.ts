import { useEffect, useId, useState } from 'react';
import { deserializeError, serializeError, useServerData, type ServerAnswer, type ServerDataStore } from './server-data.ts';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

type Settled<T> = Extract<AsyncState<T>, { status: 'done' | 'failed' }>;

function settledOf<T>(answer: ServerAnswer): Settled<T> {
  return answer.status === 'done' ? { status: 'done', value: answer.value as T } : { status: 'failed', error: deserializeError(answer.error) };
}

/** Server render, collect mode: start the loader once; the renderer renders again when it settles. */
function startOnServer<A extends unknown[], T>(
  store: ServerDataStore,
  id: string,
  key: string,
  loader: (signal: AbortSignal, ...args: A) => Promise<T>,
): void {
  if (!store.pending || store.pending.has(id) || store.answers[id]?.args === key) return;
  const settle = (answer: ServerAnswer) => {
    store.answers[id] = answer;
  };
  const started = Promise.resolve()
    .then(() => loader(new AbortController().signal, ...(JSON.parse(key) as A)))
    .then(
      (value) => settle({ args: key, status: 'done', value }),
      (error: unknown) => settle({ args: key, status: 'failed', error: serializeError(error) }),
    );
  store.pending.set(id, started);
}

/**
 * Runs `loader(signal, ...args)` whenever args change (null = idle) and aborts the previous call.
 * The answer is kept with the args it belongs to, so a stale answer never shows for new args.
 * `loader` must be stable (a module-level function). Under a server render, or when hydrating a
 * server-rendered page, the answer comes from the page's server data (server-data.ts).
 */
export function useAsync<A extends unknown[], T>(
  loader: (signal: AbortSignal, ...args: A) => Promise<T>,
  args: A | null,
): AsyncState<T> {
  const key = args === null ? null : JSON.stringify(args);
  const id = useId();
  const server = useServerData();
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(() => {
    const answer = key === null ? undefined : server?.answers[id];
    return answer && answer.args === key ? { key, state: settledOf<T>(answer) } : null;
  });
  if (server?.mode === 'collect' && key !== null) startOnServer(server, id, key, loader);

  useEffect(() => {
    if (key === null) return;
    // Hydrated from the server's answer: nothing to fetch again.
    if (settled?.key === key) return;
    const controller = new AbortController();
    loader(controller.signal, ...(JSON.parse(key) as A)).then(
      (value) => setSettled({ key, state: { status: 'done', value } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `settled` is read only to skip the fetch the server already made; it must not re-run the effect.
  }, [loader, key]); // eslint-disable-line react-hooks/exhaustive-deps

  if (key === null) return { status: 'idle' };
  if (settled?.key === key) return settled.state;
  const answer = server?.answers[id];
  if (server?.mode === 'collect' && answer?.args === key) return settledOf<T>(answer);
  return { status: 'loading' };
}
