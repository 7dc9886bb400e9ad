// Where a page's main thread goes after its first paint: one load traced by Chromium itself
// (the DevTools timeline's categories, no inspector on the page: bare-chromium.ts), each task's
// time split by what ran in it. A script's time goes to its file (a module's chunk, its hash taken
// out), everything else to the browser's own work by kind (style, layout, paint, parsing, garbage
// collection). Read by bench/main-thread.ts.
import type { BareChromium } from './bare-chromium.ts';

/** A Chrome trace event, the fields read here (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      stackTrace?: { url?: string }[];
      frame?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    fileName?: string;
  };
}

/** A node of V8's sampled call tree, as its trace events carry it. */
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  '__metadata',
  // V8's sampling profiler: which function (and so which file) ran, every fraction of a
  // millisecond, including the script run from microtasks, which no timeline event names.
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Starts Chromium's tracing for everything after this call (one trace at a time): the main
 * thread's categories unless told.
 */
export async function startTrace(
  browser: BareChromium,
  categories: readonly string[] = CATEGORIES,
): Promise<void> {
  await browser.send('Tracing.start', {
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReturnAsStream',
  });
}

/** Ends the trace and reads it back from its stream. */
export async function endTrace(browser: BareChromium): Promise<TraceEvent[]> {
  const complete = browser.waitForEvent<{ stream: string }>('Tracing.tracingComplete');
  await browser.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (;;) {
    const chunk = await browser.send<{ data: string; eof: boolean; base64Encoded?: boolean }>(
      'IO.read',
      { handle: stream },
    );
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await browser.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** A script's file without its build hash: `/assets/react-BjCMrHv8.js` → `react.js`. */
export function scriptName(url: string): string {
  const file = url.split(/[?#]/)[0]!.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}(?=\.js$)/, '') || url;
}

/** The browser's own work, by kind, for the events that are not a script's. */
const KIND_OF: Record<string, string> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  BlinkGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  'V8.GC_MC_BACKGROUND_MARKING': 'garbage collection',
  'ThreadState::performIdleLazySweep': 'garbage collection',
  'Decode Image': 'images',
  'Decode LazyPixelRef': 'images',
  ImageDecodeTask: 'images',
};

const scriptUrl = (event: TraceEvent): string | undefined =>
  event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url || event.args?.fileName;

export interface MainThreadTask {
  /** ms after the window's start (the first paint, or the mark). */
  startMs: number;
  durationMs: number;
  /** Where its time went, the largest first (ms). */
  parts: { what: string; ms: number }[];
  /** Its script time by function (V8's samples in it), the largest first (ms). */
  functions: { what: string; ms: number }[];
}

export interface MainThreadSplit {
  /** The first contentful paint, ms after the navigation began (null: none in the trace). */
  fcpMs: number | null;
  /** Σ of each task's time in the window, by what ran (ms), the largest first. */
  totals: { what: string; ms: number }[];
  /** Tasks over `longTaskMs` (50 unless told) in the window. */
  longTasks: MainThreadTask[];
  /** All the main thread's tasks' time in the window (ms). */
  busyMs: number;
  /**
   * The same by second of the window (ms): work that goes on at every frame (an animation the
   * compositor cannot run by itself) shows as a floor under every second.
   */
  busyBySecond: number[];
  /**
   * Script time in the window by file, from V8's samples (a sample's time goes to the innermost
   * function with a file), the largest first (ms).
   */
  scripts: { what: string; ms: number }[];
  /**
   * The same samples by function (its name, file and line: readable on a build made with
   * `--minify false`), self time, the largest first (ms).
   */
  functions: { what: string; ms: number }[];
}

/** The renderer's main thread that did the most: the page's (others are blank tabs). */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const main of mains) {
    const busy = events
      .filter(
        (event) =>
          event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.dur,
      )
      .reduce((sum, event) => sum + event.dur!, 0);
    if (!best || busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  return best && { pid: best.pid, tid: best.tid };
}

/**
 * Splits the page's main-thread tasks from its first paint (or the User Timing mark `fromMark`,
 * such as the one bench/main-thread.ts sets just before a tap) through `windowMs` after it. Each
 * event's self time (its time less its children's) goes to the nearest script around it, or else
 * to its own kind (or its name, for a kind not listed); a task's time outside any event is said
 * so. Tasks longer than `longTaskMs` are listed one by one.
 */
export function splitMainThread(
  events: readonly TraceEvent[],
  windowMs: number,
  fromMark?: string,
  longTaskMs = 50,
): MainThreadSplit {
  const thread = pageMainThread(events);
  const none = {
    fcpMs: null,
    totals: [],
    longTasks: [],
    busyMs: 0,
    busyBySecond: [],
    scripts: [],
    functions: [],
  };
  if (!thread) return none;
  const onThread = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid,
  );
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === thread.pid,
  );
  const mark = fromMark
    ? events.find((event) => event.name === fromMark && event.pid === thread.pid)
    : undefined;
  const start = fromMark ? mark : fcp;
  if (!start) return none;
  const from = start.ts;
  const to = from + windowMs * 1_000;

  const totals = new Map<string, number>();
  const longTasks: MainThreadTask[] = [];
  let busy = 0;
  const busyBySecond = Array.from({ length: Math.ceil(windowMs / 1_000) }, () => 0);
  // Walk each top-level task and the events nested in it.
  let index = 0;
  while (index < onThread.length) {
    const task = onThread[index]!;
    const end = task.ts + task.dur!;
    const nested: TraceEvent[] = [];
    index += 1;
    while (index < onThread.length && onThread[index]!.ts < end) nested.push(onThread[index++]!);
    if (task.name !== 'RunTask' || task.ts < from || task.ts >= to) continue;
    const parts = splitTask(task, nested);
    busy += task.dur! / 1_000;
    busyBySecond[Math.floor((task.ts - from) / 1_000_000)]! += task.dur! / 1_000;
    for (const [what, ms] of parts) totals.set(what, (totals.get(what) ?? 0) + ms);
    if (task.dur! / 1_000 > longTaskMs)
      longTasks.push({
        startMs: Math.round((task.ts - from) / 1_000),
        durationMs: Math.round(task.dur! / 1_000),
        parts: sorted(parts).slice(0, 4),
        functions: sampledScripts(events, thread, task.ts, end).functions.slice(0, 6),
      });
  }
  return {
    fcpMs: navigation && fcp ? Math.round((fcp.ts - navigation.ts) / 1_000) : null,
    totals: sorted(totals),
    longTasks,
    busyMs: Math.round(busy),
    busyBySecond: busyBySecond.map(Math.round),
    ...sampledScripts(events, thread, from, to),
  };
}

/**
 * V8's samples on the thread between two trace times, summed by the file that ran and by the
 * function (ms).
 */
function sampledScripts(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): Pick<MainThreadSplit, 'scripts' | 'functions'> {
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const profile = events.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!profile?.id || profile.args?.data?.startTime === undefined)
    return { scripts: [], functions: [] };
  const nodes = new Map<number, ProfileNode>();
  let time = profile.args.data.startTime;
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === thread.pid,
  );
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (const [index, sample] of samples.entries()) {
      const delta = deltas[index] ?? 0;
      time += delta;
      const next = deltas[index + 1] ?? 0;
      if (time < from || time >= to || next <= 0) continue;
      let node = nodes.get(sample);
      while (node && !node.callFrame.url) node = node.parent ? nodes.get(node.parent) : undefined;
      if (!node) continue; // idle, the garbage collector, the browser's own work
      const { functionName, url, lineNumber } = node.callFrame;
      const file = scriptName(url!);
      byScript.set(file, (byScript.get(file) ?? 0) + next / 1_000);
      const where = `${functionName || '(anonymous)'} ${file}:${(lineNumber ?? 0) + 1}`;
      byFunction.set(where, (byFunction.get(where) ?? 0) + next / 1_000);
    }
  }
  return { scripts: sorted(byScript), functions: sorted(byFunction) };
}

