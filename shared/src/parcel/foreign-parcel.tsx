import { useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig, type ParcelConfigObject } from 'single-spa';
import { ParcelHost } from './parcel-host.tsx';
import type { LoadParcel } from '../contract/parcels.ts';
import type { RemoteName } from '../federation/remotes.ts';

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

/**
 * Shows a parcel that another remote exposes, loaded through the shell (architecture §2: remotes
 * never import each other). Nothing while it loads and nothing when it fails: a foreign slot is
 * an extra, it must never break the parcel that hosts it.
 */
export function ForeignParcel({ loadParcel, remote, parcel, parcelProps, mountParcel = mountRootParcel, className }: ForeignParcelProps) {
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
