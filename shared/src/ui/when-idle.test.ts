import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle (docs/rendering.md "What loads when")', () => {
  it('waits for the browser’s idle callback, with a deadline so slow pages still get there', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let done = false;
    const waiting = whenIdle(700).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 700 });
    idle?.();
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves on the next task where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
