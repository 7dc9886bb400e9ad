// `tsx bench/experiments/main-thread-profile.ts [path] [cpuSlowdown]`: where the main thread's
// time goes after first paint, as a JS profile (self time per function and script) and the long
// tasks the page itself observed, in Chromium with the CPU slowed (default 4×, Lighthouse mobile's
// figure) against dist/ served by the real API on a fresh seeded database. Complements
// lighthouse-tbt.ts, which names the long tasks but not what runs inside them.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { ApiChildConfig, ApiChildReady } from '../lib/api-server-child.ts';
import { startChild } from '../lib/child.ts';
import { afterFirstPaint } from '../lib/long-tasks.ts';
import { installProbes, readLongTasks, slowDownCpu } from '../lib/page-probe.ts';
import { CHROMIUM_PATH } from '../lib/pwa-bytes.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = {
  nodes: (ProfileNode & { children?: number[] })[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

/** Inclusive time per function over the samples of [from, to) (µs, the trace's clock). */
function printInclusive(profile: Profile, from: number, to: number, top: number): void {
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
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame) continue;
      const key = `${frame.functionName || '(anon)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + delta / 1000);
    }
  });
  for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`      ${ms.toFixed(1).padStart(7)} ${key}`);
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};
type Trace = { traceEvents: TraceEvent[] };

/** Each task over 50 ms on the renderer's main thread, with what inside it took over 3 ms. */
function printTaskContents({ traceEvents }: Trace): TraceEvent[] {
  const main = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const events = traceEvents.filter((event) => event.tid === main?.tid && event.ph === 'X');
  const start = Math.min(...events.map((event) => event.ts));
  const long = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    console.log(
      `  task ${((task.ts - start) / 1000).toFixed(0)} ms +${((task.dur ?? 0) / 1000).toFixed(0)} ms`,
    );
    for (const inner of events) {
      if (inner === task || inner.ts < task.ts || inner.ts >= end || (inner.dur ?? 0) < 3000)
        continue;
      const data = inner.args?.data ?? {};
      const what = String(data.url ?? data.functionName ?? data.type ?? '').replace(
        /^https?:\/\/[^/]+/,
        '',
      );
      console.log(
        `      ${((inner.ts - task.ts) / 1000).toFixed(0).padStart(4)} +${((inner.dur ?? 0) / 1000).toFixed(1)} ${inner.name} ${what}`,
      );
    }
  }
  return long;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/';
  const slowdown = Number(process.argv[3] ?? 4);
  const staticDir = process.argv[4] ?? fileURLToPath(new URL('../../dist', import.meta.url));
  const config: ApiChildConfig = { bulkClasses: 0, staticDir, logLevel: 'warn' };
  console.log(`load average at start: ${load()}`);
  const api = await startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await installProbes(page.context());
    await slowDownCpu(page, slowdown);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.goto(`${api.ready.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const long = printTaskContents(JSON.parse((await browser.stopTracing()).toString()) as Trace);
    // INCLUSIVE=n: the n functions with the most inclusive time inside each long task.
    const inclusiveTop = Number(process.env.INCLUSIVE ?? 0);
    for (const task of inclusiveTop ? long : []) {
      console.log(`  inclusive time in the task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms:`);
      printInclusive(profile, task.ts, task.ts + (task.dur ?? 0), inclusiveTop);
    }
    const { fcpMs, tasks } = await readLongTasks(page);
    console.log(`${path} at ${slowdown}× CPU: FCP ${fcpMs?.toFixed(0)} ms`);
    for (const task of tasks)
      console.log(`  long task ${task.start.toFixed(0)} +${task.duration.toFixed(0)} ms`);
    console.log(`  blocking time after FCP: ${afterFirstPaint(fcpMs, tasks).blockingMs} ms`);
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const frame = byNode.get(id)?.callFrame;
      if (!frame) return;
      const url = frame.url.replace(/^https?:\/\/[^/]+/, '');
      const key = `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber}:${frame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log('  self time (ms, slowed CPU):');
    for (const [key, ms] of top) console.log(`    ${ms.toFixed(1).padStart(7)} ${key}`);
  } finally {
    await browser.close();
    await api.stop();
    console.log(`load average at end: ${load()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
