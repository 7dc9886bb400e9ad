// `tsx bench/experiments/tbt-ab.ts <distA> <distB> [rounds] [paths…]`: the blocking time after
// first paint of two builds, measured in turns (A, B, B, A, …) so the shared machine's load lands
// on both. Each build is served by the real API on its own fresh seeded database (as
// lighthouse-pages.ts does); each load is a fresh Chromium context (first visit, service worker
// blocked) with the CPU slowed 4× (Lighthouse mobile's figure). Blocking time = Σ (long task − 50
// ms) over the tasks the page observed after FCP, until the network is idle plus 3 s. Cheaper
// and steadier than a Lighthouse run, so it suits A/B of one change; quote Lighthouse for the
// record. Prints every run, then the median per build and path, with the load average.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { ApiChildConfig, ApiChildReady } from '../lib/api-server-child.ts';
import { startChild } from '../lib/child.ts';
import { CHROMIUM_PATH } from '../lib/pwa-bytes.ts';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

type Sample = { blocking: number; longest: number; tasks: number; fcp: number };

async function measure(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = (
        window as unknown as { __tasks: { start: number; duration: number }[] }
      ).__tasks.filter((task) => task.start > fcp);
      return {
        fcp,
        tasks: after.length,
        blocking: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...after.map((task) => task.duration)),
      };
    });
  } finally {
    await context.close();
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
              `longest ${sample.longest.toFixed(0)} ms, ${sample.tasks} long tasks, FCP ${sample.fcp.toFixed(0)} ms (load ${load()})`,
          );
        }
      }
    }
    for (const path of paths) {
      for (const [index, build] of builds.entries()) {
        const samples = build.samples.get(path) ?? [];
        console.log(
          `${index === 0 ? 'A' : 'B'} ${path} median of ${samples.length}: blocking ${median(samples.map((s) => s.blocking)).toFixed(0)} ms, ` +
            `longest ${median(samples.map((s) => s.longest)).toFixed(0)} ms (${build.dir})`,
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
