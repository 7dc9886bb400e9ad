// What the bench's Chromium measures inside a page, in one place: the CPU slowed down as on a
// cheap phone (CDP Emulation.setCPUThrottlingRate, Lighthouse mobile's 4×), the long tasks the
// page itself observes from its first byte on (a PerformanceObserver installed before any of
// the page's scripts), INP from the web-vitals library, when the app has taken over a part of the
// page (React's handlers on its element), and signing in through the real login form.
import { createRequire } from 'node:module';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_PATH } from './pwa-bytes.ts';

/** Lighthouse's mobile preset slows the CPU by 4×; so does every "at 4×" figure of the bench. */
export const CPU_SLOWDOWN = 4;

/** A task longer than this blocks input (the Long Tasks API's and TBT's threshold). */
export const LONG_TASK_MS = 50;

export const VIEWPORTS = {
  /** Lighthouse's mobile screen (Moto G Power). */
  mobile: { width: 412, height: 823 },
  /** The narrowest phone the layout is made for (the menu at 360 px). */
  narrow: { width: 360, height: 740 },
  /** Wide enough for the navbar's own links (Tailwind's xl). */
  desktop: { width: 1350, height: 940 },
} as const;

/** Every Chromium of the bench: as root in a container, no sandbox; HTTP/1.1 and 2 only. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-quic'];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function slowDownCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** web-vitals' UMD build: as a plain script it defines the global webVitals. */
const webVitalsScript = createRequire(import.meta.url).resolve('web-vitals');

/**
 * Installed before the page's own scripts run (a string: a function from here would carry tsx's
 * helpers, which the page does not have). window.__benchLongTasks gets every long task;
 * window.__benchInp the latest INP web-vitals reports (every change, from 16 ms, its lowest
 * threshold: a quicker response reports nothing).
 */
export const LONG_TASK_PROBE = `
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

const PROBES = `${LONG_TASK_PROBE}
  window.__benchInp = null;
  webVitals.onINP((metric) => { window.__benchInp = metric.value; },
    { reportAllChanges: true, durationThreshold: 16 });
`;

/** Probes in every page of `context` from its first byte on. */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: webVitalsScript });
  await context.addInitScript({ content: PROBES });
}

export interface LongTask {
  start: number;
  duration: number;
}

/** The page's first contentful paint and its long tasks so far (ms since navigation start). */
export async function readLongTasks(page: Page): Promise<PaintAndLongTasks> {
  return page.evaluate(READ_LONG_TASKS);
}

export type PaintAndLongTasks = { fcpMs: number | null; tasks: LongTask[] };

/** What readLongTasks reads, as an expression (bare-chromium.ts reads it too). */
export const READ_LONG_TASKS = `({
  fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  tasks: window.__benchLongTasks ?? [],
})`;

/** The INP web-vitals has reported on the page (null: no interaction reached 16 ms). */
export async function readInp(page: Page): Promise<number | null> {
  return page.evaluate('window.__benchInp');
}

/** How long ago the page's last long task ended (ms), as an expression (long-tasks.ts reads it too). */
export const MS_SINCE_LAST_LONG_TASK = `performance.now() - (window.__benchLongTasks ?? []).reduce(
  (end, task) => Math.max(end, task.start + task.duration), 0)`;

/**
 * Waits until the page has loaded and its main thread is quiet: the network idle and no long
 * task for `quietMs`, at most `capMs` in all (a page that never settles is measured as it is).
 */
export async function waitUntilSettled(page: Page, quietMs = 2_000, capMs = 30_000): Promise<void> {
  const deadline = Date.now() + capMs;
  await page.waitForLoadState('networkidle', { timeout: capMs }).catch(() => undefined);
  while (Date.now() < deadline) {
    const quietFor: number = await page.evaluate(MS_SINCE_LAST_LONG_TASK);
    if (quietFor >= quietMs) return;
    await page.waitForTimeout(Math.max(100, quietMs - quietFor));
  }
}

/**
 * Waits until the app has taken over `target`: React has attached its props (and with them the
 * element's handlers) to the element, which it does when it renders or hydrates it. Until then a
 * tap on a prerendered element does nothing, and measuring it would say nothing about the app.
 */
export async function waitUntilInteractive(target: Locator, timeoutMs = 30_000): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: timeoutMs });
  const handle = await target.elementHandle({ timeout: timeoutMs });
  if (!handle) throw new Error('the element to interact with is gone');
  await handle
    .evaluate(
      `(element) => new Promise((resolve, reject) => {
        const started = performance.now();
        const check = () => {
          if (Object.keys(element).some((key) => key.startsWith('__reactProps$'))) resolve(true);
          else if (performance.now() - started > ${timeoutMs}) reject(new Error('React never took over the element'));
          else setTimeout(check, 50);
        };
        check();
      })`,
    )
    .finally(() => handle.dispose());
}

/**
 * Signs in through /login as a person of the Auth emulator (the real form, the real Firebase SDK,
 * at full speed: the sign-in is not what is measured). The session stays in the context's storage
 * for the pages opened after it.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await waitUntilSettled(page, 1_000);
  } finally {
    await page.close();
  }
}
