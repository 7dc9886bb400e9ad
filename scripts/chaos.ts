// `npm run chaos`: the long chaos run (decision 052, e2e/chaos.spec.ts) on a stack of its own.
// Builds the PWA when needed, starts one stack, then runs the chaos spec once per round, each
// run going on from the report the one before wrote to test-results/chaos.json (docs/offline.md
// says how to read it). A round per Playwright run: in one long test, every step Playwright
// took scanned all the steps before it, and the rounds grew slower one after another.
// Options, all optional:
//   --actions N        actions in all (10000)
//   --seed S           the run's seed (a new one; printed either way)
//   --rate R           each fault rate, 0 to 1 (0.3: 30 % of requests faulted, delayed, held)
//   --students N       students with a device of their own in each round (6)
//   --round N          actions per round, each round a world of its own (500)
//   --think MS         a person's longest pause between two things (400)
//   --resume           go on with the run in test-results/chaos.json from its next round (its
//                      seed; the other options must be those it was started with)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { newSeed } from './chaos/fault-plan.ts';
import type { summarise } from './chaos/summary.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ensurePwaBuild } from './lib/pwa-build.ts';
import { e2eStackEnv, startE2eStack } from './lib/e2e-stack-child.ts';
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

type Report = Omit<ReturnType<typeof summarise>, 'rounds'> & {
  seed: number;
  resumedAt?: number[];
  rounds: unknown[];
};

const readReport = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Report;

async function main(): Promise<number> {
  const report = path.join(ROOT, 'test-results', 'chaos.json');
  const resumed = values.resume ? await readReport(report) : undefined;
  const seed = resumed ? String(resumed.seed) : (values.seed ?? String(newSeed()));
  const asked = Number(values.actions);
  await mkdir(path.dirname(report), { recursive: true });
  await ensurePwaBuild(ROOT, (line) => console.log(`[chaos] ${line}`));
  if (!(await ensureChromium((line) => console.error(`[chaos] ${line}`)))) return 1;
  console.log(
    `[chaos] seed ${seed}, ${values.actions} actions, figures in ${report}` +
      (resumed ? ` (resumed after ${resumed.rounds.length} rounds)` : ''),
  );
  if (!resumed) await rm(report, { force: true });
  else {
    // The round this sitting begins at, for the report's reader.
    resumed.resumedAt = [...(resumed.resumedAt ?? []), resumed.rounds.length];
    await writeFile(report, JSON.stringify(resumed, null, 2));
  }
  const stack = await startE2eStack();
  try {
    let rounds = resumed?.rounds.length;
    for (;;) {
      await runTool(
        ROOT,
        'playwright',
        ['test', 'e2e/chaos.spec.ts', '--workers=1', '--retries=0', '--reporter=line'],
        {
          ...process.env,
          ...e2eStackEnv(stack.info),
          CHAOS_SEED: seed,
          CHAOS_ACTIONS: values.actions,
          CHAOS_RATE: values.rate,
          CHAOS_STUDENTS: values.students,
          CHAOS_ROUND_ACTIONS: values.round,
          CHAOS_THINK_MS: values.think,
          CHAOS_REPORT: report,
          CHAOS_ROUNDS_NOW: '1',
          CHAOS_EVIDENCE_DIR: path.join(ROOT, 'test-results', 'chaos-evidence'),
          ...(rounds === undefined ? {} : { CHAOS_RESUME: report }),
        },
        'inherit',
      );
      // A round that failed its checks still wrote its figures; one that wrote none (the test
      // timed out, the browser would not start) ends the run.
      const now = await readReport(report).catch(() => undefined);
      if (!now || now.rounds.length === (rounds ?? 0)) {
        console.error(
          '[chaos] the last Playwright run added no round (it failed before its figures, or ' +
            'the run has had all the rounds it may): the run stops here',
        );
        return 1;
      }
      rounds = now.rounds.length;
      if (now.actions >= asked) {
        console.log(
          `[chaos] ${now.actions} actions in ${now.rounds.length} rounds, ` +
            `${now.violations} violations` +
            (now.violations ? ` (seeds ${now.failedSeeds.join(', ')})` : ''),
        );
        return now.violations === 0 ? 0 : 1;
      }
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
