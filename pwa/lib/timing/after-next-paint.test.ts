import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it("runs in a task after the next frame's callbacks, not before; a cancel stops it", () => {
    vi.useFakeTimers();
    const frames = new Map<number, FrameRequestCallback>();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    });
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle));
    const paint = () => {
      for (const callback of frames.values()) callback(0);
      frames.clear();
    };
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();

    const cancelledBeforeFrame = vi.fn();
    afterNextPaint(cancelledBeforeFrame)();
    const cancelledAfterFrame = vi.fn();
    const cancel = afterNextPaint(cancelledAfterFrame);
    paint();
    cancel();
    vi.runAllTimers();
    expect(cancelledBeforeFrame).not.toHaveBeenCalled();
    expect(cancelledAfterFrame).not.toHaveBeenCalled();
  });
});
