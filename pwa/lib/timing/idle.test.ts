import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSlices, whenIdle, yieldToMain } from './idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for an idle moment, with a timeout so a busy page still gets the work done', () => {
    const idle = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 1500 });
    idle.mock.calls[0]?.[0]();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task);
    whenIdle(cancelled)();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('otherwise ends the task: a timer queued before it runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['other task', 'resumed']);
  });
});

describe('inSlices', () => {
  it('does every item once, in order, giving other tasks their turn between slices', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    await inSlices([1, 2, 3, 4, 5], 2, (slice) => void order.push(slice.join('+')));
    expect(order).toEqual(['1+2', 'other task', '3+4', '5']);
  });
});
