import { describe, expect, it } from 'vitest';
import {
  blockingBetween,
  EVENT_FLOOR_MS,
  floorTap,
  longestFrameGap,
  tapAfterHandlers,
  tapBeforeHandlers,
  tapMoments,
  tapResponse,
  tapScenarios,
  touchResponse,
} from './lib/start-up.ts';
import type { ScrollPage, StartUpCondition, TapFigures } from './lib/start-up-bench.ts';
import { startUpChecks } from './lib/start-up-report.ts';

describe("the start-up figures read from a page's probe", () => {
  it('sum what each long task in the window blocks, and nothing outside it', () => {
    const tasks = [
      { start: 90, duration: 200 }, // before the window: not counted
      { start: 100, duration: 80 }, // 30
      { start: 500, duration: 40 }, // under 50 ms: blocks nothing
      { start: 900, duration: 150 }, // 100
      { start: 1_000, duration: 300 }, // at the window's end: not counted
    ];
    expect(blockingBetween(tasks, 100, 1_000)).toBe(130);
  });

  it('take the longest gap between frames that touches the drag', () => {
    const frames = [0, 16, 32, 200, 216, 232, 248, 600, 616];
    // The gap from 32 to 200 spans the drag's start; the one from 248 to 600 begins after its end.
    expect(longestFrameGap(frames, 100, 240)).toBe(168);
    expect(longestFrameGap(frames, 205, 240)).toBe(16);
  });

  it("read a touch's wait from its own touchstart or pointerdown, else Event Timing's floor", () => {
    const events = [
      { name: 'pointerdown', start: 1_000.4, duration: 96, interaction: 0 },
      { name: 'touchstart', start: 1_000.4, duration: 120, interaction: 0 },
      { name: 'pointerdown', start: 3_000, duration: 300, interaction: 0 },
    ];
    expect(touchResponse(events, 1_000)).toBe(120);
    expect(touchResponse(events, 2_000)).toBe(EVENT_FLOOR_MS);
  });

  it("read a tap's wait as its interaction's longest event", () => {
    const events = [
      { name: 'pointerdown', start: 400, duration: 200, interaction: 7 }, // an earlier tap
      { name: 'pointerdown', start: 1_000, duration: 40, interaction: 9 },
      { name: 'pointerup', start: 1_060, duration: 24, interaction: 9 },
      { name: 'click', start: 1_061, duration: 88, interaction: 9 },
    ];
    expect(tapResponse(events, 1_000)).toBe(88);
    expect(tapResponse(events, 2_000)).toBe(EVENT_FLOOR_MS);
  });

  it("split a tap's wait at its longest event's handlers", () => {
    const events = [
      {
        name: 'pointerdown',
        start: 1_000,
        duration: 40,
        interaction: 9,
        processingStart: 1_002,
        processingEnd: 1_010,
      },
      {
        name: 'click',
        start: 1_061,
        duration: 88,
        interaction: 9,
        processingStart: 1_090.6,
        processingEnd: 1_101.4,
      },
    ];
    // The click's 88 ms: 29.6 before its handlers, 10.8 in them, the other 47.6 after them.
    expect(tapBeforeHandlers(events, 1_000)).toBe(30);
    expect(tapAfterHandlers(events, 1_000)).toBe(48);
    expect(tapBeforeHandlers(events, 2_000)).toBeNull();
    expect(tapAfterHandlers(events, 2_000)).toBeNull();
    expect(tapAfterHandlers([{ ...events[1]!, processingEnd: undefined }], 1_000)).toBeNull();
    expect(tapBeforeHandlers([{ ...events[1]!, processingStart: undefined }], 1_000)).toBeNull();
  });
});

const spread = (median: number, worst: number) => ({ median, worst });

