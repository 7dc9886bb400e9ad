// Smooth from the first second: what a person feels who scrolls and taps while a page is still
// starting, at a phone's size with the CPU slowed 4×, quiet and beside CPU-bound processes. Each
// load is a new tab of a Chromium with no inspector (bare-chromium.ts), a first visit (no service
// worker), and is measured by the page itself from its first byte (START_PROBE):
//
// - scrolls: a finger drag at the first paint, 2 s and 5 s after it; for each, how long its
//   first touch waited for its next paint (Event Timing) and the longest gap between the main
//   thread's frames (requestAnimationFrame) while the finger moved;
// - shown scrolls: in loads of their own, a scroll the browser drives at the same moments, and
//   the longest wait for a frame in which the compositor moved the page: the frames a person
//   sees (shown-frames.ts says why a drag cannot show them);
// - blocking: Σ (task − 50 ms) over the long tasks from the first paint through 10 s;
// - taps: one tap (or a short sequence) per load, at the first paint, 1 s or 3 s after it; how
//   long each waited for its next paint (Event Timing: the interaction's longest event), and how
//   long until it had done its job (the menu open, the next page shown), if it ever did.
//
// The same public pages are measured without the app (no-script-build.ts): the floor. A tap's
// floor is the page's first button pressed at the same moment without the app (floorTap).
import type { BareChromium } from './bare-chromium.ts';
import { endTrace, startTrace } from './main-thread.ts';
import { CPU_SLOWDOWN, LONG_TASK_MS } from './page-probe.ts';
import {
  SHOWN_FRAMES_CATEGORIES,
  scrollMarkers,
  shownFrames,
  type ShownScroll,
} from './shown-frames.ts';
import { median, worst } from './stats.ts';

/** A phone's screen, as the measurements had it. */
export const START_VIEWPORT = { width: 390, height: 844 } as const;
/** How long after the first paint a load is watched. */
export const WATCH_MS = 10_000;
/** When the drags start, after the first paint. */
const SCROLL_AT_MS = [0, 2_000, 5_000] as const;
/** When the taps come, after the first paint (one tap per load). */
export const TAP_AT_MS = [0, 1_000, 3_000] as const;

/**
 * The tap moments of a command's `--at` (milliseconds after the first paint, "0,1000,3000"); an
 * empty or non-numeric moment is an error, not 0.
 */
export function tapMoments(text: string): [number, ...number[]] {
  const [first = '', ...rest] = text.split(',').map((at) => at.trim());
  if (![first, ...rest].every((at) => /^\d+$/.test(at)))
    throw new Error(`--at takes milliseconds after the first paint, such as 0,1000,3000`);
  return [Number(first), ...rest.map(Number)];
}
/** Event Timing reports nothing quicker than this: such a response counts as this (an upper bound). */
export const EVENT_FLOOR_MS = 16;
/** The User Timing mark set just before each tap (a trace's window can start at it). */
export const TAP_MARK = 'start-up:tap';
/** A tap that has not done its job by then never will: counted as not done. */
const DONE_LIMIT_MS = 10_000;

/**
 * Installed before the page's own scripts: every long task, every event Event Timing reports
 * (from its lowest threshold), every frame's time, and when each touch began and ended.
 */
export const START_PROBE = `
  window.__start = { tasks: [], events: [], frames: [], touches: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      __start.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      __start.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration,
        interaction: entry.interactionId || 0, processingStart: entry.processingStart,
        processingEnd: entry.processingEnd });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const frame = (time) => { __start.frames.push(time); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  for (const type of ['touchstart', 'touchend'])
    addEventListener(type, (event) => __start.touches.push({ type, at: event.timeStamp }),
      { capture: true, passive: true });
`;

type ProbeTask = { start: number; duration: number };
type ProbeEvent = {
  name: string;
  start: number;
  duration: number;
  interaction: number;
  /** When the event's handlers began (absent: an old probe's). */
  processingStart?: number;
  /** When the event's handlers had run (absent: an old probe's). */
  processingEnd?: number;
};
type Probe = {
  fcp: number | null;
  tasks: ProbeTask[];
  events: ProbeEvent[];
  frames: number[];
  touches: { type: 'touchstart' | 'touchend'; at: number }[];
};
const READ_PROBE = `({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  ...window.__start,
})`;

