import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_INTERVAL_MS } from '../content/slides.ts';
import { useAutoplay } from './use-autoplay.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the hero slider autoplay', () => {
  it('advances every 3000 ms', () => {
    const next = vi.fn();
    renderHook(() => useAutoplay(next, SLIDER_INTERVAL_MS, true));
    expect(SLIDER_INTERVAL_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('stands still while paused (hover, focus, reduced motion) and restarts a full interval after', () => {
    const next = vi.fn();
    const { rerender } = renderHook(
      ({ running }) => useAutoplay(next, SLIDER_INTERVAL_MS, running),
      {
        initialProps: { running: true },
      },
    );
    vi.advanceTimersByTime(2000);
    rerender({ running: false });
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    rerender({ running: true });
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
