import { useEffect, useId, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig, type ParcelConfigObject } from 'single-spa';
import { ParcelHost } from './parcel-host.tsx';
import type { FlagValues } from '../contract/flags.ts';
import type { LoadParcel } from '../contract/parcels.ts';
import type { RemoteName } from '../federation/remotes.ts';
import { serializeError, useServerData, type ServerAnswer, type ServerDataStore } from '../ui/server-data.ts';

export interface ForeignParcelProps {
  /** The shell's loader (BaseParcelProps.loadParcel). */
  loadParcel: LoadParcel;
  remote: RemoteName;
  parcel: string;
  /** The foreign parcel's typed props (contract/parcels.ts); keep the object stable between renders. */
  parcelProps: object;
  /** single-spa's mountRootParcel unless given (tests). */
  mountParcel?: typeof mountRootParcel;
  className?: string;
}

type Lifecycle = (props: unknown) => Promise<unknown>;

function steps(step: unknown): Lifecycle[] {
  if (Array.isArray(step)) return step as Lifecycle[];
  return typeof step === 'function' ? [step as Lifecycle] : [];
}

/** Every failure is reported once and swallowed, and a failed parcel goes quiet. */
function guarded(config: ParcelConfigObject, onError: (error: unknown) => void): ParcelConfigObject {
  let alive = true;
  const wrap = (step: unknown, fatal: boolean): Lifecycle => async (props) => {
    if (!alive) return;
    try {
      for (const fn of steps(step)) await fn(props);
    } catch (error) {
      if (fatal) alive = false;
      onError(error);
    }
  };
  return {
    name: config.name,
    bootstrap: wrap(config.bootstrap, true),
    mount: wrap(config.mount, true),
    update: wrap(config.update, false),
    unmount: wrap(config.unmount, false),
  } as ParcelConfigObject;
}

async function resolveConfig(config: ParcelConfig): Promise<ParcelConfigObject> {
  return typeof config === 'function' ? config() : config;
}

/** Settled outcome of one load; `loader` tells a stale outcome (remote or loader changed) from the current one. */
type Outcome = { loader: LoadParcel; id: string } & ({ kind: 'ready'; config: ParcelConfigObject } | { kind: 'failed' });

/** What a server-rendered foreign parcel hydrates from: its answers and id prefix, embedded in its host's answers. */
interface ForeignAnswer {
  answers: Record<string, ServerAnswer>;
  idPrefix: string;
}

