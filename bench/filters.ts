// `npm run bench:filters`: only the filtered catalogue's first pages at catalogue scale (the part
// of `npm run bench` of the catalogue's filters), for a quick look without the PWA build and
// Lighthouse.
// Prints the figures and records them in bench/results.json as api.scale.filteredPages, marked
// as this partial run's (when, which command, the load average); `npm run bench` writes them
// with the rest of a full run.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ApiChildConfig, ApiChildReady } from './lib/api-server-child.ts';
import { startChild } from './lib/child.ts';
import { measureFilteredPages } from './lib/filtered-pages.ts';
import { loadAverageNow } from './lib/machine.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const SCALE_CLASSES = 10_000;
const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

async function main(): Promise<void> {
  const config: ApiChildConfig = { bulkClasses: SCALE_CLASSES, logLevel: 'info' };
  const api = await startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
  try {
    console.log(
      `Seeded ${SCALE_CLASSES} classes and their sessions in ${Math.round(api.ready.seedMs)} ms`,
    );
    const start = loadAverageNow();
    const figures = await measureFilteredPages(api.ready.url, CONNECTIONS, DURATION_SECONDS);
    console.log(JSON.stringify(figures, null, 2));
    const results = JSON.parse(await readFile(RESULTS_FILE, 'utf8')) as {
      api: { scale: Record<string, unknown> };
    };
    results.api.scale.filteredPages = {
      ...figures,
      run: {
        command: 'npm run bench:filters',
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        loadAverage: { start, end: loadAverageNow() },
      },
    };
    await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
