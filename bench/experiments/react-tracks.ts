// `tsx bench/experiments/react-tracks.ts <dist built with REACT_PROFILING=1> [path]`: React's own
// performance tracks (its profiling build writes each render, commit and component with
// console.timeStamp) of a first visit at 4x CPU, to name what runs inside a long task. Build it
// with `REACT_PROFILING=1 npx vite build --outDir /tmp/prof/dist` (vite.config.ts). Times in ms.
import { serveBuild } from '../lib/child.ts';
import { launchChromium, slowDownCpu } from '../lib/page-probe.ts';
import { reactStamps, REACT_TRACK_CATEGORIES, traceWhile } from '../lib/trace.ts';

const [dir = 'dist', path = '/classes'] = process.argv.slice(2);
const api = await serveBuild(dir);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await slowDownCpu(page);
  const { events } = await traceWhile(
    browser,
    page,
    ['devtools.timeline', ...REACT_TRACK_CATEGORIES],
    async () => {
      await page.goto(`${api.ready.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2000);
    },
  );
  const rows = reactStamps(events)
    .filter((row) => row.ms >= Number(process.env.MIN_MS ?? 8))
    .sort((a, b) => a.start - b.start);
  for (const row of rows)
    console.log(
      `${(row.start / 1000).toFixed(0).padStart(7)} ${row.ms.toFixed(1).padStart(7)} ms  [${row.track}] ${row.name}`,
    );
} finally {
  await browser.close();
  await api.stop();
}
