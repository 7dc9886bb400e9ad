// The main thread's long tasks after the first paint, at 4× CPU slowdown, on the public
// pages (as a visitor) and the dashboards (signed in as each role). Each load is a new page with
// the CPU slowed from before its first byte; the page's own PerformanceObserver lists every task
// over 50 ms (page-probe.ts), and those that start at or after first contentful paint count, until
// the page has been quiet for 2 s. Service workers are kept out: every load fetches what a first
// visit does (a signed-in person's session is in the profile's storage). Two loaders: with no
// inspector, as a phone runs the page (bare-chromium.ts, the target's figure), and through
// Playwright, whose inspector adds work (decision 028).
import type { Browser, BrowserContext } from 'playwright-core';
import type { BareChromium } from './bare-chromium.ts';
import {
  CPU_SLOWDOWN,
  installProbes,
  LONG_TASK_MS,
  LONG_TASK_PROBE,
  MS_SINCE_LAST_LONG_TASK,
  READ_LONG_TASKS,
  readLongTasks,
  slowDownCpu,
  VIEWPORTS,
  waitUntilSettled,
  type LongTask,
  type PaintAndLongTasks,
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

/** One load of a page at 4× CPU, first paint to quiet: its first paint and long tasks. */
export type LoadPage = (path: string) => Promise<PaintAndLongTasks>;

export interface PageToLoad {
  label: string;
  path: string;
  who: string;
  load: LoadPage;
}

/** Loads through Playwright: a new page of `context` each time (the inspector on, see bare-chromium.ts). */
export function loadInspected(baseUrl: string, context: BrowserContext): LoadPage {
  return async (path) => {
    const page = await context.newPage();
    try {
      await page.setViewportSize(VIEWPORTS.mobile);
      await slowDownCpu(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await waitUntilSettled(page);
      return await readLongTasks(page);
    } finally {
      await page.close();
    }
  };
}

/**
 * Loads as a phone does: a new tab of `browser`, nothing of DevTools on in it but the CPU
 * throttle, the screen and the probe. The page is told it has no service worker (a first visit
 * each time, as Playwright's blocked service workers give the other loader).
 */
export function loadBare(baseUrl: string, browser: BareChromium): LoadPage {
  return async (path) => {
    const url = `${baseUrl}${path}`;
    const session = await browser.openTab(url, {
      metrics: { ...VIEWPORTS.mobile, deviceScaleFactor: 1, mobile: false },
      touch: false,
      cpuSlowdown: CPU_SLOWDOWN,
      probe: LONG_TASK_PROBE,
    });
    try {
      await waitUntilQuietBare(browser, session, url);
      return await browser.evaluate<PaintAndLongTasks>(session, READ_LONG_TASKS);
    } finally {
      await browser.closePage(session);
    }
  };
}

/**
 * waitUntilSettled's rule without Playwright: the page loaded, then no long task and no new
 * resource for `quietMs`, at most `capMs` in all.
 */
async function waitUntilQuietBare(
  browser: BareChromium,
  session: string,
  url: string,
  quietMs = 2_000,
  capMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + capMs;
  const origin = new URL(url).origin;
  let resources = -1;
  let resourcesSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const state = await browser
      .evaluate<{ href: string; complete: boolean; resources: number; quietFor: number }>(
        session,
        `({
          href: location.href,
          complete: document.readyState === 'complete',
          resources: performance.getEntriesByType('resource').length,
          quietFor: ${MS_SINCE_LAST_LONG_TASK},
        })`,
      )
      .catch(() => null); // between documents: no context to evaluate in yet
    if (!state || !state.href.startsWith(origin) || !state.complete) continue;
    if (state.resources !== resources) {
      resources = state.resources;
      resourcesSince = Date.now();
    }
    if (state.quietFor >= quietMs && Date.now() - resourcesSince >= quietMs) return;
  }
}

async function measureLoad(target: PageToLoad): Promise<AfterPaint> {
  const { fcpMs, tasks } = await target.load(target.path);
  if (fcpMs === null) throw new Error(`no first contentful paint on ${target.path}`);
  return afterFirstPaint(fcpMs, tasks);
}

export async function measureLongTasks(
  targets: readonly PageToLoad[],
  loads: number,
): Promise<LongTaskResult> {
  const pages: LongTaskPage[] = [];
  for (const target of targets) {
    const runs: AfterPaint[] = [];
    let error: string | undefined;
    try {
      for (let index = 0; index < loads; index++) runs.push(await measureLoad(target));
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
