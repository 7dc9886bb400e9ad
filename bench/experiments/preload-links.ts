// `tsx bench/experiments/preload-links.ts [path] [loads]`: what the after-paint loader's
// modulepreload links cost the main thread (decision 035). The page (default /classes) is loaded
// without its loader (withoutApp), the CPU slowed 4×, and the page's own module list is then added
// as links with fresh URLs: all in one insertion, in slices of 8 and of 4, and one at a time, each
// slice a task of its own. Prints each slice's time in the page's clock, per load.
import { serveBuild } from '../lib/child.ts';
import { loadAverageText } from '../lib/machine.ts';
import { launchChromium, slowDownCpu } from '../lib/page-probe.ts';
import { withoutApp } from '../../scripts/lib/boot-after-paint.ts';

const [path = '/classes', loads = '4', dist = 'dist'] = process.argv.slice(2);
const SLICES = [Infinity, 8, 4, 1];

const api = await serveBuild(dist);
const browser = await launchChromium();
try {
  console.log(`load average at start: ${loadAverageText()}`);
  for (let load = 0; load < Number(loads); load++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let modules: string[] = [];
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      modules = /data-app-modules="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      await route.fulfill({ response, body: withoutApp(html) ?? html });
    });
    await page.goto(`${api.ready.url}${path}`, { waitUntil: 'load' });
    await slowDownCpu(page);
    const slices = await page.evaluate(
      async ({ modules, sizes }) => {
        const tag = Math.random().toString(36).slice(2);
        const times: Record<string, number[]> = {};
        for (const size of sizes) {
          const name = size === null ? 'all' : String(size);
          const step = size ?? modules.length;
          times[name] = [];
          for (let next = 0; next < modules.length; next += step) {
            const started = performance.now();
            const links = modules
              .slice(next, next + step)
              .map(
                (href) => `<link rel="modulepreload" crossorigin href="${href}?${name}-${tag}">`,
              );
            document.head.insertAdjacentHTML('beforeend', links.join(''));
            times[name].push(Math.round(performance.now() - started));
            await new Promise((done) => setTimeout(done));
          }
          // Let the fetches started by one way end before the next is timed.
          await new Promise((done) => setTimeout(done, 1500));
        }
        return times;
      },
      { modules, sizes: SLICES.map((size) => (Number.isFinite(size) ? size : null)) },
    );
    console.log(`${path} load ${load + 1}, ${modules.length} links, ms per slice at 4×:`);
    for (const [size, times] of Object.entries(slices))
      console.log(`  ${size === 'all' ? 'all at once' : `${size} a slice`}: ${times.join(' ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
  console.log(`load average at end: ${loadAverageText()}`);
}
