// `npm run bench:filters`: only the filtered catalogue's first pages at catalogue scale (the part
// of `npm run bench` that issue 15 adds), for a quick look without the PWA build and Lighthouse.
// Prints the figures; `npm run bench` records them in bench/results.json.
import type { ApiChildConfig, ApiChildReady } from './lib/api-server-child.ts';
import { startChild } from './lib/child.ts';
import { measureFilteredPages } from './lib/filtered-pages.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const SCALE_CLASSES = 10_000;

async function main(): Promise<void> {
  const config: ApiChildConfig = { bulkClasses: SCALE_CLASSES, logLevel: 'info' };
  const api = await startChild<ApiChildReady>('api-server-child.ts', {
    BENCH_API_CONFIG: JSON.stringify(config),
  });
  try {
    console.log(
      `Seeded ${SCALE_CLASSES} classes and their sessions in ${Math.round(api.ready.seedMs)} ms`,
    );
    const figures = await measureFilteredPages(api.ready.url, CONNECTIONS, DURATION_SECONDS);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
