// What the experiments read from Chromium's traces and V8's CPU profiles: the shapes of both, the
// main thread's tasks after first paint as Lighthouse's simulation counts them (thread time × 4),
// what a long task is made of, the functions that took the time, and React's own tracks.
import type { Browser, Page } from 'playwright-core';
import { CPU_SLOWDOWN, LONG_TASK_MS } from './page-probe.ts';

/** One event of a Chromium trace (only the fields the experiments read). */
export type TraceEvent = {
  name: string;
  ph: string;
  /** Start, in µs of the trace's clock. */
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** Thread time, µs: the CPU the thread used, without the waits other processes' load adds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    frame?: string;
    elementCount?: number;
    data?: Record<string, unknown>;
  };
};

/** The categories that name the main thread's tasks and what runs inside them. */
export const TASK_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
] as const;

/** React's profiling build writes its renders and commits with console.timeStamp. */
export const REACT_TRACK_CATEGORIES = ['blink.console', 'blink.user_timing'] as const;

/** Traces `page` while `run` runs: the trace's events, and what `run` returned. */
export async function traceWhile<T>(
  browser: Browser,
  page: Page,
  categories: readonly string[],
  run: () => Promise<T>,
): Promise<{ events: TraceEvent[]; result: T }> {
  await browser.startTracing(page, { categories: [...categories] });
  const result = await run();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return { events: trace.traceEvents, result };
}

/**
 * A task's thread time × 4, Lighthouse's simulated mobile CPU (ms); `clock` 'wall': its wall time
 * × 4, what Lighthouse's simulation itself reads (on a shared machine that also holds the time the
 * thread waited for a core, decision 034).
 */
export const simulatedMs = (event: TraceEvent, clock: 'thread' | 'wall' = 'thread') =>
  (((clock === 'wall' ? event.dur : (event.tdur ?? event.dur)) ?? 0) / 1000) * CPU_SLOWDOWN;

export interface TasksAfterPaint {
  fcp: TraceEvent;
  /** Every complete event of the page's main thread. */
  thread: TraceEvent[];
  /** Its top-level tasks after first contentful paint. */
  tasks: TraceEvent[];
}

/** The page's renderer main thread (the one that painted) and its tasks after first paint. */
export function tasksAfterFirstPaint(events: TraceEvent[], url: string): TasksAfterPaint {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
  const thread = events.filter(
    (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X',
  );
  const tasks = thread.filter((event) => event.name === 'RunTask' && event.ts > fcp.ts);
  return { fcp, thread, tasks };
}

export type BlockingSample = { blocking: number; longest: number; tasks: number; cpu: number };

/** Blocking = Σ (task − 50 ms) over the tasks, each as simulatedMs on `clock`. */
export function blockingOf(
  tasks: readonly TraceEvent[],
  clock: 'thread' | 'wall' = 'thread',
): BlockingSample {
  const times = tasks.map((task) => simulatedMs(task, clock));
  const long = times.filter((ms) => ms > LONG_TASK_MS);
  return {
    blocking: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    longest: Math.max(0, ...times),
    tasks: long.length,
    cpu: times.reduce((sum, ms) => sum + ms, 0),
  };
}

/**
 * What a long task is made of: the trace events directly inside it (simulatedMs), the six
 * largest, as one line, so a change can be aimed at the part that is long.
 */
export function describeTask(thread: readonly TraceEvent[], task: TraceEvent, fcp: TraceEvent) {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  let childEnd = task.ts;
  for (const event of thread) {
    if (event === task || event.ts < task.ts || event.ts >= end || event.ts < childEnd) continue;
    // Direct children only: skip what lies inside the previous child.
    childEnd = event.ts + (event.dur ?? 0);
    const data = event.args?.data as { url?: string; functionName?: string } | undefined;
    const where = data?.url ? ` ${data.functionName ?? ''} ${data.url.replace(/^.*\//, '')}` : '';
    const key = `${event.name}${where}`;
    parts.set(key, (parts.get(key) ?? 0) + simulatedMs(event));
  }
  const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return (
    `task at +${Math.round((task.ts - fcp.ts) / 1000)} ms: ${Math.round(simulatedMs(task))} ms = ` +
    largest.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')
  );
}

/** A V8 CPU profile (CDP Profiler.stop), the fields the experiments read. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

const frameName = (frame: CpuProfile['nodes'][number]['callFrame']) =>
  `${frame.functionName || '(anon)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`;

/**
 * The functions with the most inclusive time over the samples of [from, to) (µs, the trace's
 * clock), largest first, in ms × `scale` (4 for a profile of an unthrottled load).
 */
export function inclusiveTimes(
  profile: CpuProfile,
  from: number,
  to: number,
  scale = 1,
): [string, number][] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time >= to) return;
    // A recursive function counts once per sample.
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame) continue;
      const key = frameName(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (delta / 1000) * scale);
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]);
}

/** Self time per function over the whole profile, largest first (ms). */
export function selfTimes(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frameName(frame)}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

/** One render, commit or component of React's profiling build. */
export type ReactStamp = { name: string; track: string; start: number; ms: number };

/** React's tracks in a trace (a `REACT_PROFILING=1` build; wall times, start in µs). */
export function reactStamps(events: readonly TraceEvent[]): ReactStamp[] {
  return events
    .filter((event) => event.name === 'TimeStamp')
    .map((event) => {
      const data = event.args?.data ?? {};
      const start = Number(data.start ?? 0);
      const end = Number(data.end ?? 0);
      return {
        name: String(data.name ?? data.message ?? ''),
        track: String(data.track ?? ''),
        start,
        ms: (end - start) / 1000,
      };
    });
}
