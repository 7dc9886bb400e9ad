// `tsx bench/experiments/lighthouse-tbt.ts [path …]`: what blocks the main thread after first paint
// (issue 7's TBT). One Lighthouse mobile run per path (default / and /classes) against dist/, served
// as lighthouse-pages.ts does; prints TBT and Lighthouse's `long-tasks`, `bootup-time` and
// `mainthread-work-breakdown` details (start, duration, script URL), what shifted the layout, and
// each task after first paint in Lighthouse's own trace by wall and by thread time, with the load
// average.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveBuild } from '../lib/child.ts';
import { CHROMIUM_PATH } from '../lib/pwa-bytes.ts';
import { loadAverageText } from '../lib/machine.ts';
import { LONG_TASK_MS } from '../lib/page-probe.ts';
import {
  blockingOf,
  describeTask,
  simulatedMs,
  tasksAfterFirstPaint,
  type TraceEvent,
} from '../lib/trace.ts';

type Item = Record<string, unknown>;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
const ms = (value: unknown) => `${Number(value).toFixed(0)} ms`;

async function audit(url: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      maxWaitForLoad: 45_000,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { audits, categories } = result.lhr;
    const items = (id: string) =>
      ((audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    console.log(
      `${url}: perf ${Math.round((categories.performance?.score ?? 0) * 100)} FCP ${ms(value('first-contentful-paint'))} LCP ${ms(value('largest-contentful-paint'))} TBT ${ms(value('total-blocking-time'))}`,
    );
    // What the unthrottled load itself did: Lantern's simulated LCP counts every task and request
    // the observed trace had begun before the observed LCP.
    const observed = items('metrics')[0] ?? {};
    console.log(
      `  observed: FCP ${ms(observed.observedFirstContentfulPaint)} LCP ${ms(observed.observedLargestContentfulPaint)} DCL ${ms(observed.observedDomContentLoaded)} load ${ms(observed.observedLoad)}`,
    );
    // A hydration error (React renders the page anew) shows here first: its TBT and its score.
    for (const item of items('errors-in-console'))
      console.log(`  console error: ${String(item.description).slice(0, 300)}`);
    console.log('  long tasks (start, duration, url):');
    for (const task of items('long-tasks'))
      console.log(`    ${ms(task.startTime)} +${ms(task.duration)} ${short(task.url)}`);
    console.log('  bootup time per script (total, scripting, parse):');
    for (const script of items('bootup-time'))
      console.log(
        `    ${ms(script.total)} ${ms(script.scripting)} ${ms(script.scriptParseCompile)} ${short(script.url)}`,
      );
    // The LCP element and its phases (time to first byte, load delay, load time, render delay):
    // a render delay is the main thread's, a load delay the network's.
    const lcp = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: Item[] }[] } | undefined;
    for (const table of lcp?.items ?? [])
      for (const row of table.items ?? [])
        console.log(
          `  LCP: ${String((row.node as Item | undefined)?.snippet ?? '').slice(0, 100)}${row.phase ? ` ${String(row.phase)} ${ms(row.timing)}` : ''}`,
        );
    // What moved (CLS above 0): the element and its share of the score.
    for (const shift of items('layout-shifts'))
      console.log(
        `  layout shift ${Number(shift.score).toFixed(4)}: ${String((shift.node as Item | undefined)?.snippet ?? '').slice(0, 140)}`,
      );
    // Lighthouse's own trace, each task after first paint by both clocks (decision 035): its
    // simulation reads the wall time × 4, which holds the waits of a shared machine's thread.
    const { fcp, thread, tasks } = tasksAfterFirstPaint(
      (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents,
      url,
    );
    const [wall, threadTime] = [blockingOf(tasks, 'wall'), blockingOf(tasks, 'thread')];
    console.log(
      `  its trace after FCP, × 4: blocking ${wall.blocking.toFixed(0)} ms by wall time, ${threadTime.blocking.toFixed(0)} ms by thread time; the tasks long by wall time:`,
    );
    for (const task of tasks.filter((task) => simulatedMs(task, 'wall') > LONG_TASK_MS))
      console.log(
        `    wall ${simulatedMs(task, 'wall').toFixed(0)} ms, thread ${describeTask(thread, task, fcp)}`,
      );
    console.log('  main thread by category:');
    for (const group of items('mainthread-work-breakdown'))
      console.log(`    ${ms(group.duration)} ${String(group.groupLabel ?? group.group)}`);
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/classes'];
  const staticDir = fileURLToPath(new URL('../../dist', import.meta.url));
  console.log(`load average at start: ${loadAverageText()}`);
  const api = await serveBuild(staticDir);
  try {
    for (const path of paths) await audit(`${api.ready.url}${path}`);
  } finally {
    await api.stop();
    console.log(`load average at end: ${loadAverageText()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
