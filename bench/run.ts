// `npm run bench`: the API under load next to a bare node:http server, the same at catalogue
// scale, what the PWA's first load downloads, Lighthouse, and the cheap-phone figures (long
// tasks after first paint and INP at 4x CPU, Lighthouse mobile alone and on a busy machine), and
// the memory of the payments export streaming 100,000 payments.
// Prints tables and writes bench/results.json. See docs/performance.md for the latest figures, how
// to read them and the knobs (BENCH_SKIP skips parts, e.g. BENCH_SKIP=api,filter).
// `npm run bench -- --list` loads every part's code and names the parts, measuring nothing.
import { rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintFiles, summariseBudget } from './budget.ts';
import { benchApiScenario, type ScenarioResult } from './lib/api-bench.ts';
import { benchBrowserFilter, type BrowserFilterResult } from './lib/browser-filter.ts';
import { benchExports, printExportReport, type ExportBenchResult } from './lib/exports-bench.ts';
import { buildPwa } from './lib/build-pwa.ts';
import { benchCheapPhone } from './lib/cheap-phone.ts';
import { benchStartUp } from './lib/start-up-bench.ts';
import { benchLighthouseMobile, type LighthouseCondition } from './lib/lighthouse-mobile.ts';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse-runs.ts';
import { describeMachine, loadAverageNow } from './lib/machine.ts';
import { measurePrecache } from './lib/precache.ts';
import { measurePageLoads, type PageLoad } from './lib/pwa-bytes.ts';
import { printReport } from './lib/report.ts';
import { checkTargets } from './lib/targets.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
/** Lighthouse desktop runs per page; the report takes Lighthouse's median run. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse mobile runs per page and condition (the median of 5, LCP in every one). */
const LIGHTHOUSE_MOBILE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_MOBILE_RUNS ?? 5);
/** Loads per page for the long tasks after first paint at 4x CPU. */
const LONG_TASK_LOADS = Number(process.env.BENCH_LONG_TASK_LOADS ?? 3);
/** Runs (each a fresh load) per interaction for INP at 4x CPU. */
const INP_RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
/** Loads per page, condition and build for the start-up figures (taps: three per load). */
const START_LOADS = Number(process.env.BENCH_START_LOADS ?? 3);
const SCALE_CLASSES = 10_000;
const CHANGED_CLASSES = 10;
const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

/** The parts BENCH_SKIP may name (comma-separated). */
const PARTS = [
  'api',
  'filter',
  'longtasks',
  'inp',
  'lighthouse',
  'busy',
  'noscript',
  'exports',
  'startup',
] as const;
/** What each part measures, and the module that measures it. */
const PART_DESCRIPTIONS: Record<(typeof PARTS)[number], string> = {
  api: 'the API under load beside a bare node:http server, with the seed and at scale; first loads and Lighthouse desktop of / and /classes (lib/api-bench.ts)',
  filter: 'the saved catalogue filtered in Chromium at 4x CPU (lib/browser-filter.ts)',
  longtasks:
    'long tasks after the first paint at 4x CPU, as a phone runs the page (lib/long-tasks.ts)',
  inp: 'Interaction to Next Paint at 4x CPU for the first taps (lib/interactions.ts)',
  lighthouse: 'Lighthouse mobile runs of /, /classes and a class page (lib/lighthouse-mobile.ts)',
  busy: 'the same Lighthouse runs beside a CPU-bound process (lib/busy-machine.ts)',
  noscript: 'the same pages without the app, alone and busy: the floor (lib/no-script-build.ts)',
  exports: "the server's memory while it streams the payments export (lib/exports-bench.ts)",
  startup:
    'scrolls and taps from the first paint at 4x CPU, quiet and busy, beside the pages without the app (lib/start-up-bench.ts)',
};
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').map((part) => part.trim()));
for (const part of skipped) {
  if (part && !(PARTS as readonly string[]).includes(part))
    throw new Error(`BENCH_SKIP names "${part}"; the parts are ${PARTS.join(', ')}`);
}
const runs = (part: (typeof PARTS)[number]) => !skipped.has(part);

