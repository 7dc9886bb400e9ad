// `tsx bench/experiments/main-thread-profile.ts [path] [cpuSlowdown]`: where the main thread's
// time goes after first paint, as a JS profile (self time per function and script) and the long
// tasks the page itself observed, in Chromium with the CPU slowed (default 4×, Lighthouse mobile's
// figure) against dist/ served by the real API on a fresh seeded database. Complements
// lighthouse-tbt.ts, which names the long tasks but not what runs inside them.
import { fileURLToPath } from 'node:url';
import { serveBuild } from '../lib/child.ts';
import { afterFirstPaint } from '../lib/long-tasks.ts';
import { loadAverageText } from '../lib/machine.ts';
import { installProbes, launchChromium, readLongTasks, slowDownCpu } from '../lib/page-probe.ts';
import {
  inclusiveTimes,
  selfTimes,
  traceWhile,
  type CpuProfile,
  type TraceEvent,
} from '../lib/trace.ts';

/** Each task over 50 ms on the renderer's main thread, with what inside it took over 3 ms. */
function printTaskContents(traceEvents: TraceEvent[]): TraceEvent[] {
  // The page's renderer is the one that painted: a browser has more than one CrRendererMain.
  const painted = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const events = traceEvents.filter(
    (event) => event.pid === painted?.pid && event.tid === painted.tid && event.ph === 'X',
  );
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

async function main(): Promise<void> {
  const path = process.argv[2] ?? '/';
  const slowdown = Number(process.argv[3] ?? 4);
  const staticDir = process.argv[4] ?? fileURLToPath(new URL('../../dist', import.meta.url));
  console.log(`load average at start: ${loadAverageText()}`);
  const api = await serveBuild(staticDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await installProbes(page.context());
    await slowDownCpu(page, slowdown);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const { events, result: profile } = await traceWhile(
      browser,
      page,
      ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      async () => {
        await page.goto(`${api.ready.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(3000);
        return ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
      },
    );
    const long = printTaskContents(events);
    // INCLUSIVE=n: the n functions with the most inclusive time inside each long task.
    const inclusiveTop = Number(process.env.INCLUSIVE ?? 0);
    for (const task of inclusiveTop ? long : []) {
      console.log(`  inclusive time in the task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms:`);
      for (const [name, ms] of inclusiveTimes(profile, task.ts, task.ts + (task.dur ?? 0)).slice(
        0,
        inclusiveTop,
      ))
        console.log(`      ${ms.toFixed(1).padStart(7)} ${name}`);
    }
    const { fcpMs, tasks } = await readLongTasks(page);
    console.log(`${path} at ${slowdown}× CPU: FCP ${fcpMs?.toFixed(0)} ms`);
    for (const task of tasks)
      console.log(`  long task ${task.start.toFixed(0)} +${task.duration.toFixed(0)} ms`);
    console.log(`  blocking time after FCP: ${afterFirstPaint(fcpMs, tasks).blockingMs} ms`);
    const top = selfTimes(profile).slice(0, 40);
    console.log('  self time (ms, slowed CPU):');
    for (const [key, ms] of top) console.log(`    ${ms.toFixed(1).padStart(7)} ${key}`);
  } finally {
    await browser.close();
    await api.stop();
    console.log(`load average at end: ${loadAverageText()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
