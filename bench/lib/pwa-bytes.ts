// What a first visit to a page really downloads before anyone touches it: the built app served
// by the API server, loaded in Debian's Chromium, every script and stylesheet response summed
// until the network is idle. Service workers are blocked so only the page's own requests count
// (a worker's precache downloads come after first paint and are reported separately).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { median } from './stats.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export interface Transfer {
  url: string;
  type: 'script' | 'stylesheet';
  rawBytes: number;
  gzipBytes: number;
}

export interface Sizes {
  rawBytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  path: string;
  viewport: 'mobile' | 'desktop';
  /** Set when the database is not the demo seed, e.g. '10,000 classes'. */
  data?: string;
  js: Sizes;
  css: Sizes;
  /** JSON and other fetch()/XHR responses the page asked the API for. */
  dataBytes: number;
  /** Largest Contentful Paint on this machine, unthrottled (compare runs, not devices). */
  lcpMs: number | null;
  transfers: Transfer[];
  /** Why the figures are partial (e.g. the network never went idle). */
  error?: string;
}

const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

const sum = (transfers: Transfer[], type: Transfer['type']): Sizes =>
  transfers
    .filter((transfer) => transfer.type === type)
    .reduce(
      (total, t) => ({
        rawBytes: total.rawBytes + t.rawBytes,
        gzipBytes: total.gzipBytes + t.gzipBytes,
      }),
      {
        rawBytes: 0,
        gzipBytes: 0,
      },
    );

async function loadOnce(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: PageLoad['viewport'],
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const transfers: Transfer[] = [];
  let dataBytes = 0;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'fetch' || type === 'xhr') {
      pending.push(
        response.body().then(
          (body) => void (dataBytes += body.length),
          () => undefined,
        ),
      );
      return;
    }
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const url = new URL(response.url());
          transfers.push({
            url: url.pathname,
            type,
            rawBytes: body.length,
            gzipBytes: gzipSync(body).length,
          });
        },
        () => undefined,
      ),
    );
  });
  let error: string | undefined;
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500);
  } catch (failure) {
    error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
  }
  try {
    await Promise.all(pending);
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          let last: number | null = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 100);
        }),
    );
    transfers.sort((a, b) => a.url.localeCompare(b.url));
    return {
      path,
      viewport,
      js: sum(transfers, 'script'),
      css: sum(transfers, 'stylesheet'),
      dataBytes,
      lcpMs: lcpMs === null ? null : Math.round(lcpMs),
      transfers,
      ...(error ? { error } : {}),
    };
  } finally {
    await context.close();
  }
}

const LCP_SAMPLES = 3;

export async function measurePageLoads(
  baseUrl: string,
  paths: readonly string[],
  viewports: readonly PageLoad['viewport'][] = ['mobile', 'desktop'],
): Promise<PageLoad[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-quic'],
  });
  try {
    const loads: PageLoad[] = [];
    for (const path of paths) {
      for (const viewport of viewports) {
        // Bytes repeat from load to load; one unthrottled LCP moves from load to load here: the
        // median of LCP_SAMPLES loads, each in a fresh context.
        const samples: PageLoad[] = [];
        for (let index = 0; index < LCP_SAMPLES; index++)
          samples.push(await loadOnce(browser, baseUrl, path, viewport));
        loads.push({ ...samples[0]!, lcpMs: median(samples.map((load) => load.lcpMs)) });
      }
    }
    return loads;
  } finally {
    await browser.close();
  }
}
