// The payments export's memory alone (`npx tsx bench/exports.ts`); `npm run bench` runs it too
// (its part 'exports'). See bench/lib/exports-bench.ts and docs/performance.md.
import { benchExports, printExportReport } from './lib/exports-bench.ts';

const started = performance.now();
const step = (text: string) =>
  console.log(`[${Math.round((performance.now() - started) / 1000)} s] ${text}`);

benchExports(step)
  .then(printExportReport)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