function condition(parts: {
  gap?: number;
  blocking?: number;
  tap?: [number, number];
  notDone?: number;
}): StartUpCondition {
  const page: ScrollPage = {
    label: 'home',
    path: '/',
    who: 'visitor',
    build: 'app',
    runs: [],
    touchMs: spread(24, 40),
    // The main thread's frames while a finger dragged: reported, not held to the target.
    longestGapMs: spread(100, 133),
    shownGapMs: spread(17, parts.gap ?? 33),
    blockingMs: spread(parts.blocking ?? 0, parts.blocking ?? 0),
  };
  const floor: ScrollPage = { ...page, build: 'floor', shownGapMs: spread(500, 900) };
  const compared: ScrollPage = { ...page, build: 'compared', blockingMs: spread(900, 900) };
  const [median, worst] = parts.tap ?? [40, 90];
  const tap: TapFigures = {
    scenario: 'open the menu',
    build: 'app',
    tap: 'open the menu',
    path: '/',
    runs: [],
    responseMs: spread(median, worst),
    afterHandlersMs: spread(median / 2, worst / 2),
    doneMs: spread(median, worst),
    notDone: parts.notDone ?? 0,
  };
  const comparedTap: TapFigures = { ...tap, build: 'compared', responseMs: spread(400, 900) };
  const floorTap: TapFigures = {
    ...tap,
    build: 'floor',
    tap: 'open the menu, pressed only',
    responseMs: spread(300, 700),
  };
  return {
    condition: 'busy',
    busyProcesses: 1,
    scrolls: [page, compared, floor],
    taps: [tap, comparedTap, floorTap],
  };
}

describe("a tap's floor", () => {
  it("is the page's first button pressed without the app, with nothing to wait for; none for a dashboard", () => {
    const scenarios = tapScenarios('/classes/c1');
    const close = scenarios.find((scenario) => scenario.name === 'close the menu')!;
    const floor = floorTap(close);
    expect(floor?.path).toBe('/');
    expect(floor?.taps).toEqual([
      { ...close.taps[0], name: 'open the menu, pressed only', done: 'true' },
    ]);
    const dashboard = scenarios.find((scenario) => scenario.who === 'student')!;
    expect(floorTap(dashboard)).toBeNull();
  });
});

describe('the start-up targets', () => {
  const verdicts = (item: StartUpCondition) =>
    startUpChecks({ slowdown: 4, loads: 3, conditions: [item] }).map((check) => check.verdict);

  it("are met by the app's pages alone (the page without the app and a build compared with are not held to them)", () => {
    expect(verdicts(condition({}))).toEqual(['met', 'met', 'met']);
  });

  it("quote the taps' floor beside the app's: the same page's button pressed without the app", () => {
    const taps = startUpChecks({ slowdown: 4, loads: 3, conditions: [condition({})] })[1];
    expect(taps?.measured).toBe(
      'slowest median 40 ms, worst 90 ms, 0 not done; without the app, its buttons only pressed: slowest median 300 ms, worst 700 ms',
    );
  });

  it('are missed by a frame gap, a slow tap, a tap that did nothing, or blocking', () => {
    expect(verdicts(condition({ gap: 51 }))).toEqual(['missed', 'met', 'met']);
    expect(verdicts(condition({ tap: [101, 150] }))).toEqual(['met', 'missed', 'met']);
    expect(verdicts(condition({ tap: [60, 201] }))).toEqual(['met', 'missed', 'met']);
    expect(verdicts(condition({ notDone: 1 }))).toEqual(['met', 'missed', 'met']);
    expect(verdicts(condition({ blocking: 101 }))).toEqual(['met', 'met', 'missed']);
  });

  it("hold the frames shown to the target and quote the main thread's beside them", () => {
    const [frames] = startUpChecks({ slowdown: 4, loads: 3, conditions: [condition({})] });
    expect(frames?.measured).toBe(
      "33 ms (home 33; the main thread's own frames while a finger dragged: home 133)",
    );
  });

  it('are not measured for a run from before the frames shown were measured', () => {
    const old = condition({});
    delete old.scrolls[0]!.shownGapMs;
    expect(verdicts(old)[0]).toBe('not measured');
  });

  it('are not measured when the part was skipped or a page failed', () => {
    expect(startUpChecks(undefined).map((check) => check.verdict)).toEqual(['not measured']);
    const failed = condition({});
    failed.scrolls[0]!.error = 'no first contentful paint';
    expect(verdicts(failed)).toEqual(['not measured', 'not measured', 'not measured']);
  });
});

describe("a command's tap moments", () => {
  it('reads milliseconds after the first paint, and refuses an empty or odd moment', () => {
    expect(tapMoments('0,1000, 3000')).toEqual([0, 1_000, 3_000]);
    expect(tapMoments('15000')).toEqual([15_000]);
    for (const wrong of ['', '1000,', ',0', '-5', '1.5', 'soon', '1e3'])
      expect(() => tapMoments(wrong), wrong).toThrow(/--at takes milliseconds/);
  });
});