/** Σ (task − 50 ms) over the long tasks that started in [from, to). */
export function blockingBetween(tasks: readonly ProbeTask[], from: number, to: number): number {
  return Math.round(
    tasks
      .filter((task) => task.start >= from && task.start < to && task.duration > LONG_TASK_MS)
      .reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0),
  );
}

/** The longest gap between two frames that fell in [from, to] (with the frames just around it). */
export function longestFrameGap(frames: readonly number[], from: number, to: number): number {
  let longest = 0;
  for (let index = 1; index < frames.length; index++) {
    const [before, after] = [frames[index - 1]!, frames[index]!];
    if (after < from || before > to) continue;
    longest = Math.max(longest, after - before);
  }
  return Math.round(longest);
}

/** How long the touch that began at `at` waited for its next paint (its events' longest). */
export function touchResponse(events: readonly ProbeEvent[], at: number): number {
  const own = events.filter(
    (event) =>
      (event.name === 'touchstart' || event.name === 'pointerdown') &&
      Math.abs(event.start - at) < 2,
  );
  return Math.round(Math.max(EVENT_FLOOR_MS, ...own.map((event) => event.duration)));
}

/**
 * How long a tap that began at `at` waited for its next paint: the longest event of its
 * interaction (pointerdown, pointerup, click), EVENT_FLOOR_MS when none reached the threshold.
 */
export function tapResponse(events: readonly ProbeEvent[], at: number): number {
  return Math.round(
    Math.max(EVENT_FLOOR_MS, ...tapEvents(events, at).map((event) => event.duration)),
  );
}

/**
 * Of a tap's wait for its next paint (its longest event's), the part after the event's handlers
 * had run: the page's other tasks, its rendering, and the browser's work to show the frame. What
 * is left, before it, is the wait for the main thread and the handlers themselves. Null when
 * Event Timing reported nothing (under its threshold).
 */
export function tapAfterHandlers(events: readonly ProbeEvent[], at: number): number | null {
  const longest = longestTapEvent(events, at);
  if (longest?.processingEnd === undefined) return null;
  return Math.max(0, Math.round(longest.start + longest.duration - longest.processingEnd));
}

/**
 * Of a tap's wait for its next paint (its longest event's), the part before the event's handlers
 * began: the main thread busy with something else when the finger came (the input delay). Null
 * when Event Timing reported nothing.
 */
export function tapBeforeHandlers(events: readonly ProbeEvent[], at: number): number | null {
  const longest = longestTapEvent(events, at);
  if (longest?.processingStart === undefined) return null;
  return Math.max(0, Math.round(longest.processingStart - longest.start));
}

function longestTapEvent(events: readonly ProbeEvent[], at: number): ProbeEvent | null {
  return tapEvents(events, at).reduce<ProbeEvent | null>(
    (found, event) => (!found || event.duration > found.duration ? event : found),
    null,
  );
}

/** The events of the first interaction from `at` on (a tap's pointerdown, pointerup, click). */
function tapEvents(events: readonly ProbeEvent[], at: number): ProbeEvent[] {
  const first = events.find((event) => event.interaction > 0 && event.start >= at - 2);
  return first ? events.filter((event) => event.interaction === first.interaction) : [];
}

/** One tap: what to tap (an expression for the element) and when it has done its job. */
export interface Tap {
  name: string;
  /** An expression whose value is the element to tap (null until it is there). */
  element: string;
  /** An expression, true once the tap has done what it is for. */
  done: string;
}

/** A reader's taps on one page, in one load (a sequence: each waits for the one before). */
export interface TapScenario {
  name: string;
  path: string;
  who: string;
  taps: readonly Tap[];
}

