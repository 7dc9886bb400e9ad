// `npx tsx bench/experiments/api-rows.ts`: only the API rows of `npm run bench` (bench/run.ts),
// same settings, no PWA build and no browser: the demo seed's GET /api/class, /api/popularClass
// and a student's GET /api/select, then the same with 10,000 more classes plus the first page and
// a delta sync of 10 changes, each next to a bare node:http server answering the same bytes.
// About 2 minutes with BENCH_DURATION_SECONDS=5 instead of the bench's 5 and more.
//
//   API_ROWS_SCENARIOS=seed      only the seed rows (scale: only the 10,000-class rows)
//   BENCH_DURATION_SECONDS=5     seconds per measured run (10 in the bench)
//
// The load average at the start and the end is printed with the table: on the shared 2-core
// machine compare the ratios of one run, not absolute figures across runs.
import { benchApiScenario, type EndpointResult, type ScenarioResult } from '../lib/api-bench.ts';
import { percent, table } from '../lib/table.ts';
import { loadAverageText } from '../lib/machine.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const SCALE_CLASSES = 10_000;
const CHANGED_CLASSES = 10;
const SCENARIOS = (process.env.API_ROWS_SCENARIOS ?? 'seed,scale').split(',');

function rowsOf(scenario: ScenarioResult): (string | number)[][] {
  const measured = [scenario.firstPage, scenario.deltaSync].filter(
    (item): item is EndpointResult => item !== undefined && 'api' in item,
  );
  return [...scenario.endpoints, ...measured].map((item) => [
    scenario.label,
    item.name,
    `${(item.responseBytes / 1024).toFixed(1)} KB`,
    item.compressedBytes === null ? '-' : `${(item.compressedBytes / 1024).toFixed(1)} KB`,
    item.api.requestsPerSecond,
    `${item.api.p50Ms} ms`,
    `${item.api.p99Ms} ms`,
    item.bare.requestsPerSecond,
    `${item.bare.p99Ms} ms`,
    percent(item.ratio),
    item.api.failures,
  ]);
}

async function main(): Promise<void> {
  const started = loadAverageText();
  const options = { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS };
  const results: ScenarioResult[] = [];
  if (SCENARIOS.includes('seed')) {
    results.push(
      await benchApiScenario({
        ...options,
        label: 'seed',
        bulkClasses: 0,
        changedClasses: 0,
        syncProbes: false,
      }),
    );
  }
  if (SCENARIOS.includes('scale')) {
    results.push(
      await benchApiScenario({
        ...options,
        label: 'scale',
        bulkClasses: SCALE_CLASSES,
        changedClasses: CHANGED_CLASSES,
        syncProbes: true,
      }),
    );
  }
  for (const scenario of results) {
    for (const item of [scenario.firstPage, scenario.deltaSync]) {
      if (item && 'notImplemented' in item) console.log(`${item.name}: ${item.notImplemented}`);
    }
  }
  console.log(
    table(
      [
        'data',
        'endpoint',
        'bytes',
        'compressed',
        'req/s',
        'p50',
        'p99',
        'bare req/s',
        'bare p99',
        'API/bare',
        'fails',
      ],
      results.flatMap(rowsOf),
    ),
  );
  console.log(
    `load average at start ${started}, at end ${loadAverageText()} (${DURATION_SECONDS} s per run)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
