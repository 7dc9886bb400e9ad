// `npm run chaos`: the long chaos run (decision 052, e2e/chaos.spec.ts) on a stack of its own.
// Builds the PWA when needed, then runs the chaos spec alone and writes its figures to
// test-results/chaos.json (docs/offline.md says how to read them). Options, all optional:
//   --actions N        actions in all (10000)
//   --seed S           the run's seed (a new one; printed either way)
//   --rate R           each fault rate, 0 to 1 (0.3: 30 % of requests faulted, delayed, held)
//   --students N       students with a device of their own in each round (6)
//   --round N          actions per round, each round a world of its own (500)
//   --think MS         a person's longest pause between two things (400)
//   --resume           go on with the run in test-results/chaos.json from its next round (its
//                      seed; the other options must be those it was started with)
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { newSeed } from './chaos/fault-plan.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ensurePwaBuild } from './lib/pwa-build.ts';
import { runTool } from './lib/run-command.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    actions: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    rate: { type: 'string', default: '0.3' },
    students: { type: 'string', default: '6' },
    round: { type: 'string', default: '500' },
    think: { type: 'string', default: '400' },
    resume: { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const report = path.join(ROOT, 'test-results', 'chaos.json');
  const resumed = values.resume
    ? (JSON.parse(await readFile(report, 'utf8')) as { seed: number; rounds: unknown[] })
    : undefined;
  const seed = resumed ? String(resumed.seed) : (values.seed ?? String(newSeed()));
  await mkdir(path.dirname(report), { recursive: true });
  await ensurePwaBuild(ROOT, (line) => console.log(`[chaos] ${line}`));
  if (!(await ensureChromium((line) => console.error(`[chaos] ${line}`)))) return 1;
  console.log(
    `[chaos] seed ${seed}, ${values.actions} actions, figures in ${report}` +
      (resumed ? ` (resumed after ${resumed.rounds.length} rounds)` : ''),
  );
  const env = {
    ...process.env,
    CHAOS_SEED: seed,
    CHAOS_ACTIONS: values.actions,
    CHAOS_RATE: values.rate,
    CHAOS_STUDENTS: values.students,
    CHAOS_ROUND_ACTIONS: values.round,
    CHAOS_THINK_MS: values.think,
    CHAOS_REPORT: report,
    ...(resumed ? { CHAOS_RESUME: report } : {}),
  };
  return runTool(
    ROOT,
    'playwright',
    ['test', 'e2e/chaos.spec.ts', '--workers=1', '--retries=0', '--reporter=line'],
    env,
    'inherit',
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