/** An element by its accessible name: a button or link whose aria-label or text is `name`. */
const byName = (selector: string, name: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === ${JSON.stringify(name)}
    && element.getClientRects().length > 0) ?? null`;
// Shown, not only there: a sheet is rendered ahead and kept hidden until it opens.
const dialogOpen = `[...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
  dialog.getClientRects().length > 0)`;
const pathIs = (path: string) => `location.pathname === ${JSON.stringify(path)}`;

const openMenu: Tap = {
  name: 'open the menu',
  element: byName('button', 'Open menu'),
  done: dialogOpen,
};

/** The taps the issue names: the menu, a navigation, Select, a filter, a dashboard link. */
export function tapScenarios(classPath: string): TapScenario[] {
  return [
    { name: 'open the menu', path: '/', who: 'visitor', taps: [openMenu] },
    {
      name: 'close the menu',
      path: '/',
      who: 'visitor',
      taps: [
        openMenu,
        {
          name: 'close the menu',
          element: byName('[role="dialog"] button', 'Close menu'),
          done: `!(${dialogOpen})`,
        },
      ],
    },
    {
      name: 'Classes in the menu',
      path: '/',
      who: 'visitor',
      taps: [
        openMenu,
        {
          name: 'Classes in the menu',
          element: `document.querySelector('[role="dialog"] a[href="/classes"]')`,
          done: pathIs('/classes'),
        },
      ],
    },
    {
      name: 'Select on /classes (the sign-in prompt)',
      path: '/classes',
      who: 'visitor',
      taps: [{ name: 'Select', element: byName('main button', 'Select'), done: dialogOpen }],
    },
    {
      name: 'Filters on /classes',
      path: '/classes',
      who: 'visitor',
      taps: [{ name: 'Filters', element: byName('main button', 'Filters'), done: dialogOpen }],
    },
    {
      name: 'Select on a class page (the sign-in prompt)',
      path: classPath,
      who: 'visitor',
      taps: [{ name: 'Select', element: byName('main button', 'Select'), done: dialogOpen }],
    },
    {
      name: "a dashboard link (student's home to My selected Classes)",
      path: '/dashboard/studenthome',
      who: 'student',
      taps: [
        {
          name: 'My selected Classes',
          element: `document.querySelector('main a[href="/dashboard/myclass"], nav a[href="/dashboard/myclass"]')`,
          done: pathIs('/dashboard/myclass'),
        },
      ],
    },
  ];
}

/**
 * The floor of a visitor's tap: the page without the app, the scenario's first button pressed at
 * the same moment. Nothing happens but its pressed look, so its wait for the next paint is the
 * browser's and the machine's own, what no app could answer quicker. A tap into a menu has the
 * menu's button as its floor (without the app the menu does not open). Null for a signed-in
 * reader's page: without the app a dashboard is an empty shell.
 */
export function floorTap(scenario: TapScenario): TapScenario | null {
  const [first] = scenario.taps;
  if (scenario.who !== 'visitor' || !first) return null;
  return { ...scenario, taps: [{ ...first, name: `${first.name}, pressed only`, done: 'true' }] };
}

/**
 * A new tab at a phone's size, touch on, the CPU slowed, `probe` in (the start-up probe unless
 * told); a first visit each time. bench/main-thread.ts opens its traced loads so too.
 */
export function openPhoneTab(
  browser: BareChromium,
  url: string,
  probe: string = START_PROBE,
): Promise<string> {
  return browser.openTab(url, {
    metrics: { ...START_VIEWPORT, deviceScaleFactor: 2, mobile: true },
    touch: true,
    cpuSlowdown: CPU_SLOWDOWN,
    probe,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the page's first contentful paint; returns it (ms since the navigation began). */
async function firstPaint(browser: BareChromium, session: string, url: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  const origin = new URL(url).origin;
  while (Date.now() < deadline) {
    const fcp = await browser
      .evaluate<number | null>(
        session,
        `location.origin === ${JSON.stringify(origin)} ? (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null) : null`,
      )
      .catch(() => null); // between documents
    if (fcp !== null) return fcp;
    await sleep(20);
  }
  throw new Error(`no first contentful paint on ${url}`);
}

/** The page's clock now (ms since its navigation began). */
const pageNow = (browser: BareChromium, session: string) =>
  browser.evaluate<number>(session, 'performance.now()');

/** Waits until the page's clock reads `at` (ms since its navigation began), if it does not yet. */
async function waitForPageTime(browser: BareChromium, session: string, at: number): Promise<void> {
  const now = await pageNow(browser, session);
  if (now < at) await sleep(at - now);
}

/** Back to the top once a scroll has settled, so each scroll moves the same part of the page. */
async function backToTop(browser: BareChromium, session: string): Promise<void> {
  await sleep(300);
  await browser.evaluate(session, 'scrollTo(0, 0)');
}

/** A finger drag upwards from the lower part of the screen: about a second, 16 ms a step. */
async function drag(browser: BareChromium, session: string): Promise<void> {
  const x = Math.round(START_VIEWPORT.width / 2);
  let y = Math.round(START_VIEWPORT.height * 0.75);
  const point = () => [{ x, y }];
  await browser.send(
    'Input.dispatchTouchEvent',
    { type: 'touchStart', touchPoints: point() },
    session,
  );
  for (let step = 0; step < 40; step++) {
    await sleep(16);
    y -= 10;
    await browser.send(
      'Input.dispatchTouchEvent',
      { type: 'touchMove', touchPoints: point() },
      session,
    );
  }
  await browser.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, session);
}

export interface ScrollLoad {
  fcpMs: number;
  /** Per drag: its first touch's wait for the next paint, and the longest frame gap while it moved. */
  drags: { atMs: number; touchMs: number; longestGapMs: number }[];
  /** Σ (task − 50 ms) from the first paint through WATCH_MS. */
  blockingMs: number;
}

/** One load: drags at the first paint, 2 s and 5 s after it; watched for WATCH_MS. */
export async function measureScrollLoad(browser: BareChromium, url: string): Promise<ScrollLoad> {
  const session = await openPhoneTab(browser, url);
  try {
    const fcp = await firstPaint(browser, session, url);
    for (const at of SCROLL_AT_MS) {
      await waitForPageTime(browser, session, fcp + at);
      await drag(browser, session);
      await backToTop(browser, session);
    }
    await waitForPageTime(browser, session, fcp + WATCH_MS);
    const probe = await browser.evaluate<Probe>(session, READ_PROBE);
    const starts = probe.touches.filter((touch) => touch.type === 'touchstart');
    const ends = probe.touches.filter((touch) => touch.type === 'touchend');
    if (starts.length !== SCROLL_AT_MS.length)
      throw new Error(`${starts.length} drags reached the page, not ${SCROLL_AT_MS.length}`);
    return {
      fcpMs: Math.round(fcp),
      drags: starts.map((start, index) => ({
        atMs: SCROLL_AT_MS[index]!,
        touchMs: touchResponse(probe.events, start.at),
        longestGapMs: longestFrameGap(probe.frames, start.at, ends[index]?.at ?? start.at + 700),
      })),
      blockingMs: blockingBetween(probe.tasks, fcp, fcp + WATCH_MS),
    };
  } finally {
    await browser.closePage(session);
  }
}

export interface ShownScrollLoad {
  fcpMs: number;
  /** Per scroll (at the first paint, 2 s and 5 s after it): the frames that moved the page. */
  scrolls: (ShownScroll & { atMs: number })[];
}

/** The scroll the browser drives: down this far, at this speed (about a second). */
const SHOWN_SCROLL = { distance: 400, pixelsPerSecond: 400 } as const;

/**
 * One load, traced: a scroll the browser drives at the first paint, 2 s and 5 s after it, and the
 * frames in which the page's compositor moved the page meanwhile (shownFrames).
 */
export async function measureShownScrollLoad(
  browser: BareChromium,
  url: string,
): Promise<ShownScrollLoad> {
  await startTrace(browser, SHOWN_FRAMES_CATEGORIES);
  let fcp: number;
  try {
    const session = await openPhoneTab(browser, url);
    try {
      fcp = await firstPaint(browser, session, url);
      for (const [index, at] of SCROLL_AT_MS.entries()) {
        await waitForPageTime(browser, session, fcp + at);
        const markers = scrollMarkers(index);
        await browser.send('Tracing.recordClockSyncMarker', { syncId: markers.start });
        await browser.send(
          'Input.synthesizeScrollGesture',
          {
            x: Math.round(START_VIEWPORT.width / 2),
            y: Math.round(START_VIEWPORT.height * 0.6),
            yDistance: -SHOWN_SCROLL.distance,
            speed: SHOWN_SCROLL.pixelsPerSecond,
            gestureSourceType: 'mouse',
          },
          session,
        );
        await browser.send('Tracing.recordClockSyncMarker', { syncId: markers.end });
        await backToTop(browser, session);
      }
    } finally {
      await browser.closePage(session);
    }
  } catch (error) {
    await endTrace(browser).catch(() => undefined);
    throw error;
  }
  const events = await endTrace(browser);
  return {
    fcpMs: Math.round(fcp),
    scrolls: SCROLL_AT_MS.map((atMs, index) => {
      const scroll = shownFrames(events, index);
      if (!scroll) throw new Error(`the scroll at ${atMs} ms never reached the page's compositor`);
      return { atMs, ...scroll };
    }),
  };
}