const sorted = (parts: Map<string, number>) =>
  [...parts]
    .map(([what, ms]) => ({ what, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms);

/** One task's self times by what ran (ms). */
function splitTask(task: TraceEvent, nested: readonly TraceEvent[]): Map<string, number> {
  const parts = new Map<string, number>();
  const add = (what: string, us: number) => {
    if (us > 0) parts.set(what, (parts.get(what) ?? 0) + us / 1_000);
  };
  type Open = { event: TraceEvent; childUs: number; owner: string };
  const stack: Open[] = [{ event: task, childUs: 0, owner: 'task, outside any event' }];
  const close = (open: Open) => add(open.owner, open.event.dur! - open.childUs);
  for (const event of nested) {
    while (stack.length > 1) {
      const top = stack.at(-1)!;
      if (event.ts < top.event.ts + top.event.dur!) break;
      close(stack.pop()!);
    }
    const parent = stack.at(-1)!;
    parent.childUs += Math.min(event.dur!, parent.event.ts + parent.event.dur! - event.ts);
    const url = scriptUrl(event);
    // An event of no known kind inside a script is the script's; elsewhere it is named.
    const owner = url
      ? scriptName(url)
      : (KIND_OF[event.name] ?? (parent.event === task ? event.name : parent.owner));
    stack.push({ event, childUs: 0, owner });
  }
  while (stack.length > 0) close(stack.pop()!);
  return parts;
}
