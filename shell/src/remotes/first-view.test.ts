import { expect, it, vi } from 'vitest';
import { FIRST_VIEW_MARK, afterFirstView, isFirstViewDone, limitFirstView, markFirstView } from './first-view.ts';

it('issue 30 §1 the time limit lets the header parts go, but held taps wait for the page itself to be hydrated', async () => {
  vi.useFakeTimers();
  try {
    const replays: number[] = [];
    window.addEventListener(FIRST_VIEW_MARK, () => replays.push(Date.now()));
    limitFirstView(5000);
    await vi.advanceTimersByTimeAsync(5001);
    expect(isFirstViewDone()).toBe(true);
    let released = false;
    void afterFirstView().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(released).toBe(true);
    // Slow 3G: the page parcel is still hydrating; the loader has not been told to replay.
    expect(replays).toEqual([]);
    markFirstView();
    markFirstView();
    expect(replays).toHaveLength(1);
  } finally {
    vi.useRealTimers();
  }
});