async function main(): Promise<void> {
  const started = performance.now();
  const machine = describeMachine();
  const step = (text: string) =>
    console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);

  // BENCH_DIST_DIR: measure a build made before (kept), e.g. while working on the bench itself.
  const given = process.env.BENCH_DIST_DIR;
  step(
    given ? `Using the build in ${given}` : 'Building the PWA (vite build into a temporary folder)',
  );
  const build = given ? { distDir: resolve(given), ms: 0 } : await buildPwa();
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

  const cheapPhone = await benchCheapPhone({
    staticDir: build.distDir,
    longTaskLoads: LONG_TASK_LOADS,
    inpRuns: INP_RUNS,
    longTasks: runs('longtasks'),
    inp: runs('inp'),
    step,
  });
  const startUp = runs('startup')
    ? await benchStartUp({
        staticDir: build.distDir,
        // Another build (kept), whose public pages are measured in the same turns.
        compareDir: process.env.BENCH_START_COMPARE_DIR
          ? resolve(process.env.BENCH_START_COMPARE_DIR)
          : undefined,
        loads: START_LOADS,
        conditions: ['quiet', 'busy'],
        step,
      }).catch((error: unknown) => {
        // A failure here must not lose the run's other figures (its targets read "not measured").
        console.error('The start-up bench failed:', error);
        return undefined;
      })
    : undefined;
  const lighthouseMobile: LighthouseCondition[] = runs('lighthouse')
    ? await benchLighthouseMobile({
        staticDir: build.distDir,
        runs: LIGHTHOUSE_MOBILE_RUNS,
        conditions: [
          'alone' as const,
          ...(runs('busy') ? (['busy'] as const) : []),
          ...(runs('noscript') ? (['no-script'] as const) : []),
          ...(runs('noscript') && runs('busy') ? (['no-script-busy'] as const) : []),
        ],
        step,
      })
    : [];

  let seed: ScenarioResult | undefined;
  let scale: ScenarioResult | undefined;
  if (runs('api')) {
    step(`API with the demo seed: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint`);
    seed = await benchApiScenario({
      ...load,
      label: 'seed',
      bulkClasses: 0,
      changedClasses: 0,
      syncProbes: false,
      alsoWhileUp: async (url) => {
        step('First loads of / and /classes in Chromium');
        pageLoads.push(...(await measurePageLoads(url, ['/', '/classes'])));
        // Mobile: the cheap-phone runs (lighthouse-mobile.ts), more of them and on three pages.
        for (const path of ['/', '/classes']) {
          step(`Lighthouse desktop ${path}, ${LIGHTHOUSE_RUNS} runs`);
          lighthouse.push(await runLighthouse(url, path, 'desktop', LIGHTHOUSE_RUNS));
        }
      },
    });

    step(`API with ${SCALE_CLASSES.toLocaleString('en')} more classes`);
    scale = await benchApiScenario({
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
  }

  let browserFilter: BrowserFilterResult | undefined;
  if (runs('filter')) {
    step(
      `Filtering ${SCALE_CLASSES.toLocaleString('en')} saved classes in Chromium at 4x CPU slowdown`,
    );
    // A failure here must not lose the run's other figures (its target reads "not measured").
    browserFilter = await benchBrowserFilter(SCALE_CLASSES).catch((error: unknown) => {
      console.error('The browser filter bench failed:', error);
      return undefined;
    });
  }

  let exportsRun: ExportBenchResult | undefined;
  if (runs('exports')) {
    // The streamed CSV's memory (decision 041); a failure keeps the run's other figures.
    exportsRun = await benchExports(step).catch((error: unknown) => {
      console.error('The exports bench failed:', error);
      return undefined;
    });
  }

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
    lighthouseMobile,
    cheapPhone,
    startUp,
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
      lighthouseMobileRuns: LIGHTHOUSE_MOBILE_RUNS,
      longTaskLoads: LONG_TASK_LOADS,
      inpRuns: INP_RUNS,
      startLoads: START_LOADS,
      skipped: [...skipped].filter(Boolean),
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
    lighthouseMobile,
    cheapPhone,
    startUp,
    exports: exportsRun,
    targets,
  };
  if (!given) await rm(dirname(build.distDir), { recursive: true, force: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  if (exportsRun) printExportReport(exportsRun);
  console.log(`\nWrote ${RESULTS_FILE} in ${results.durationSeconds} s.`);
}

if (process.argv.includes('--list')) {
  console.log('The parts of `npm run bench` (BENCH_SKIP names them), every module loaded:');
  for (const part of PARTS) console.log(`  ${part.padEnd(10)} ${PART_DESCRIPTIONS[part]}`);
  console.log('Always: the build, its first-paint JavaScript and its precache.');
} else {
  // Lighthouse can leave a protocol call pending when its Chromium is closed after a failed run;
  // that late rejection must not end the whole bench.
  process.on('unhandledRejection', (reason) => {
    console.error('(ignored late rejection)', reason instanceof Error ? reason.message : reason);
  });

  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
