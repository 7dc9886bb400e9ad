// `tsx bench/experiments/react-tracks.ts <dist built with REACT_PROFILING=1> [path]`: React's own
// performance tracks (its profiling build writes each render, commit and component with
// console.timeStamp) of a first visit at 4x CPU, to name what runs inside a long task. Build it
// with `REACT_PROFILING=1 npx vite build --outDir /tmp/prof/dist` (vite.config.ts). Times in ms.
import { resolve } from 'node:path';
import type { ApiChildConfig, ApiChildReady } from '../lib/api-server-child.ts';
import { startChild } from '../lib/child.ts';
import { launchChromium, slowDownCpu } from '../lib/page-probe.ts';

type Event = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown> };
};
const [dir = 'dist', path = '/classes'] = process.argv.slice(2);
const config: ApiChildConfig = { bulkClasses: 0, staticDir: resolve(dir), logLevel: 'warn' };
const api = await startChild<ApiChildReady>('api-server-child.ts', {
  BENCH_API_CONFIG: JSON.stringify(config),
});
const browser = await launchChromium();
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await slowDownCpu(page);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink.console', 'blink.user_timing'],
  });
  await page.goto(`${api.ready.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Event[];
  };
  const stamps = traceEvents.filter((event) => event.name === 'TimeStamp');
  const rows = stamps
    .map((event) => {
      const data = event.args?.data ?? {};
      const start = Number(data.start ?? 0);
      const end = Number(data.end ?? 0);
      // The stamps' start and end are in microseconds.
      return {
        name: String(data.name ?? data.message ?? ''),
        track: String(data.track ?? ''),
        ms: (end - start) / 1000,
        start: start / 1000,
      };
    })
    .filter((row) => row.ms >= Number(process.env.MIN_MS ?? 8))
    .sort((a, b) => a.start - b.start);
  for (const row of rows)
    console.log(
      `${row.start.toFixed(0).padStart(7)} ${row.ms.toFixed(1).padStart(7)} ms  [${row.track}] ${row.name}`,
    );
} finally {
  await browser.close();
  await api.stop();
}
