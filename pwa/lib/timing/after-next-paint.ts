/**
 * Runs `task` in a task of its own once the browser has painted its next frame (a frame's
 * callback comes just before that paint; a timer set in it runs after). React's own deferred
 * work (useDeferredValue, a transition) may run before the paint instead. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
