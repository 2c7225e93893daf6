import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../../../src/domain/catalogue/ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('architecture §6 catalogue read cache', () => {
  it('serves a read again within its time to live and reads afresh after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10);
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    const load = vi.fn(() => Promise.resolve('page'));
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never serves a failed read', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('c', () => Promise.resolve('c1'));
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b1');
    expect(await cache.get('a', () => Promise.resolve('a2'))).toBe('a2');
  });
});
