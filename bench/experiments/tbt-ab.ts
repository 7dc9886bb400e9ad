// `tsx bench/experiments/tbt-ab.ts <distA> <distB> [rounds] [paths…]`: the blocking time after
// first paint of two builds, measured in turns (A, B, B, A, …) so the shared machine's load lands
// on both. Each build is served by the real API on its own fresh seeded database (as
// lighthouse-pages.ts does); each load is a fresh Chromium context (first visit, service worker
// blocked), unthrottled and traced. Every main-thread task after first contentful paint counts
// with its thread time × 4 (Lighthouse's simulated mobile CPU): thread time leaves out the waits
// that other processes' load adds to wall time, so the figure moves far less with the machine
// than Lighthouse's TBT. Blocking = Σ (task − 50 ms). It suits the A/B of one change; quote
// Lighthouse for the record. Prints every run, then the median per build and path.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { ApiChildConfig, ApiChildReady } from '../lib/api-server-child.ts';
import { startChild } from '../lib/child.ts';
import { CHROMIUM_PATH } from '../lib/pwa-bytes.ts';
import { median } from '../lib/stats.ts';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const SLOWDOWN = 4;

type Sample = { blocking: number; longest: number; tasks: number; cpu: number };
type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: { isOutermostMainFrame?: boolean; url?: string } };
};

/**
 * One first visit, unthrottled, traced: the renderer main thread's tasks after first contentful
 * paint, each as its thread time (CPU the thread used, so the waits other processes' load adds to
 * wall time are left out) × 4, Lighthouse's simulated mobile CPU. Blocking = Σ (that − 50 ms).
 */
async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    // The page's renderer is the one that painted (a browser has more than one).
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`no first contentful paint in the trace of ${url}`);
    const tasks = traceEvents
      .filter(
        (event) =>
          event.pid === fcp.pid &&
          event.tid === fcp.tid &&
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.ts > fcp.ts,
      )
      .map((event) => ((event.tdur ?? event.dur ?? 0) / 1000) * SLOWDOWN);
    const long = tasks.filter((ms) => ms > 50);
    if (process.env.TBT_DETAIL) printLongTasks(traceEvents, fcp);
    return {
      blocking: long.reduce((sum, ms) => sum + ms - 50, 0),
      longest: Math.max(0, ...tasks),
      tasks: long.length,
      cpu: tasks.reduce((sum, ms) => sum + ms, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * TBT_DETAIL=1: what each long task after first paint is made of, by the trace events directly
 * inside it (thread time × 4), so a change can be aimed at the part that is long.
 */
function printLongTasks(events: TraceEvent[], fcp: TraceEvent): void {
  const thread = events.filter(
    (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X',
  );
  for (const task of thread) {
    if (task.name !== 'RunTask' || task.ts <= fcp.ts) continue;
    const ms = ((task.tdur ?? task.dur ?? 0) / 1000) * SLOWDOWN;
    if (ms <= 50) continue;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    let depthEnd = task.ts;
    for (const event of thread) {
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < depthEnd) continue;
      // Direct children only: skip what lies inside the previous child.
      depthEnd = event.ts + (event.dur ?? 0);
      const data = event.args?.data as { url?: string; functionName?: string } | undefined;
      const where = data?.url ? ` ${data.functionName ?? ''} ${data.url.replace(/^.*\//, '')}` : '';
      const key = `${event.name}${where}`;
      parts.set(key, (parts.get(key) ?? 0) + ((event.tdur ?? event.dur ?? 0) / 1000) * SLOWDOWN);
    }
    const list = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `    task at +${Math.round((task.ts - fcp.ts) / 1000)} ms: ${Math.round(ms)} ms = ` +
        list.map(([name, part]) => `${name} ${Math.round(part)}`).join(', '),
    );
  }
}

async function main(): Promise<void> {
  const [dirA, dirB, roundsArg, ...pathArgs] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error('usage: tbt-ab.ts <distA> <distB> [rounds] [paths…]');
  const rounds = Number(roundsArg ?? 5);
  const paths = pathArgs.length ? pathArgs : ['/', '/classes'];
  console.log(`load average at start: ${load()}`);
  const builds = await Promise.all(
    [dirA, dirB].map(async (dir) => {
      const config: ApiChildConfig = { bulkClasses: 0, staticDir: resolve(dir), logLevel: 'warn' };
      const api = await startChild<ApiChildReady>('api-server-child.ts', {
        BENCH_API_CONFIG: JSON.stringify(config),
      });
      return { dir, api, samples: new Map<string, Sample[]>() };
    }),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    for (let round = 0; round < rounds; round++) {
      // A then B, then B then A: neither always runs on the warmer machine.
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const path of paths) {
        for (const build of order) {
          const sample = await measure(browser, `${build.api.ready.url}${path}`);
          build.samples.set(path, [...(build.samples.get(path) ?? []), sample]);
          console.log(
            `${build === builds[0] ? 'A' : 'B'} ${path} #${round + 1}: blocking ${sample.blocking.toFixed(0)} ms, ` +
              `longest ${sample.longest.toFixed(0)} ms, ${sample.tasks} long tasks, CPU after FCP ${sample.cpu.toFixed(0)} ms (load ${load()})`,
          );
        }
      }
    }
    for (const path of paths) {
      for (const [index, build] of builds.entries()) {
        const samples = build.samples.get(path) ?? [];
        console.log(
          `${index === 0 ? 'A' : 'B'} ${path} median of ${samples.length}: blocking ${median(samples.map((s) => s.blocking))?.toFixed(0)} ms, ` +
            `longest ${median(samples.map((s) => s.longest))?.toFixed(0)} ms, CPU after FCP ${median(samples.map((s) => s.cpu))?.toFixed(0)} ms (${build.dir})`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.api.stop()));
    console.log(`load average at end: ${load()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
