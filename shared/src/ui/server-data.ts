/**
 * Data a page fetched on the server, handed to the browser once (docs/rendering.md).
 *
 * `useAsync` is the one place remotes load data. On the server the renderer gives each parcel a
 * store in 'collect' mode: a `useAsync` with no answer yet starts its loader during render and the
 * renderer renders again once the answers are in. The answers are embedded in the page as JSON;
 * in the browser the same parcel hydrates with a store in 'hydrate' mode, so each `useAsync` starts
 * from the answer the server had (no second fetch, no loading flash, no hydration mismatch).
 *
 * Keys are React's `useId()` plus the loader's arguments: useId is the same on the server and in
 * the hydrating browser for the same tree, which is what hydration already relies on.
 */
import { createContext, useContext, useEffect, useState } from 'react';
// The shared API module's class, so `instanceof ApiError` in a remote holds for a rebuilt error.
import { ApiError } from '@trama/shared/api';
import type { FlagValues } from '@trama/shared/contract';
import { clearPageHead, setPageHead, type ServerPageHead } from './page-head.ts';

/** Declared beside the page head it describes (page-head.ts); named here too, where pages meet it. */
export type { ServerPageHead } from './page-head.ts';

export type ServerAnswer = { args: string; status: 'done'; value: unknown } | { args: string; status: 'failed'; error: SerializedError };

export interface SerializedError {
  message: string;
  api?: { status: number; code: string; messageKey: string };
}

/** Another remote's parcel rendered on the server inside this one (ForeignParcel, issue 30 §5). */
export interface ForeignRender {
  html: string;
  /** Its own answers and id prefix: it hydrates as a root of its own. */
  answers: Record<string, ServerAnswer>;
  idPrefix: string;
}

export interface ServerDataStore {
  mode: 'collect' | 'hydrate';
  /** The shop's public origin on the server (PUBLIC_URL); the browser has location.origin. */
  origin?: string;
  /** Set during a server render by useServerPageHead. */
  head?: ServerPageHead;
  /** Contract 1.9: the flags the server rendered with (embedded, so hydration starts from them). */
  flags?: FlagValues;
  answers: Record<string, ServerAnswer>;
  /** Loaders started during a server render pass (collect mode only). */
  pending?: Map<string, Promise<void>>;
  /**
   * Collect mode: renders another remote's parcel on the server (the renderer's; absent, a
   * ForeignParcel is the browser's alone). Its HTML is kept in `foreignHtml`, never embedded twice.
   */
  renderForeign?: (remote: string, parcel: string, props: object) => Promise<ForeignRender>;
  foreignHtml?: Map<string, string>;
}

// On globalThis: @trama/shared/ui and /parcel are separate shared modules (and a remote may carry
// its own copy of the contract), but the parcel root and its useAsync calls must see one context.
const CONTEXT_KEY = Symbol.for('trama.server-data');
const store = globalThis as unknown as Record<symbol, React.Context<ServerDataStore | null> | undefined>;
export const ServerDataContext: React.Context<ServerDataStore | null> = (store[CONTEXT_KEY] ??= createContext<ServerDataStore | null>(null));

export function useServerData(): ServerDataStore | null {
  return useContext(ServerDataContext);
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiError) return { message: error.message, api: { status: error.status, code: error.code, messageKey: error.messageKey } };
  return { message: error instanceof Error ? error.message : String(error) };
}

export function deserializeError(error: SerializedError): Error {
  if (error.api) return new ApiError(error.api.status, error.api.code, error.api.messageKey, error.message);
  return new Error(error.message);
}

export function collectStore(): ServerDataStore {
  return { mode: 'collect', answers: {}, pending: new Map() };
}

/**
 * A page's own <head> facts (title, description, preview image, structured data, status).
 * On the server they go into the render's <head>; in the browser, once rendered, they are handed
 * to the shell for the path shown (./page-head.ts), which lays them over its route metadata.
 * Pass null while the page's data is not there: the shell's route metadata stands alone.
 */
export function useServerPageHead(head: ServerPageHead | null): void {
  const store = useServerData();
  if (store?.mode === 'collect' && head) recordHead(store, head);
  const [owner] = useState<object>(() => ({}));
  // After every render, not on a change of `head` alone: a filter changes the path and may keep
  // the same facts, and the head belongs to the path it was given for (setPageHead skips repeats).
  useEffect(() => {
    if (head) setPageHead(owner, globalThis.location?.pathname ?? '', head);
    else clearPageHead(owner);
  });
  useEffect(() => () => clearPageHead(owner), [owner]);
}

/** The collect store is the server render's scratchpad, written during render on purpose. */
function recordHead(store: ServerDataStore, head: ServerPageHead): void {
  store.head = { ...store.head, ...head };
}

/** The shop's origin for absolute links (structured data): the same on the server and in the browser. */
export function usePageOrigin(): string {
  const store = useServerData();
  if (store?.mode === 'collect' && store.origin) return store.origin;
  return globalThis.location?.origin ?? store?.origin ?? '';
}
