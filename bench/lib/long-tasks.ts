// Issue 18: the main thread's long tasks after the first paint, at 4× CPU slowdown, on the public
// pages (as a visitor) and the dashboards (signed in as each role). Each load is a new page with
// the CPU slowed from before its first byte; the page's own PerformanceObserver lists every task
// over 50 ms (page-probe.ts), and those that start at or after first contentful paint count, until
// the page has been quiet for 2 s. Service workers are blocked: every load fetches what a first
// visit does (a signed-in person's session is in the context's storage).
import type { Browser, BrowserContext } from 'playwright-core';
import {
  CPU_SLOWDOWN,
  installProbes,
  LONG_TASK_MS,
  readLongTasks,
  slowDownCpu,
  VIEWPORTS,
  waitUntilSettled,
  type LongTask,
} from './page-probe.ts';
import { median, worst } from './stats.ts';

export interface AfterPaint {
  fcpMs: number | null;
  /** Tasks over 50 ms that started at or after first contentful paint. */
  count: number;
  longestMs: number;
  /** Σ (task − 50 ms) over those tasks: TBT's sum, measured rather than simulated. */
  blockingMs: number;
}

export interface LongTaskPage {
  label: string;
  path: string;
  /** 'visitor' or the signed-in role. */
  who: string;
  runs: AfterPaint[];
  /** Medians over the runs (the figure the target is checked against), and the worst run's. */
  median: { count: number; longestMs: number; blockingMs: number } | null;
  worstLongestMs: number | null;
  error?: string;
}

export interface LongTaskResult {
  slowdown: number;
  loads: number;
  pages: LongTaskPage[];
}

/** The long tasks of one load that began at or after its first contentful paint. */
export function afterFirstPaint(fcpMs: number | null, tasks: readonly LongTask[]): AfterPaint {
  const after = fcpMs === null ? [] : tasks.filter((task) => task.start >= fcpMs);
  const long = after.filter((task) => task.duration > LONG_TASK_MS);
  return {
    fcpMs: fcpMs === null ? null : Math.round(fcpMs),
    count: long.length,
    longestMs: Math.round(Math.max(0, ...long.map((task) => task.duration))),
    blockingMs: Math.round(long.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0)),
  };
}

export interface PageToLoad {
  label: string;
  path: string;
  who: string;
  context: BrowserContext;
}

async function loadOnce(baseUrl: string, target: PageToLoad): Promise<AfterPaint> {
  const page = await target.context.newPage();
  try {
    await page.setViewportSize(VIEWPORTS.mobile);
    await slowDownCpu(page);
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    await waitUntilSettled(page);
    const { fcpMs, tasks } = await readLongTasks(page);
    if (fcpMs === null) throw new Error(`no first contentful paint on ${target.path}`);
    return afterFirstPaint(fcpMs, tasks);
  } finally {
    await page.close();
  }
}

export async function measureLongTasks(
  baseUrl: string,
  targets: readonly PageToLoad[],
  loads: number,
): Promise<LongTaskResult> {
  const pages: LongTaskPage[] = [];
  for (const target of targets) {
    const runs: AfterPaint[] = [];
    let error: string | undefined;
    try {
      for (let index = 0; index < loads; index++) runs.push(await loadOnce(baseUrl, target));
    } catch (failure) {
      error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
    }
    pages.push({
      label: target.label,
      path: target.path,
      who: target.who,
      runs,
      median: runs.length
        ? {
            count: median(runs.map((run) => run.count))!,
            longestMs: median(runs.map((run) => run.longestMs))!,
            blockingMs: median(runs.map((run) => run.blockingMs))!,
          }
        : null,
      worstLongestMs: worst(runs.map((run) => run.longestMs)),
      ...(error ? { error } : {}),
    });
  }
  return { slowdown: CPU_SLOWDOWN, loads, pages };
}

/** A context for one kind of reader: service workers blocked, the probes in every page. */
export async function probedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await installProbes(context);
  return context;
}
