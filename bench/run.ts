// `npm run bench`: the API under load next to a bare node:http server, the same at catalogue
// scale, what the PWA's first load downloads, and Lighthouse. Prints tables and writes
// bench/results.json. See docs/performance.md for the latest figures and how to read them.
import { rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintFiles, summariseBudget } from './budget.ts';
import { benchApiScenario, type ScenarioResult } from './lib/api-bench.ts';
import { benchBrowserFilter } from './lib/browser-filter.ts';
import { buildPwa } from './lib/build-pwa.ts';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse-runs.ts';
import { describeMachine, loadAverageNow } from './lib/machine.ts';
import { measurePrecache } from './lib/precache.ts';
import { measurePageLoads, type PageLoad } from './lib/pwa-bytes.ts';
import { printReport } from './lib/report.ts';
import { checkTargets } from './lib/targets.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
/** Lighthouse runs per page and form factor; the report takes Lighthouse's median run. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SCALE_CLASSES = 10_000;
const CHANGED_CLASSES = 10;
const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

async function main(): Promise<void> {
  const started = performance.now();
  const machine = describeMachine();
  const step = (text: string) =>
    console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);

  step('Building the PWA (vite build into a temporary folder)');
  const build = await buildPwa();
  const firstPaint = await firstPaintFiles(build.distDir);
  const budget = summariseBudget(firstPaint);
  const precache = await measurePrecache(build.distDir);

  const pageLoads: PageLoad[] = [];
  const lighthouse: LighthouseRun[] = [];
  const load = {
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    staticDir: build.distDir,
  };

  step(`API with the demo seed: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
  const seed: ScenarioResult = await benchApiScenario({
    ...load,
    label: 'seed',
    bulkClasses: 0,
    changedClasses: 0,
    syncProbes: false,
    alsoWhileUp: async (url) => {
      step('First loads of / and /classes in Chromium');
      pageLoads.push(...(await measurePageLoads(url, ['/', '/classes'])));
      for (const path of ['/', '/classes']) {
        for (const formFactor of ['mobile', 'desktop'] as const) {
          step(`Lighthouse ${formFactor} ${path}, ${LIGHTHOUSE_RUNS} runs`);
          lighthouse.push(await runLighthouse(url, path, formFactor, LIGHTHOUSE_RUNS));
        }
      }
    },
  });

  step(`API with ${SCALE_CLASSES.toLocaleString('en')} more classes`);
  const scale: ScenarioResult = await benchApiScenario({
    ...load,
    label: 'scale',
    bulkClasses: SCALE_CLASSES,
    changedClasses: CHANGED_CLASSES,
    syncProbes: true,
    alsoWhileUp: async (url) => {
      // Playwright only: a Lighthouse run of a page that renders the whole catalogue takes
      // minutes here, and the unthrottled LCP next to the seed's answers the question.
      step('First load of /classes with the large catalogue');
      const [classes] = await measurePageLoads(url, ['/classes'], ['mobile']);
      if (classes)
        pageLoads.push({ ...classes, data: `${SCALE_CLASSES.toLocaleString('en')} classes` });
    },
  });

  step(
    `Filtering ${SCALE_CLASSES.toLocaleString('en')} saved classes in Chromium at 4x CPU slowdown`,
  );
  const browserFilter = await benchBrowserFilter(SCALE_CLASSES);

  const classesLcp = (data: boolean) =>
    pageLoads.find(
      (item) =>
        item.path === '/classes' && item.viewport === 'mobile' && Boolean(item.data) === data,
    )?.lcpMs ?? null;
  const targets = checkTargets({
    firstPaintGzipBytes: budget.gzipBytes,
    firstPaintLimit: budget.limit,
    lighthouse,
    seed,
    scale,
    classesLcpMs: { seed: classesLcp(false), scale: classesLcp(true) },
    browserFilter,
  });
  machine.loadAverage.end = loadAverageNow();
  const results = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((performance.now() - started) / 1000),
    machine,
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      scaleClasses: SCALE_CLASSES,
      changedClasses: CHANGED_CLASSES,
      lighthouseRuns: LIGHTHOUSE_RUNS,
    },
    api: { seed, scale },
    pwa: {
      buildMs: build.ms,
      firstPaint: { ...budget, detail: firstPaint },
      pageLoads,
      precache,
      browserFilter,
    },
    lighthouse,
    targets,
  };
  await rm(dirname(build.distDir), { recursive: true, force: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  console.log(`\nWrote ${RESULTS_FILE} in ${results.durationSeconds} s.`);
}

// Lighthouse can leave a protocol call pending when its Chromium is closed after a failed run;
// that late rejection must not end the whole bench.
process.on('unhandledRejection', (reason) => {
  console.error('(ignored late rejection)', reason instanceof Error ? reason.message : reason);
});

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