/**
 * The browser leaves the server's HTML of a foreign parcel as it is: React neither compares nor
 * replaces it (the same object on every render, so no update sets innerHTML), and the foreign
 * parcel's own root hydrates it.
 */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Shows a parcel that another remote exposes, loaded through the shell (architecture §2: remotes
 * never import each other). Nothing while it loads and nothing when it fails: a foreign slot is
 * an extra, it must never break the parcel that hosts it.
 *
 * Issue 30 §5: inside a server-rendered page it is rendered on the server too (when the renderer
 * offers `renderForeign`: a public remote's parcel), so the page reads complete before any script
 * runs (the home's recommended slider). Its HTML sits in a box of its own; its answers and id
 * prefix travel in its host's answers, and in the browser it hydrates as a root of its own once
 * its code arrives. If that code never comes, the server's HTML stays (its links still work).
 */
export function ForeignParcel(props: ForeignParcelProps) {
  const { remote, parcel, parcelProps, className } = props;
  const key = useId();
  const server = useServerData();
  const args = JSON.stringify([remote, parcel]);
  // Decided once: a hydrating page's foreign parcel stays the server's, whatever renders next.
  const [prerendered] = useState(() => {
    const answer = server?.mode === 'hydrate' ? server.answers[key] : undefined;
    return answer?.status === 'done' && answer.args === args ? { ...(answer.value as ForeignAnswer), flags: server?.flags } : null;
  });
  if (server?.mode === 'collect') return serverForeign(server, key, args, remote, parcel, parcelProps, className);
  if (prerendered) return <HydratedForeignParcel {...props} prerendered={prerendered} />;
  return <BrowserForeignParcel {...props} />;
}

/** Server render (collect): ask the renderer once; the next pass shows its HTML, or nothing if it failed. */
function serverForeign(store: ServerDataStore, key: string, args: string, remote: RemoteName, parcel: string, parcelProps: object, className?: string) {
  const html = store.foreignHtml?.get(key);
  if (html !== undefined && store.answers[key]?.status === 'done') {
    return <div className={className} data-foreign={`${remote}/${parcel}`} dangerouslySetInnerHTML={{ __html: `<div class="trama-foreign">${html}</div>` }} />;
  }
  if (store.answers[key] || !store.renderForeign || !store.pending || store.pending.has(key)) return null;
  const render = store.renderForeign;
  store.pending.set(
    key,
    Promise.resolve()
      .then(() => render(remote, parcel, parcelProps))
      .then(
        ({ html: rendered, answers, idPrefix }) => {
          (store.foreignHtml ??= new Map()).set(key, rendered);
          store.answers[key] = { args, status: 'done', value: { answers, idPrefix } satisfies ForeignAnswer };
        },
        (error: unknown) => {
          // The browser draws it, as before.
          store.answers[key] = { args, status: 'failed', error: serializeError(error) };
        },
      ),
  );
  return null;
}

/** The server rendered it: keep its HTML and hydrate it with the foreign parcel's own code. */
function HydratedForeignParcel({
  loadParcel,
  remote,
  parcel,
  parcelProps,
  mountParcel = mountRootParcel,
  className,
  prerendered,
}: ForeignParcelProps & { prerendered: ForeignAnswer & { flags?: FlagValues } }) {
  const box = useRef<HTMLDivElement>(null);
  const mounted = useRef<{ parcel: Parcel; element: HTMLElement } | null>(null);
  const latest = useRef(parcelProps);
  const mountedWith = useRef<object | null>(null);
  const id = `${remote}/${parcel}`;

  useEffect(() => {
    const element = box.current?.firstElementChild;
    if (!(element instanceof HTMLElement)) return;
    let live = true;
    let warned = false;
    const fail = (error: unknown) => {
      if (!warned) console.warn(`[ForeignParcel] ${id} stays as the server rendered it:`, error);
      warned = true;
    };
    Promise.resolve()
      .then(() => loadParcel(remote, parcel))
      .then(resolveConfig)
      .then((config) => {
        if (!live) return;
        mountedWith.current = latest.current;
        const instance = mountParcel(guarded(config, fail), {
          ...latest.current,
          domElement: element,
          serverRendered: { answers: prerendered.answers, idPrefix: prerendered.idPrefix, flags: prerendered.flags },
        });
        mounted.current = { parcel: instance, element };
      }, fail);
    return () => {
      live = false;
      const current = mounted.current;
      mounted.current = null;
      void current?.parcel.mountPromise.then(() => (current.parcel.getStatus() === 'MOUNTED' ? current.parcel.unmount() : undefined)).catch(() => undefined);
    };
    // Mounted once; later props go through update below.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    latest.current = parcelProps;
    const current = mounted.current;
    if (!current?.parcel.update || mountedWith.current === parcelProps) return;
    mountedWith.current = parcelProps;
    const { parcel: instance, element } = current;
    instance.mountPromise
      .then(() => (instance.getStatus() === 'MOUNTED' ? instance.update?.({ ...parcelProps, domElement: element }) : undefined))
      .catch(() => undefined);
  }, [parcelProps]);

  return <div className={className} data-foreign={id} ref={box} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}

function BrowserForeignParcel({ loadParcel, remote, parcel, parcelProps, mountParcel = mountRootParcel, className }: ForeignParcelProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = `${remote}/${parcel}`;

  useEffect(() => {
    let live = true;
    let warned = false;
    const fail = (error: unknown) => {
      if (!warned) console.warn(`[ForeignParcel] ${id} is not shown:`, error);
      warned = true;
      if (live) setOutcome({ loader: loadParcel, id, kind: 'failed' });
    };
    Promise.resolve()
      .then(() => loadParcel(remote, parcel))
      .then(resolveConfig)
      .then(
        (config) => {
          if (live) setOutcome({ loader: loadParcel, id, kind: 'ready', config: guarded(config, fail) });
        },
        fail,
      );
    return () => {
      live = false;
    };
  }, [loadParcel, remote, parcel, id]);

  if (!outcome || outcome.kind !== 'ready' || outcome.loader !== loadParcel || outcome.id !== id) return null;
  return <ParcelHost key={id} config={outcome.config} parcelProps={parcelProps} mountParcel={mountParcel} className={className} />;
}
