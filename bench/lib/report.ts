// The compact terminal report of one bench run (the same figures as bench/results.json).
import type { BudgetResult } from '../budget.ts';
import type { BrowserFilterResult } from './browser-filter.ts';
import type { EndpointResult, OptionalEndpoint, ScenarioResult } from './api-bench.ts';
import type { LighthouseRun } from './lighthouse-runs.ts';
import type { CheapPhoneResult } from './cheap-phone.ts';
import type { LighthouseCondition } from './lighthouse-mobile.ts';
import type { Machine } from './machine.ts';
import type { Precache } from './precache.ts';
import type { PageLoad } from './pwa-bytes.ts';
import { kb, ms, percent, table } from './table.ts';
import type { TargetCheck } from './verdict.ts';
import { printCheapPhone } from './phone-report.ts';
import type { StartUpResult } from './start-up-bench.ts';
import { printStartUp } from './start-up-report.ts';

export interface BenchResults {
  machine: Machine;
  settings: { connections: number; durationSeconds: number };
  /** Absent when BENCH_SKIP names api. */
  api: { seed?: ScenarioResult; scale?: ScenarioResult };
  pwa: {
    firstPaint: BudgetResult;
    pageLoads: PageLoad[];
    precache: Precache;
    browserFilter?: BrowserFilterResult;
  };
  lighthouse: LighthouseRun[];
  lighthouseMobile: LighthouseCondition[];
  cheapPhone: CheapPhoneResult;
  startUp?: StartUpResult;
  targets: TargetCheck[];
}

function endpointRows(scenario: ScenarioResult): (string | number)[][] {
  const data = `${scenario.approvedClasses.toLocaleString('en')} classes`;
  const optional = [scenario.firstPage, scenario.deltaSync].filter(
    (item): item is OptionalEndpoint => Boolean(item),
  );
  return [...scenario.endpoints, ...optional].map((item) => {
    if ('notImplemented' in item)
      return [data, item.name, 'not implemented', '', '', '', '', '', '', ''];
    const endpoint: EndpointResult = item;
    const failed = endpoint.api.failures > 0 ? ` (${endpoint.api.failures} failed)` : '';
    return [
      data,
      endpoint.name,
      `${endpoint.api.requestsPerSecond}${failed}`,
      ms(endpoint.api.p50Ms),
      ms(endpoint.api.p99Ms),
      endpoint.bare.requestsPerSecond,
      ms(endpoint.bare.p99Ms),
      percent(endpoint.ratio),
      kb(endpoint.responseBytes),
      // What a browser downloads with Accept-Encoding (the load runs send none).
      endpoint.compressedBytes === null ? '-' : kb(endpoint.compressedBytes),
    ];
  });
}

export function printReport(results: BenchResults): void {
  const { machine, settings } = results;
  console.log(
    `\nMachine: ${machine.cores} cores ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, ` +
      `commit ${machine.commit ?? '?'}, load average ${machine.loadAverage.start.join(' ')} -> ${machine.loadAverage.end?.join(' ') ?? '?'}`,
  );
  const { seed, scale } = results.api;
  if (seed && scale) printApi(seed, scale, settings);
  printPwa(results);
  printCheapPhone(results.cheapPhone, results.lighthouseMobile);
  if (results.startUp) printStartUp(results.startUp);
  console.log('\nTargets');
  console.log(
    table(
      ['target', 'measured', 'verdict'],
      results.targets.map((check) => [check.target, check.measured, check.verdict]),
    ),
  );
}

