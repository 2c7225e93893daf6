/**
 * The shell's view of the remotes (architecture §2): the registry (which remotes exist and are
 * switched on) and loading one exposed parcel. The Module Federation runtime is plugged in from
 * outside (mf-runtime.ts), so this file and RemoteSlot are tested without it.
 */
import type { RemoteRegistry } from '@trama/shared/contract';
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import { withTimeout } from './with-timeout.ts';

export type RegistryState =
  | { status: 'pending' }
  | { status: 'ready'; enabled: ReadonlySet<string> }
  | { status: 'failed' };

export interface RemoteLoader {
  getRegistry(): RegistryState;
  subscribe(listener: () => void): () => void;
  /** Fetches the registry again when the last attempt failed (the fallback's retry button). */
  refreshRegistry(): void;
  /** The parcel lifecycles of `<remote>/<parcel>`; `attempt` > 0 asks for a clean reload. */
  loadParcel(remote: string, parcel: string, attempt: number): Promise<ParcelConfigObject>;
  /** Issue 33 §3: the build id of the remote this page loads (its registry entry), for the slots' reports. */
  buildOf?(remote: string): string | null;
}

/**
 * What `registerRemotes` needs per remote: its remoteEntry.js, which every remote build publishes
 * beside its mf-manifest.json (the registry names the manifest). The shell's runtime is built
 * without the manifest ("snapshot") plugin: reading a manifest before the entry would cost a
 * round trip and ~5 KB of runtime on every first load (docs/rendering.md).
 */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface FederationRuntime {
  registerRemotes(remotes: RemoteEntry[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface RemoteLoaderOptions {
  fetchRegistry: () => Promise<RemoteRegistry>;
  runtime: FederationRuntime;
  /** Base for root-relative manifest URLs (location.origin in the browser). */
  origin: string;
  registryTimeoutMs?: number;
  now?: () => number;
  /** A remote's texts (its namespace in the page's language), loaded beside its code: its parcel renders translated. */
  loadTexts?: (remote: string) => Promise<void>;
}

/** Slots of one remote that fail together (a page and the newsletter) share one clean re-registration. */
const FORCE_WINDOW_MS = 2000;

function isParcelConfig(value: unknown): value is ParcelConfig {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null) return false;
  const { mount, unmount } = value as Record<string, unknown>;
  const lifecycle = (fn: unknown) => typeof fn === 'function' || (Array.isArray(fn) && fn.length > 0);
  return lifecycle(mount) && lifecycle(unmount);
}

/**
 * An exposed module's default export is the parcel (team brief); a bare lifecycles object, or
 * single-spa's loading function, is accepted too.
 */
export async function parcelFromModule(module: unknown, id: string): Promise<ParcelConfigObject> {
  let candidate = (module as { default?: unknown } | null)?.default ?? module;
  if (typeof candidate === 'function') candidate = await (candidate as () => Promise<unknown>)();
  if (!isParcelConfig(candidate) || typeof candidate === 'function') throw new Error(`${id} is not a single-spa parcel`);
  return candidate;
}

/** Manifest URLs may be root-relative ('/remotes/...') or absolute (dev servers): the runtime wants absolute. */
export function absoluteUrl(url: string, origin: string): string | null {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/** '/remotes/catalogue/3f9a/mf-manifest.json' -> '<origin>/remotes/catalogue/3f9a/remoteEntry.js'. */
export function browserEntryUrl(manifestUrl: string, origin: string): string | null {
  const manifest = absoluteUrl(manifestUrl, origin);
  return manifest ? new URL('remoteEntry.js', manifest).href : null;
}

export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { fetchRegistry, runtime, origin, registryTimeoutMs = 8000, now = Date.now, loadTexts } = options;
  const forcedAt = new Map<string, number>();
  const listeners = new Set<() => void>();
  const entries = new Map<string, RemoteEntry>();
  const builds = new Map<string, string | null>();
  let state: RegistryState = { status: 'pending' };
  let loading: Promise<void> | null = null;

  const set = (next: RegistryState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = () => {
    if (loading) return;
    if (state.status !== 'pending') set({ status: 'pending' });
    loading = withTimeout(fetchRegistry(), registryTimeoutMs, 'remote registry')
      .then((registry) => {
        const fresh: RemoteEntry[] = [];
        for (const remote of Array.isArray(registry?.remotes) ? registry.remotes : []) {
          const entry = remote?.enabled && typeof remote.manifestUrl === 'string' ? browserEntryUrl(remote.manifestUrl, origin) : null;
          if (!entry || entries.has(remote.name)) continue;
          const registered = { name: remote.name, entry };
          entries.set(remote.name, registered);
          builds.set(remote.name, remote.buildId || null);
          fresh.push(registered);
        }
        if (fresh.length) runtime.registerRemotes(fresh);
        set({ status: 'ready', enabled: new Set(entries.keys()) });
      })
      .catch(() => set({ status: 'failed' }))
      .finally(() => {
        loading = null;
      });
  };

  // At once, not on the first slot: the registry travels while React renders the header.
  load();

  return {
    getRegistry: () => state,
    buildOf: (remote) => builds.get(remote) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshRegistry() {
      if (state.status === 'failed') load();
    },
    async loadParcel(remote, parcel, attempt) {
      const registered = entries.get(remote);
      if (!registered) throw new Error(`remote ${remote} is not available`);
      // A failed try may leave a hung manifest request or a broken container cached in the
      // runtime: start clean — once for all the slots of this remote retrying together.
      if (attempt > 0 && now() - (forcedAt.get(remote) ?? Number.NEGATIVE_INFINITY) > FORCE_WINDOW_MS) {
        forcedAt.set(remote, now());
        runtime.registerRemotes([registered], { force: true });
      }
      const id = `${remote}/${parcel}`;
      const [module] = await Promise.all([runtime.loadRemote(id), loadTexts?.(remote)]);
      return parcelFromModule(module, id);
    },
  };
}

/** Used where no loader is provided: every remote is unavailable, the shell still renders. */
export const UNAVAILABLE_LOADER: RemoteLoader = {
  getRegistry: () => ({ status: 'failed' }),
  subscribe: () => () => undefined,
  refreshRegistry: () => undefined,
  loadParcel: (remote) => Promise.reject(new Error(`remote ${remote} is not available`)),
};
