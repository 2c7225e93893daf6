import { useEffect, useState } from 'react';

/** What a page that sends a mailed single-use key shows: waiting, then the answer or a failure. */
export type SingleUseKeyState<T> = { state: 'waiting' } | { state: 'done'; value: T } | { state: 'failed' };

// A key is single use: a second render or a canonical-path redirect must not send it twice (the
// second answer would be a failure), so each key's one promise is kept for the page's lifetime.
const sent = new Map<string, Promise<unknown>>();

function sendOnce<T>(scope: string, key: string, send: (key: string) => Promise<T>): Promise<T> {
  const id = `${scope}:${key}`;
  let answer = sent.get(id) as Promise<T> | undefined;
  if (!answer) {
    answer = key ? send(key) : Promise.reject(new Error(`No ${scope} key`));
    sent.set(id, answer);
  }
  return answer;
}

/**
 * The links of the activation and newsletter-confirmation mails (storefront §2, issue 29 §6): the key
 * is sent once the page runs in the browser (a mail scanner fetching the HTML confirms nothing).
 */
export function useSingleUseKey<T>(scope: string, key: string, send: (key: string) => Promise<T>): SingleUseKeyState<T> {
  const [result, setResult] = useState<{ key: string; value: SingleUseKeyState<T> } | null>(null);
  useEffect(() => {
    let live = true;
    sendOnce(scope, key, send).then(
      (value) => live && setResult({ key, value: { state: 'done', value } }),
      () => live && setResult({ key, value: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `send` is a module function per page; the key and scope say what is sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, key]);
  return result?.key === key ? result.value : { state: 'waiting' };
}
