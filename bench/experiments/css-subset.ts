// `tsx bench/experiments/css-subset.ts [path …]`: what inlining only the CSS a page's HTML uses
// would save, and what it would cost later (issue 18's LCP ≤ 1.0 s; decision 031). Serves dist/
// (with dist-ssr/, so /classes and a class page come with their data) by the real API, as
// lighthouse-tbt.ts does. Per path:
//   - the page's bytes as sent (brotli) with its whole stylesheet inlined, and with a stylesheet
//     built by Tailwind from only the class names in the page's HTML (minified by lightningcss);
//     Lighthouse's mobile simulation sends the first 14.6 KB (10 TCP segments) in its first round
//     trip, and each round trip after that is 150 ms;
//   - in Chromium at 4× CPU, the page loaded with the subset, then the whole stylesheet added (what
//     anything the subset lacks — a menu, a dialog, the next page — would need): the time of that
//     style and layout, forced at once, median of 5 loads. Beside it the same for an empty sheet.
// Lighthouse runs of such a page: bench/experiments/lighthouse-tbt.ts on a dist whose index.html's
// <style> was replaced (the figures in decision 031 were taken that way).
import { compile } from '@tailwindcss/node';
import { transform } from 'lightningcss';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { CLASS_PAGE_PATH } from '../lib/cheap-phone.ts';
import { serveBuild } from '../lib/child.ts';
import { launchChromium, slowDownCpu, VIEWPORTS } from '../lib/page-probe.ts';
import { median } from '../lib/stats.ts';
import { loadAverageText } from '../lib/machine.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STYLE = /<style>([\s\S]*?)<\/style>/;
const LOADS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;
/** The stylesheet Tailwind makes from pwa/styles.css for only the class names `html` has. */
async function subsetStylesheet(html: string, builtCss: string): Promise<string> {
  const source = await readFile(`${ROOT}pwa/styles.css`, 'utf8');
  // A fresh compiler: build() adds to what earlier calls asked for.
  const compiler = await compile(source, { base: `${ROOT}pwa`, onDependency: () => undefined });
  const names = new Set<string>();
  for (const [, classes = ''] of html.replace(STYLE, '').matchAll(/class="([^"]*)"/g))
    for (const name of classes.split(/\s+/)) if (name) names.add(name);
  const css = compiler.build([...names]);
  const minified = transform({ filename: 'subset.css', code: Buffer.from(css), minify: true });
  // The font's URL as the build wrote it (the source names the package's file).
  const fontUrl = /url\(([^)]*noto-sans-bengali[^)]*)\)/.exec(builtCss)?.[1] ?? '';
  return minified.code.toString().replace(/url\(["']?@fontsource[^)]*\)/, `url(${fontUrl})`);
}

/** Style and layout of the loaded page, forced at once after a sheet with `css` is added. */
async function addSheetMs(
  url: string,
  html: string,
  css: string,
  replace = false,
): Promise<number> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: VIEWPORTS.mobile,
    });
    const page = await context.newPage();
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: html });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
    await page.waitForTimeout(1500);
    await slowDownCpu(page);
    return await page.evaluate(
      ({ text, replace }) => {
        const inline = document.querySelector('style');
        const sheet = replace && inline ? inline : document.createElement('style');
        const started = performance.now();
        sheet.textContent = text;
        if (!sheet.isConnected) document.head.append(sheet);
        document.body.getBoundingClientRect();
        return performance.now() - started;
      },
      { text: css, replace },
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const paths =
    process.argv.length > 2 ? process.argv.slice(2) : ['/', '/classes', CLASS_PAGE_PATH];
  console.log(`load average at start: ${loadAverageText()}`);
  const api = await serveBuild(`${ROOT}dist`);
  try {
    for (const path of paths) {
      const url = `${api.ready.url}${path}`;
      const html = await (await fetch(url)).text();
      const builtCss = STYLE.exec(html)?.[1];
      if (!builtCss) throw new Error(`${path} has no inline stylesheet`);
      const subset = await subsetStylesheet(html, builtCss);
      const subsetHtml = html.replace(STYLE, () => `<style>${subset}</style>`);
      console.log(
        `${path}: page ${kb(brotli(html))} br (its stylesheet ${kb(brotli(builtCss))}); with the subset ${kb(brotli(subsetHtml))} (subset ${kb(brotli(subset))}, ${kb(subset.length)} raw against ${kb(builtCss.length)})`,
      );
      const added: number[] = [];
      const replaced: number[] = [];
      const empty: number[] = [];
      for (let index = 0; index < LOADS; index++) {
        added.push(await addSheetMs(url, subsetHtml, builtCss));
        replaced.push(await addSheetMs(url, subsetHtml, builtCss, true));
        empty.push(await addSheetMs(url, subsetHtml, ''));
      }
      const ms = (values: number[]) =>
        `median ${(median(values) ?? NaN).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(' ')})`;
      console.log(
        `  at 4x: the whole stylesheet added ${ms(added)}, put in the subset's place ${ms(replaced)}; an empty sheet added ${ms(empty)}; load ${loadAverageText()}`,
      );
    }
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
