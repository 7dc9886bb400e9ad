// The frames a person sees while a page scrolls, read from Chromium's own trace.
//
// Chromium scrolls a page on its compositor thread: a scroll's frames are drawn from the layers
// the page last painted, without waiting for the page's main thread, as long as the page's touch
// and wheel listeners are passive (ours are: React's, the press feedback's). While the main thread
// is busy starting the app, the frames it makes itself (requestAnimationFrame, what the start-up
// probe counts) come seldom, and the scroll goes on between them. So the probe's frame gap is the
// main thread's, and this is the one the finger sees.
//
// A drag sent as touch events over the protocol (Input.dispatchTouchEvent) cannot show it: the
// protocol answers each touch only once the page's main thread has dispatched it, so the next
// touch waits, and the drag itself moves at the main thread's pace. A scroll the browser drives
// itself (Input.synthesizeScrollGesture) sends its steps on the browser's own clock, as a phone's
// touch screen does. Headless Chromium turns no synthetic touch into a scroll, so it is a mouse
// wheel's scroll: the same compositor scroll a finger's would be once it has started. How long
// a finger's first touch waits before the scroll starts is the probe's "first touch" figure.
import type { TraceEvent } from './main-thread.ts';

/**
 * The trace categories it reads: the compositor's scroll at each frame (cc), its input (input),
 * and the markers (__metadata).
 */
export const SHOWN_FRAMES_CATEGORIES = ['cc', 'input', '__metadata'] as const;

/** The compositor thread's note of an input event it handled (scroll steps, here). */
const INPUT_HANDLED = 'WidgetInputHandlerManager::DidHandleInputEventSentToCompositor';
/** The compositor's note, at each frame it draws, of how far the page scrolled in it. */
const SCROLL_DELTA = 'Scroll Delta This Frame';
/** A marker the protocol puts in the trace (Tracing.recordClockSyncMarker), on the trace's clock. */
const MARKER = 'clock_sync';

/** The markers around the scroll numbered `index` (scrollMarkers), for Tracing.recordClockSyncMarker. */
export const scrollMarkers = (index: number) =>
  ({ start: `shown-scroll-${index}-start`, end: `shown-scroll-${index}-end` }) as const;

export interface ShownScroll {
  /** How long the compositor received the scroll's steps. */
  inputMs: number;
  /** The frames in which the page moved, from the scroll's first step to its last. */
  frames: number;
  /**
   * The longest wait for the page to move, from the first step the compositor handled on: to the
   * first frame that moved it (a step the page's main thread had to see first waits here), then
   * between two such frames, through the last step.
   */
  longestGapMs: number;
}

const markerTime = (events: readonly TraceEvent[], id: string) =>
  events.find(
    (event) =>
      event.name === MARKER && (event.args as { sync_id?: string } | undefined)?.sync_id === id,
  )?.ts;
const moved = (event: TraceEvent) => {
  const delta = event.args as { x?: number; y?: number } | undefined;
  return (delta?.x ?? 0) !== 0 || (delta?.y ?? 0) !== 0;
};

/**
 * The scroll numbered `index` of a trace (between its markers), with the frames in which the
 * page's compositor moved the page meanwhile. The page's compositor is the thread that handled
 * the scroll's input. Null when the trace has no such scroll.
 */
export function shownFrames(events: readonly TraceEvent[], index: number): ShownScroll | null {
  const markers = scrollMarkers(index);
  const [start, end] = [markerTime(events, markers.start), markerTime(events, markers.end)];
  if (start === undefined || end === undefined) return null;
  const steps = events
    .filter((event) => event.name === INPUT_HANDLED && event.ts >= start && event.ts <= end)
    .sort((left, right) => left.ts - right.ts);
  const [first, last] = [steps[0], steps.at(-1)];
  if (!first || !last) return null;
  const frames = events
    .filter(
      (event) =>
        event.name === SCROLL_DELTA &&
        event.pid === first.pid &&
        event.tid === first.tid &&
        event.ts > first.ts &&
        // Not the next scroll's: a last step that moves nothing (the scroll's end) has no frame
        // after it in this one.
        event.ts <= end &&
        moved(event),
    )
    .map((event) => event.ts)
    .sort((left, right) => left - right);
  // Through the first frame at or after the last step: the page moves a frame after its step.
  const through = frames.findIndex((time) => time >= last.ts);
  const times = [first.ts, ...(through < 0 ? frames : frames.slice(0, through + 1))];
  let longest = through < 0 ? last.ts - times.at(-1)! : 0;
  for (let at = 1; at < times.length; at++)
    longest = Math.max(longest, times[at]! - times[at - 1]!);
  return {
    inputMs: Math.round((last.ts - first.ts) / 1000),
    frames: frames.filter((time) => time <= last.ts).length,
    longestGapMs: Math.round(longest / 1000),
  };
}
