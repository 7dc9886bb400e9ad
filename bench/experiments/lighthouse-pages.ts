// `tsx bench/experiments/lighthouse-pages.ts [runs] [distDir]`: Lighthouse's mobile run (or
// desktop with LIGHTHOUSE_FORM=desktop) of / and /classes against the built app (`vite build`
// first; default dist/), served by the real API on a fresh seeded database in its own process,
// as `npm run bench` does, but without the API load tests. Each page runs `runs` times (default 3)
// in a fresh Chromium; it prints every run and the median, with the load average before and after
// (the figures move with the machine's load: quote the median with it).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBuild } from '../lib/child.ts';
import { runLighthouse, type LighthouseRun } from '../lib/lighthouse-runs.ts';
import { median } from '../lib/stats.ts';
import { loadAverageText } from '../lib/machine.ts';

const PATHS = ['/', '/classes'];
function line(
  run: Pick<LighthouseRun, 'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'transferredBytes'>,
) {
  const { performance, accessibility, seo } = run.scores;
  const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);
  return [
    `perf ${performance} a11y ${accessibility} bp ${run.scores['best-practices']} seo ${seo}`,
    `FCP ${ms(run.fcpMs)} LCP ${ms(run.lcpMs)} TBT ${run.tbtMs?.toFixed(0)} ms`,
    `CLS ${run.cls?.toFixed(3)} ${((run.transferredBytes ?? 0) / 1024).toFixed(0)} KB`,
  ].join(' | ');
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const distDir = resolve(process.argv[3] ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const formFactor = process.env.LIGHTHOUSE_FORM === 'desktop' ? 'desktop' : 'mobile';
  console.log(`load average at start: ${loadAverageText()}`);
  const api = await serveBuild(distDir);
  try {
    for (const path of PATHS) {
      const results: LighthouseRun[] = [];
      for (let index = 0; index < runs; index++) {
        const run = await runLighthouse(api.ready.url, path, formFactor);
        results.push(run);
        console.log(`${path} ${formFactor} #${index + 1}: ${run.error ?? line(run)}`);
        for (const finding of run.findings) console.log(`    ${finding}`);
      }
      const pick = <K extends keyof LighthouseRun>(key: K) => results.map((run) => run[key]);
      const scores = Object.fromEntries(
        (['performance', 'accessibility', 'best-practices', 'seo'] as const).map((id) => [
          id,
          median(results.map((run) => run.scores[id])),
        ]),
      ) as LighthouseRun['scores'];
      console.log(
        `${path} ${formFactor} median of ${runs}: ${line({
          scores,
          fcpMs: median(pick('fcpMs')),
          lcpMs: median(pick('lcpMs')),
          tbtMs: median(pick('tbtMs')),
          cls: median(pick('cls')),
          transferredBytes: median(pick('transferredBytes')),
        })}`,
      );
    }
  } finally {
    await api.stop();
    console.log(`load average at end: ${loadAverageText()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
