// `tsx bench/experiments/lighthouse-ab.ts <dist A> <dist B> [runs] [path …]`: Lighthouse mobile on
// two builds in turns (A, B, A, B …), each served by the real API on its own seeded database, so
// a change's effect on FCP, LCP and TBT is seen on the same machine load. Prints every run.
import { serveBuild } from '../lib/child.ts';
import { runLighthouse } from '../lib/lighthouse-runs.ts';
import { loadAverageText } from '../lib/machine.ts';

const [distA, distB, runs = '3', ...rest] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: lighthouse-ab.ts <dist A> <dist B> [runs] [path …]');
const paths = rest.length > 0 ? rest : ['/', '/classes'];
const servers = { A: await serveBuild(distA), B: await serveBuild(distB) };
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)}`);
try {
  console.log(`load average at start: ${loadAverageText()}`);
  for (const path of paths)
    for (let run = 0; run < Number(runs); run++)
      for (const [name, server] of Object.entries(servers)) {
        const result = await runLighthouse(server.ready.url, path, 'mobile', 1);
        console.log(
          `${path} ${name}: perf ${result.scores.performance ?? '-'} FCP ${ms(result.fcpMs)} LCP ${ms(result.lcpMs)} TBT ${ms(result.tbtMs)} (load ${loadAverageText()})${result.error ? ` ${result.error}` : ''}`,
        );
      }
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
