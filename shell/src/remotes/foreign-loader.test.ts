import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLoader, testParcel } from '../test-support/render.tsx';
import { createForeignLoader } from './foreign-loader.ts';
import type { RegistryState, RemoteLoader } from './remote-loader.ts';

afterEach(() => vi.useRealTimers());

describe('loadParcel given to parcels (architecture §2: one remote shows another’s parcel)', () => {
  it('resolves the parcel of an enabled remote through the shell’s loader', async () => {
    const parcel = testParcel();
    const loader = fakeLoader({ enabled: ['catalogue', 'content'], load: () => Promise.resolve(parcel) });
    await expect(createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts')).resolves.toBe(parcel);
    expect(loader.calls).toEqual(['catalogue/RecommendedProducts']);
  });

  it('rejects a remote that is switched off without requesting it', async () => {
    const loader = fakeLoader({ enabled: ['content'] });
    await expect(createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts')).rejects.toThrow(/not available/);
    expect(loader.calls).toEqual([]);
  });

  it('rejects when the registry could not be fetched', async () => {
    const loader = fakeLoader({ registry: 'failed' });
    await expect(createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts')).rejects.toThrow(/not available/);
  });

  it('retries a failing remote exactly once, then rejects', async () => {
    const loader = fakeLoader({ load: () => Promise.reject(new Error('remote entry 500')) });
    await expect(createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts')).rejects.toThrow('remote entry 500');
    expect(loader.calls).toHaveLength(2);
  });

  it('a retry that succeeds resolves', async () => {
    const parcel = testParcel();
    const loader = fakeLoader({ load: (_id, attempt) => (attempt === 0 ? Promise.reject(new Error('flaky')) : Promise.resolve(parcel)) });
    await expect(createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts')).resolves.toBe(parcel);
  });

  it('times out a remote that never answers, retries once, then rejects', async () => {
    vi.useFakeTimers();
    const loader = fakeLoader({ load: () => new Promise(() => undefined) });
    const result = createForeignLoader(loader, 5000)('catalogue', 'RecommendedProducts');
    const outcome = result.then(() => 'resolved', (error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loader.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBe('TimeoutError');
  });

  it('waits for a registry still being fetched', async () => {
    let state: RegistryState = { status: 'pending' };
    const listeners = new Set<() => void>();
    const parcel = testParcel();
    const base = fakeLoader({ load: () => Promise.resolve(parcel) });
    const loader: RemoteLoader = {
      ...base,
      getRegistry: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const result = createForeignLoader(loader, 8000)('catalogue', 'RecommendedProducts');
    state = { status: 'ready', enabled: new Set(['catalogue']) };
    for (const listener of listeners) listener();
    await expect(result).resolves.toBe(parcel);
    expect(listeners.size).toBe(0);
  });
});
