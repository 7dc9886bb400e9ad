import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './lib/main-thread.ts';
import { scrollMarkers, shownFrames } from './lib/shown-frames.ts';

const PAGE = { pid: 2, tid: 20 };
const OTHER_PAGE = { pid: 3, tid: 30 };
const ms = (time: number) => time * 1_000;

const marker = (id: string, at: number): TraceEvent => ({
  name: 'clock_sync',
  ph: 'c',
  ts: ms(at),
  pid: 1,
  tid: 1,
  args: { sync_id: id } as TraceEvent['args'],
});
const step = (at: number, thread = PAGE): TraceEvent => ({
  name: 'WidgetInputHandlerManager::DidHandleInputEventSentToCompositor',
  ph: 'X',
  ts: ms(at),
  ...thread,
});
const frame = (at: number, y: number, thread = PAGE): TraceEvent => ({
  name: 'Scroll Delta This Frame',
  ph: 'I',
  ts: ms(at),
  ...thread,
  args: { x: 0, y } as TraceEvent['args'],
});

/** A scroll numbered `index`: its markers, steps every 8 ms, and the frames given. */
function scroll(index: number, from: number, to: number, frames: TraceEvent[]): TraceEvent[] {
  const markers = scrollMarkers(index);
  const steps: TraceEvent[] = [];
  for (let at = from; at <= to; at += 8) steps.push(step(at));
  return [marker(markers.start, from - 30), ...steps, ...frames, marker(markers.end, to + 30)];
}

const everyFrame = (from: number, to: number, skip: (at: number) => boolean = () => false) => {
  const frames: TraceEvent[] = [];
  for (let at = from + 17; at <= to + 17; at += 17) if (!skip(at)) frames.push(frame(at, 7));
  return frames;
};

describe('the frames shown while the browser scrolls a page', () => {
  it("take the longest wait for a frame that moved the page, from the compositor's first step", () => {
    const smooth = scroll(0, 1_000, 2_000, everyFrame(1_000, 2_000));
    // Frames 1,204 to 1,289 moved nothing (the page held), the rest moved it.
    const held = scroll(1, 3_000, 4_000, [
      ...everyFrame(3_000, 4_000, (at) => at > 3_200 && at < 3_300),
      frame(3_255, 0),
    ]);
    const events = [...smooth, ...held];
    expect(shownFrames(events, 0)).toEqual({ inputMs: 1_000, frames: 58, longestGapMs: 17 });
    expect(shownFrames(events, 1)?.longestGapMs).toBe(119);
  });

  it("count a first step the page's main thread held: the page moved only after it", () => {
    const late = scroll(0, 1_000, 2_000, everyFrame(1_300, 2_000));
    expect(shownFrames(late, 0)?.longestGapMs).toBe(317);
  });

  it("end at the scroll's own last frame when its last step moved nothing", () => {
    // The frames stop at 1,969; the last step (2,000) is the scroll's end. The next scroll's
    // frames, two seconds later, are not this one's.
    const events = [
      ...scroll(0, 1_000, 2_000, everyFrame(1_000, 1_963)),
      ...scroll(1, 4_000, 5_000, everyFrame(4_000, 5_000)),
    ];
    expect(shownFrames(events, 0)?.longestGapMs).toBe(31);
  });

  it('count a scroll that never moved the page as unseen through its last step', () => {
    expect(shownFrames(scroll(0, 1_000, 2_000, []), 0)).toEqual({
      inputMs: 1_000,
      frames: 0,
      longestGapMs: 1_000,
    });
  });

  it("read the page's own compositor, not another renderer's frames", () => {
    const events = scroll(0, 1_000, 2_000, [
      ...everyFrame(1_000, 1_500),
      ...everyFrame(1_500, 2_000).map((event) => ({ ...event, ...OTHER_PAGE })),
    ]);
    expect(shownFrames(events, 0)?.longestGapMs).toBe(490);
  });

  it('are none for a scroll whose markers or steps are not in the trace', () => {
    const events = scroll(0, 1_000, 2_000, everyFrame(1_000, 2_000));
    expect(shownFrames(events, 1)).toBeNull();
    const noSteps = events.filter((event) => !event.name.startsWith('WidgetInput'));
    expect(shownFrames(noSteps, 0)).toBeNull();
  });
});
