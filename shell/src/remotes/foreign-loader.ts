/**
 * BaseParcelProps.loadParcel: how a remote shows another remote's parcel without importing it
 * (architecture §2). The same registry, enabled check, timeout and one retry as RemoteSlot; the
 * fallback is the caller's (ForeignParcel renders nothing), so here a failure is a rejection.
 */
import type { LoadParcel } from '@trama/shared/contract';
import type { RegistryState, RemoteLoader } from './remote-loader.ts';
import { withTimeout } from './with-timeout.ts';

const AUTOMATIC_RETRIES = 1;

/** The registry once it has settled (a parcel may ask while the shell is still fetching it). */
function settledRegistry(loader: RemoteLoader, timeoutMs: number): Promise<RegistryState> {
  const now = loader.getRegistry();
  if (now.status !== 'pending') return Promise.resolve(now);
  let unsubscribe = () => {};
  const settled = new Promise<RegistryState>((resolve) => {
    unsubscribe = loader.subscribe(() => {
      const next = loader.getRegistry();
      if (next.status !== 'pending') resolve(next);
    });
  });
  return withTimeout(settled, timeoutMs, 'remote registry').finally(() => unsubscribe());
}

export function createForeignLoader(loader: RemoteLoader, timeoutMs: number): LoadParcel {
  return async (remote, parcel) => {
    const registry = await settledRegistry(loader, timeoutMs);
    if (registry.status !== 'ready' || !registry.enabled.has(remote)) throw new Error(`remote ${remote} is not available`);
    let lastError: unknown;
    for (let attempt = 0; attempt <= AUTOMATIC_RETRIES; attempt += 1) {
      try {
        const load = Promise.resolve().then(() => loader.loadParcel(remote, parcel, attempt));
        return await withTimeout(load, timeoutMs, `loading ${remote}/${parcel}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error(`${remote}/${parcel} could not be loaded`);
  };
}

const cache = new WeakMap<RemoteLoader, Map<number, LoadParcel>>();

/** One stable function per loader and timeout, so a parcel is not updated on every render. */
export function foreignLoaderOf(loader: RemoteLoader, timeoutMs: number): LoadParcel {
  let byTimeout = cache.get(loader);
  if (!byTimeout) cache.set(loader, (byTimeout = new Map()));
  let load = byTimeout.get(timeoutMs);
  if (!load) byTimeout.set(timeoutMs, (load = createForeignLoader(loader, timeoutMs)));
  return load;
}
