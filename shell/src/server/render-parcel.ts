/**
 * One parcel rendered to HTML on the server, with its data (docs/rendering.md). Each pass renders
 * synchronously; `useAsync` calls without an answer start their loaders, and the next pass renders
 * with the answers — until a pass starts nothing new. The whole thing has a time budget: a slot
 * that is not done in time is left to the browser.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FlagValues } from '@trama/shared/contract';
import { collectStore, type ServerAnswer, type ServerDataStore } from '@trama/shared/ui';

/** A data chain deeper than this (product -> details -> …) is finished by the browser. */
const MAX_PASSES = 4;

export interface ServerParcel<P = object> {
  serverElement(props: P, data: ServerDataStore): ReactElement;
}

export function isServerParcel(value: unknown): value is ServerParcel {
  return typeof (value as ServerParcel | null)?.serverElement === 'function';
}

export class SlotTimeout extends Error {}

export function deadlineRace<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  const left = deadline - performance.now();
  if (left <= 0) return Promise.reject(new SlotTimeout(`${what}: no time left`));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SlotTimeout(`${what}: over budget`)), left);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * React puts resource hints it found (an <img fetchPriority="high"> becomes a preload) before a
 * fragment's HTML. They belong in <head>, and the browser's tree must not meet them when it hydrates.
 */
const LEADING_HINTS = /^(?:<link [^>]*\/?>)+/;

export function splitResourceHints(html: string): { hints: string; html: string } {
  const hints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { hints, html: html.slice(hints.length) };
}

export interface RenderedParcel {
  /** <link rel="preload"> tags for <head> (the LCP image). */
  hints: string;
  html: string;
  answers: Record<string, ServerAnswer>;
  head: ServerDataStore['head'];
}

/**
 * `beforePass` runs right before each synchronous render (the page's language on the shared
 * i18next instance: nothing else can run in between). `flags` are the request's evaluated feature
 * flags: `useFlag` reads them from the store, so the HTML shows what the flags say.
 */
export async function renderParcel(
  parcel: ServerParcel,
  props: object,
  options: {
    idPrefix: string;
    deadline: number;
    origin: string;
    flags?: FlagValues;
    beforePass?: () => void;
    /** Renders the parcel's foreign parcels on the server too (issue 30 §5); absent: the browser's. */
    renderForeign?: ServerDataStore['renderForeign'];
  },
): Promise<RenderedParcel> {
  const store = collectStore();
  store.origin = options.origin;
  store.flags = options.flags;
  store.renderForeign = options.renderForeign;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const pending = new Map<string, Promise<void>>();
    store.pending = pending;
    store.head = undefined;
    options.beforePass?.();
    const html = renderToString(parcel.serverElement(props, store), { identifierPrefix: options.idPrefix });
    if (pending.size === 0) return { ...splitResourceHints(html), answers: store.answers, head: store.head };
    await deadlineRace(Promise.all(pending.values()), options.deadline, 'server data');
  }
  throw new SlotTimeout(`more than ${MAX_PASSES} data passes`);
}
