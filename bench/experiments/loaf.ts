// `tsx bench/experiments/loaf.ts <dist> [path] [loads]`: the long animation frames (LoAF) of a
// first visit at 4× CPU, with the scripts each one ran (the browser's own attribution): which
// code makes each long task after first paint.
import { serveBuild } from '../lib/child.ts';
import { launchChromium, slowDownCpu } from '../lib/page-probe.ts';

const [dir = 'dist', path = '/', loads = '1'] = process.argv.slice(2);
const api = await serveBuild(dir);
const browser = await launchChromium();
try {
  for (let load = 0; load < Number(loads); load++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await slowDownCpu(page);
    await page.addInitScript(() => {
      const frames: unknown[] = [];
      (window as unknown as { frames_: unknown[] }).frames_ = frames;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          duration: number;
          blockingDuration: number;
          scripts: {
            invokerType: string;
            sourceCharPosition: number;
            invoker: string;
            sourceURL: string;
            sourceFunctionName: string;
            duration: number;
            forcedStyleAndLayoutDuration: number;
          }[];
        }[]) {
          frames.push({
            start: Math.round(entry.startTime),
            duration: Math.round(entry.duration),
            blocking: Math.round(entry.blockingDuration),
            scripts: entry.scripts.map(
              (script) =>
                `${Math.round(script.duration)}ms ${script.invoker} ${script.sourceFunctionName} ${script.sourceURL.replace(location.origin, '')} layout ${Math.round(script.forcedStyleAndLayoutDuration)}`,
            ),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(`${api.ready.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const frames = await page.evaluate(() => (window as unknown as { frames_: unknown[] }).frames_);
    console.log(`${path} load ${load + 1}: FCP ${Math.round(fcp)} ms`);
    for (const frame of frames as {
      start: number;
      duration: number;
      blocking: number;
      scripts: string[];
    }[]) {
      console.log(
        `  frame at ${frame.start} ms: ${frame.duration} ms, blocking ${frame.blocking} ms`,
      );
      for (const script of frame.scripts) console.log(`      ${script}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
}
