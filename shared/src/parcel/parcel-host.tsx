import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';

export interface ParcelHostProps {
  config: ParcelConfig;
  /** The parcel's props (contract/parcels.ts): given at mount, and again to `update` when they change. */
  parcelProps: object;
  /** single-spa's mountRootParcel unless given (tests). */
  mountParcel?: typeof mountRootParcel;
  /** Class of the element the parcel renders into. */
  className?: string;
  /** The parcel is on screen (its mount resolved). */
  onMount?: () => void;
  /** Its mount or an update failed. */
  onError?: (error: unknown) => void;
}

/**
 * Shows a single-spa parcel inside React: what single-spa-react's `<Parcel>` did, in the few lines
 * the shop needs (that package cost ~4 KB gzip and two share-scope modules on every first load).
 * Each mount gets its own element, so a remount (React's strict mode, a new config) never puts two
 * roots on one node; an unmount waits for the mount to settle, as single-spa requires.
 */
export function ParcelHost({ config, parcelProps, mountParcel = mountRootParcel, className, onMount, onError }: ParcelHostProps) {
  const box = useRef<HTMLDivElement>(null);
  const current = useRef<{ parcel: Parcel; element: HTMLElement } | null>(null);
  const latest = useRef({ parcelProps, onMount, onError });
  const mountedWith = useRef<object | null>(null);
  useEffect(() => {
    latest.current = { parcelProps, onMount, onError };
  });

  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const element = host.ownerDocument.createElement('div');
    host.appendChild(element);
    mountedWith.current = latest.current.parcelProps;
    const parcel = mountParcel(config, { ...latest.current.parcelProps, domElement: element });
    const mounted = { parcel, element };
    current.current = mounted;
    parcel.mountPromise.then(
      () => {
        if (current.current === mounted) latest.current.onMount?.();
      },
      (error: unknown) => {
        if (current.current === mounted) latest.current.onError?.(error);
      },
    );
    return () => {
      if (current.current === mounted) current.current = null;
      void parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => element.remove());
    };
  }, [config, mountParcel]);

  useEffect(() => {
    const mounted = current.current;
    // The mount already had these props; an update is for the ones that came after.
    if (!mounted?.parcel.update || mountedWith.current === parcelProps) return;
    mountedWith.current = parcelProps;
    const { parcel, element } = mounted;
    // single-spa replaces a parcel's props on update: the element goes with them again.
    parcel.mountPromise
      .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update?.({ ...parcelProps, domElement: element }) : undefined))
      .catch((error: unknown) => latest.current.onError?.(error));
  }, [parcelProps]);

  return <div className={className} ref={box} />;
}
