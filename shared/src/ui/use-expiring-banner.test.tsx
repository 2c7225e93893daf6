import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BANNER_MS, useExpiringBanner } from './use-expiring-banner.ts';

function Banner({ value }: { value: string | null }) {
  const shown = useExpiringBanner(value);
  return <p data-testid="banner">{shown ?? ''}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('[31.11] account §8 / §9: status and message banners disappear after 7 s (O10)', () => {
  it('§9 a banner shows for 7 s, then goes', () => {
    render(<Banner value="mesInformations.19" />);
    expect(screen.getByTestId('banner').textContent).toBe('mesInformations.19');
    act(() => vi.advanceTimersByTime(BANNER_MS - 1));
    expect(screen.getByTestId('banner').textContent).toBe('mesInformations.19');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('banner').textContent).toBe('');
    expect(BANNER_MS).toBe(7000);
  });

  it('§9 a new banner, or the same one after none, shows for another 7 s', () => {
    const { rerender } = render(<Banner value="a" />);
    act(() => vi.advanceTimersByTime(5000));
    rerender(<Banner value="b" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('banner').textContent).toBe('b');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('banner').textContent).toBe('');
    rerender(<Banner value={null} />);
    rerender(<Banner value="b" />);
    expect(screen.getByTestId('banner').textContent).toBe('b');
  });
});