function printApi(
  seed: ScenarioResult,
  scale: ScenarioResult,
  settings: BenchResults['settings'],
): void {
  console.log(
    `\nAPI: ${settings.connections} connections, ${settings.durationSeconds} s each; bare = node:http answering the same bytes`,
  );
  console.log(
    table(
      [
        'data',
        'endpoint',
        'API req/s',
        'p50',
        'p99',
        'bare req/s',
        'bare p99',
        'API/bare',
        'answer',
        'compressed',
      ],
      [...endpointRows(seed), ...endpointRows(scale)],
    ),
  );
  for (const item of [scale.firstPage, scale.deltaSync]) {
    if (item && 'notImplemented' in item) console.log(`  ${item.name}: ${item.notImplemented}`);
  }
  const filtered = scale.filteredPages;
  if (filtered) {
    console.log(`\nFiltered first pages (limit=${filtered.limit}) at catalogue scale`);
    console.log(
      table(
        ['mix', 'distinct URLs', 'req/s', 'p50', 'p99', 'failures'],
        (['warm', 'cold'] as const).map((mix) => [
          mix,
          String(filtered[mix].distinctUrls),
          String(filtered[mix].requestsPerSecond),
          `${filtered[mix].p50Ms} ms`,
          `${filtered[mix].p99Ms} ms`,
          String(filtered[mix].failures),
        ]),
      ),
    );
  }
}

function printPwa(results: BenchResults): void {
  const { firstPaint, precache } = results.pwa;
  console.log(
    '\nPWA first load before any interaction (scripts and stylesheets; service worker blocked)',
  );
  console.log(
    table(
      [
        'page',
        'viewport',
        'data',
        'JS raw',
        'JS gzip',
        'CSS raw',
        'CSS gzip',
        'files',
        'API data',
        'LCP here (median of 3)',
      ],
      results.pwa.pageLoads.map((load) => [
        load.path,
        load.viewport,
        load.data ?? 'seed',
        kb(load.js.rawBytes),
        kb(load.js.gzipBytes),
        kb(load.css.rawBytes),
        kb(load.css.gzipBytes),
        load.transfers.length,
        kb(load.dataBytes),
        load.error ? `${ms(load.lcpMs)} (${load.error})` : ms(load.lcpMs),
      ]),
    ),
  );
  console.log(
    `First-paint JS of / from the build: ${kb(firstPaint.gzipBytes)} gzip in ${firstPaint.files.length} files ` +
      `(budget ${kb(firstPaint.limit)}: ${firstPaint.ok ? 'within' : 'OVER'}). Precache: ${precache.files} files, ${kb(precache.bytes)}.`,
  );

  console.log(
    '\nLighthouse (scores: performance / accessibility / best practices / SEO; the median of the runs, ' +
      'every run in brackets)',
  );
  console.log(
    table(
      ['page', 'form', 'data', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'],
      results.lighthouse.map((run) =>
        run.error && run.scores.performance === null
          ? [
              run.path,
              run.formFactor,
              run.data ?? 'seed',
              `error: ${run.error}`,
              '',
              '',
              '',
              '',
              '',
              '',
              '',
              '',
            ]
          : [
              run.path,
              run.formFactor,
              run.data ?? 'seed',
              performanceCell(run),
              run.scores.accessibility ?? '-',
              run.scores['best-practices'] ?? '-',
              run.scores.seo ?? '-',
              ms(run.fcpMs),
              ms(run.lcpMs),
              ms(run.tbtMs),
              run.cls === null ? '-' : run.cls.toFixed(3),
              kb(run.transferredBytes),
            ],
      ),
    ),
  );

  const filter = results.pwa.browserFilter;
  if (filter) {
    console.log(
      `\nThe saved catalogue filtered in Chromium: ${filter.classes.toLocaleString('en')} classes, ` +
        `${filter.slowdown}x CPU slowdown; folding the search text once: ${ms(filter.prepareMs)}`,
    );
    console.log(
      table(
        ['query', 'found', 'median', 'max'],
        filter.queries.map((item) => [
          item.query || '(none)',
          item.found,
          ms(item.medianMs),
          ms(item.maxMs),
        ]),
      ),
    );
  }
}

/** "97 (87 97 99)": the median run's score and every run's, or the one run's score. */
function performanceCell(run: LighthouseRun): string {
  const score = String(run.scores.performance ?? '-');
  const all = (run.everyRun ?? []).map((figures) => figures.scores.performance ?? '-');
  return all.length > 1 ? `${score} (${all.join(' ')})` : score;
}