export interface TapLoad {
  atMs: number;
  /** Per tap of the sequence: its wait for the next paint, and until it had done its job. */
  taps: {
    name: string;
    responseMs: number;
    beforeHandlersMs: number | null;
    afterHandlersMs: number | null;
    doneMs: number | null;
  }[];
}

/** A finger's tap at the middle of the element: touch, then lift it a moment later. */
async function tapAt(
  browser: BareChromium,
  session: string,
  point: { x: number; y: number },
): Promise<void> {
  const touchPoints = [{ x: Math.round(point.x), y: Math.round(point.y) }];
  await browser.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints }, session);
  await sleep(60);
  await browser.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, session);
}

/**
 * Runs one tap of a sequence and waits for it to be done (or not): measureTapLoad's default runs
 * it as it is; bench/main-thread.ts traces the last one around it.
 */
export type AroundTap = <T>(tap: Tap, index: number, run: () => Promise<T>) => Promise<T>;

/** One load: the scenario's taps, the first `atMs` after the first paint. */
export async function measureTapLoad(
  browser: BareChromium,
  url: string,
  scenario: TapScenario,
  atMs: number,
  around: AroundTap = (_tap, _index, run) => run(),
): Promise<TapLoad> {
  const session = await openPhoneTab(browser, url);
  try {
    const fcp = await firstPaint(browser, session, url);
    const taps: TapLoad['taps'] = [];
    let notBefore = fcp + atMs;
    for (const [index, tap] of scenario.taps.entries()) {
      // The element as the person sees it: there, with a size, its middle on the screen.
      const deadline = Date.now() + 30_000;
      let point: { x: number; y: number; at: number } | null = null;
      while (!point && Date.now() < deadline) {
        point = await browser
          .evaluate<{ x: number; y: number; at: number } | null>(
            session,
            `(() => { const element = ${tap.element}; if (!element) return null;
              element.scrollIntoView({ block: 'center' });
              const box = element.getBoundingClientRect();
              if (box.width === 0 || box.height === 0) return null;
              return { x: box.x + box.width / 2, y: box.y + box.height / 2, at: performance.now() }; })()`,
          )
          .catch(() => null);
        if (!point) await sleep(50);
      }
      if (!point) throw new Error(`"${tap.name}" never showed on ${scenario.path}`);
      if (point.at < notBefore) await sleep(notBefore - point.at);
      const target = point;
      const { at, doneMs } = await around(tap, index, async () => {
        const at = await browser.evaluate<number>(
          session,
          `performance.mark(${JSON.stringify(TAP_MARK)}).startTime`,
        );
        await tapAt(browser, session, target);
        let doneMs: number | null = null;
        while (doneMs === null) {
          const state = await browser
            .evaluate<{ done: boolean; now: number }>(
              session,
              `({ done: Boolean(${tap.done}), now: performance.now() })`,
            )
            .catch(() => null);
          if (state?.done) doneMs = Math.round(state.now - at);
          else if (state && state.now - at > DONE_LIMIT_MS) break;
          else await sleep(30);
        }
        // Event Timing reports an interaction after its paint.
        await sleep(500);
        return { at, doneMs };
      });
      const probe = await browser.evaluate<Probe>(session, READ_PROBE).catch(() => null);
      taps.push({
        name: tap.name,
        responseMs: probe ? tapResponse(probe.events, at) : EVENT_FLOOR_MS,
        beforeHandlersMs: probe ? tapBeforeHandlers(probe.events, at) : null,
        afterHandlersMs: probe ? tapAfterHandlers(probe.events, at) : null,
        doneMs,
      });
      if (doneMs === null) break;
      notBefore = 0;
    }
    return { atMs, taps };
  } finally {
    await browser.closePage(session);
  }
}

export interface Spread {
  median: number | null;
  worst: number | null;
}
export const spread = (values: readonly (number | null)[]): Spread => ({
  median: median(values),
  worst: worst(values),
});
