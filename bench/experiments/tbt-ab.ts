// `tsx bench/experiments/tbt-ab.ts <distA> <distB> [rounds] [paths…]`: the blocking time after
// first paint of two builds, measured in turns (A, B, B, A, …) so the shared machine's load lands
// on both. Each build is served by the real API on its own fresh seeded database (as
// lighthouse-pages.ts does); each load is a fresh Chromium context (first visit, service worker
// blocked), unthrottled and traced. Every main-thread task after first contentful paint counts
// with its thread time × 4 (Lighthouse's simulated mobile CPU): thread time leaves out the waits
// that other processes' load adds to wall time, so the figure moves far less with the machine
// than Lighthouse's TBT (each load also prints the same by wall time, what Lighthouse reads).
// Blocking = Σ (task − 50 ms). It suits the A/B of one change; quote Lighthouse for the record.
// Prints every run, then the median per build and path.
import type { Browser } from 'playwright-core';
import { serveBuild } from '../lib/child.ts';
import { loadAverageText } from '../lib/machine.ts';
import { launchChromium, LONG_TASK_MS } from '../lib/page-probe.ts';
import { median } from '../lib/stats.ts';
import {
  blockingOf,
  describeTask,
  simulatedMs,
  TASK_CATEGORIES,
  tasksAfterFirstPaint,
  traceWhile,
  type BlockingSample,
} from '../lib/trace.ts';

/**
 * One first visit, unthrottled, traced: the renderer main thread's tasks after first contentful
 * paint, each as its thread time × 4 (trace.ts). TBT_DETAIL=1 prints what each long one is made of.
 */
async function measure(browser: Browser, url: string): Promise<BlockingSample> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const { events } = await traceWhile(browser, page, TASK_CATEGORIES, async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(3000);
    });
    const { fcp, thread, tasks } = tasksAfterFirstPaint(events, url);
    if (process.env.TBT_DETAIL)
      for (const task of tasks.filter((task) => simulatedMs(task) > LONG_TASK_MS))
        console.log(`    ${describeTask(thread, task, fcp)}`);
    // Wall time × 4 is what Lighthouse's simulation reads: beside the thread time it shows how
    // much of a load's blocking was the shared machine's (decision 034).
    const wall = blockingOf(tasks, 'wall');
    console.log(
      `    by wall time: blocking ${wall.blocking.toFixed(0)} ms, longest ${wall.longest.toFixed(0)} ms, ${wall.tasks} long tasks, CPU after FCP ${wall.cpu.toFixed(0)} ms`,
    );
    return blockingOf(tasks);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const [dirA, dirB, roundsArg, ...pathArgs] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error('usage: tbt-ab.ts <distA> <distB> [rounds] [paths…]');
  const rounds = Number(roundsArg ?? 5);
  const paths = pathArgs.length ? pathArgs : ['/', '/classes'];
  console.log(`load average at start: ${loadAverageText()}`);
  const builds = await Promise.all(
    [dirA, dirB].map(async (dir) => {
      const api = await serveBuild(dir);
      return { dir, api, samples: new Map<string, BlockingSample[]>() };
    }),
  );
  const browser = await launchChromium();
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
              `longest ${sample.longest.toFixed(0)} ms, ${sample.tasks} long tasks, CPU after FCP ${sample.cpu.toFixed(0)} ms (load ${loadAverageText()})`,
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
    console.log(`load average at end: ${loadAverageText()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
