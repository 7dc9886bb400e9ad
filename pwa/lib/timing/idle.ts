/**
 * Work the first tap does not need, kept off the main thread's busy moments: on a slow
 * phone every task over 50 ms after the first paint delays the response to a tap and counts as
 * Total Blocking Time. The one home of "later": `whenIdle` for work that can wait for a quiet
 * moment, `yieldToMain` between the slices of a long loop, `useAfterIdle` for a component's, and
 * `afterNextPaint` (after-next-paint.ts, a module of its own: this one is part of every page's
 * first paint, and only the modals use that) for what a tap started that its own frame need
 * not wait for.
 */
import { startTransition, useEffect, useState } from 'react';

/** How long work waits for an idle moment at most: a busy page still gets it done. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle (requestIdleCallback, at most `timeoutMs` later), or
 * after a short timer where there is no requestIdleCallback (Safari). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const { cancelIdleCallback } = globalThis;
    const handle = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

/** A promise of the next idle moment (see whenIdle). */
export function idle(timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs));
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task so a tap, a frame or other work can run, and resumes after them:
 * scheduler.yield where the browser has it (the rest keeps its place at the front of the queue),
 * otherwise a new task (setTimeout 0).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `step` over `items` in slices of `size`, yielding to the main thread between slices. */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  step: (slice: readonly T[]) => void | Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await yieldToMain();
    await step(items.slice(start, start + size));
  }
}

/**
 * False on the first render, true once the browser has been idle after it. Work nobody needs at
 * first paint, such as the carousel's measuring, waits until then instead of joining the first
 * render's long task: the page is prerendered, so that task counts as Total Blocking Time
 * (decision 012).
 */
export function useAfterIdle(timeoutMs = IDLE_TIMEOUT_MS): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (isIdle) return;
    return whenIdle(() => startTransition(() => setIdle(true)), timeoutMs);
  }, [isIdle, timeoutMs]);
  return isIdle;
}
