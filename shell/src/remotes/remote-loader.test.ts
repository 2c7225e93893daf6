import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRegistry } from '@trama/shared/contract';
import { testParcel } from '../test-support/render.tsx';
import { createRemoteLoader, type FederationRuntime, type RemoteEntry } from './remote-loader.ts';

afterEach(() => vi.useRealTimers());

function fakeRuntime(modules: Record<string, unknown> = {}) {
  const registered: { remotes: RemoteEntry[]; force: boolean }[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void registered.push({ remotes, force: options?.force ?? false }),
    loadRemote: (id) => (id in modules ? Promise.resolve(modules[id]) : Promise.reject(new Error(`no ${id}`))),
  };
  return { runtime, registered };
}

const registry: RemoteRegistry = {
  remotes: [
    { name: 'catalogue', manifestUrl: '/remotes/catalogue/abc123/mf-manifest.json', enabled: true, buildId: 'abc123', channel: 'stable' },
    { name: 'basket', manifestUrl: 'http://localhost:3002/mf-manifest.json', enabled: true, buildId: '0a1b2c3d4e5f', channel: 'stable' },
    { name: 'account', manifestUrl: '/remotes/account/def456/mf-manifest.json', enabled: false, buildId: 'def456', channel: 'stable' },
  ],
};

async function settled(loader: ReturnType<typeof createRemoteLoader>) {
  await vi.waitFor(() => expect(loader.getRegistry().status).not.toBe('pending'));
  return loader.getRegistry();
}

describe('remote registry (architecture §2)', () => {
  it('registers the enabled remotes by the remoteEntry.js beside their manifest, made absolute', async () => {
    const { runtime, registered } = fakeRuntime();
    const loader = createRemoteLoader({ fetchRegistry: async () => registry, runtime, origin: 'http://localhost:8080' });
    const state = await settled(loader);
    expect(state.status === 'ready' && [...state.enabled]).toEqual(['catalogue', 'basket']);
    expect(registered).toEqual([
      {
        force: false,
        remotes: [
          { name: 'catalogue', entry: 'http://localhost:8080/remotes/catalogue/abc123/remoteEntry.js' },
          { name: 'basket', entry: 'http://localhost:3002/remoteEntry.js' },
        ],
      },
    ]);
  });

  it('a registry fetch failure leaves every remote unavailable, and a refresh tries again', async () => {
    const { runtime } = fakeRuntime();
    const fetchRegistry = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(registry);
    const loader = createRemoteLoader({ fetchRegistry, runtime, origin: 'http://localhost:8080' });
    expect((await settled(loader)).status).toBe('failed');
    await expect(loader.loadParcel('catalogue', 'ProductList', 0)).rejects.toThrow();
    loader.refreshRegistry();
    expect((await settled(loader)).status).toBe('ready');
  });

  it('a registry that never answers is given up after its timeout', async () => {
    vi.useFakeTimers();
    const { runtime } = fakeRuntime();
    const loader = createRemoteLoader({ fetchRegistry: () => new Promise(() => undefined), runtime, origin: 'http://x', registryTimeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(loader.getRegistry().status).toBe('failed');
  });

  it('loads the default export of <remote>/<Parcel>; a retry re-registers the remote cleanly', async () => {
    const parcel = testParcel();
    const { runtime, registered } = fakeRuntime({ 'catalogue/ProductList': { default: parcel } });
    const loader = createRemoteLoader({ fetchRegistry: async () => registry, runtime, origin: 'http://localhost:8080' });
    await settled(loader);
    expect(await loader.loadParcel('catalogue', 'ProductList', 0)).toBe(parcel);
    await loader.loadParcel('catalogue', 'ProductList', 1);
    expect(registered.at(-1)).toMatchObject({ force: true, remotes: [{ name: 'catalogue' }] });
  });

  it('[30.4] a remote\'s texts load beside its code, and its parcel waits for both', async () => {
    const parcel = testParcel();
    const { runtime } = fakeRuntime({ 'catalogue/ProductPage': { default: parcel } });
    let textsArrive = () => {};
    const loadTexts = vi.fn(() => new Promise<void>((resolve) => (textsArrive = resolve)));
    const loader = createRemoteLoader({ fetchRegistry: async () => registry, runtime, origin: 'http://localhost:8080', loadTexts });
    await settled(loader);
    let loaded = false;
    const loading = loader.loadParcel('catalogue', 'ProductPage', 0).then((config) => ((loaded = true), config));
    expect(loadTexts).toHaveBeenCalledWith('catalogue');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    textsArrive();
    expect(await loading).toBe(parcel);
  });

  it('two slots of one remote retrying together re-register it once', async () => {
    let clock = 10_000;
    const { runtime, registered } = fakeRuntime({ 'catalogue/ProductList': testParcel(), 'catalogue/SearchBox': testParcel() });
    const loader = createRemoteLoader({ fetchRegistry: async () => registry, runtime, origin: 'http://x', now: () => clock });
    await settled(loader);
    await loader.loadParcel('catalogue', 'ProductList', 1).catch(() => undefined);
    await loader.loadParcel('catalogue', 'SearchBox', 1).catch(() => undefined);
    expect(registered.filter((r) => r.force)).toHaveLength(1);
    clock += 5_000;
    await loader.loadParcel('catalogue', 'SearchBox', 1).catch(() => undefined);
    expect(registered.filter((r) => r.force)).toHaveLength(2);
  });

  it('refuses a disabled remote and a module that is not a parcel', async () => {
    const { runtime } = fakeRuntime({ 'basket/BasketHeader': { default: { hello: 'world' } } });
    const loader = createRemoteLoader({ fetchRegistry: async () => registry, runtime, origin: 'http://localhost:8080' });
    await settled(loader);
    await expect(loader.loadParcel('account', 'AccountPage', 0)).rejects.toThrow(/not available/);
    await expect(loader.loadParcel('basket', 'BasketHeader', 0)).rejects.toThrow(/not a single-spa parcel/);
  });
});
