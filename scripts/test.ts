// `npm test`, in two lanes side by side: typecheck, lint, unused code (knip) and the unit and
// integration tests (Vitest, both projects); and the PWA build, the bundle budget and the
// end-to-end tests (Playwright in Debian's Chromium), in parts that either lane takes once it is
// free. Every stage runs even after a failure, so one run reports everything; the last line is
// exactly "N passed, N failed" and the exit code is non-zero when anything failed. Works with
// CI=true and no TTY.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';
import { e2eStackEnv, startE2eStack, type E2eStack } from './lib/e2e-stack-child.ts';
import { runCommand, runTool, type Output } from './lib/run-command.ts';
import {
  busyPercent,
  countCheck,
  countPlaywright,
  countVitest,
  readCpuTimes,
  summaryLine,
  type StageCount,
  type StageResult,
} from './lib/test-report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, 'test-results');
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
/**
 * The end-to-end tests run in this many parts (Playwright's shards), each a run of its own against
 * one stack for all. One Playwright worker leaves part of the machine idle while its pages and the
 * stack wait on each other; the checks and Vitest fill that at first, and when they are done their
 * lane takes a part too (docs/performance.md, "Where the test suite's time goes"). Each part pays
 * for starting Playwright and its browser, so there are few.
 */
const E2E_PARTS = 6;

const results: StageResult[] = [];

function banner(name: string): void {
  console.log(`\n=== ${name} ${'='.repeat(Math.max(0, 70 - name.length))}`);
}

/** The machine's CPU times now (undefined off Linux): each stage notes how busy its cores were. */
async function cpuTimes() {
  return readCpuTimes(await readFile('/proc/stat', 'utf8').catch(() => undefined));
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs one stage and records its counts. A stage run `sideBySide` with others holds its output
 * (and its banner) until it ends, so the stages' lines do not interleave.
 */
async function stage(
  name: string,
  run: (output: Output) => Promise<StageCount & { note?: string }>,
  { sideBySide = false } = {},
): Promise<StageResult> {
  const held: Buffer[] | undefined = sideBySide ? [] : undefined;
  if (!held) banner(name);
  const started = Date.now();
  const cpuBefore = await cpuTimes();
  let result: StageResult;
  try {
    result = { name, ...(await run(held ?? 'inherit')) };
  } catch (error) {
    result = {
      name,
      passed: 0,
      failed: 1,
      note: error instanceof Error ? error.message : String(error),
    };
  }
  if (held) {
    banner(name);
    process.stdout.write(Buffer.concat(held));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const busy = busyPercent(cpuBefore, await cpuTimes());
  result.note = [result.note, `${seconds} s`, busy === undefined ? '' : `cores ${busy} % busy`]
    .filter(Boolean)
    .join('; ');
  results.push(result);
  return result;
}

async function main(): Promise<void> {
  const started = Date.now();
  await mkdir(REPORTS, { recursive: true });
  // Tools decide about colours themselves (none without a TTY).
  const env = process.env;

  // The compiled messages are generated (decision 021): made once here, before the typecheck, the
  // build and the tests read them side by side.
  await runCommand(process.execPath, ['--import', 'tsx', 'scripts/i18n/compile-messages.ts'], {
    cwd: ROOT,
    env,
  });
  // The API's types, from its contract (decision 045): the typecheck reads them.
  await runCommand(
    process.execPath,
    ['--import', 'tsx', 'scripts/api-types/generate-api-types.ts'],
    {
      cwd: ROOT,
      env,
    },
  );

  // Two lanes side by side. The end-to-end tests mostly wait (for pages, the API, the emulator)
  // and leave a core idle, so the checks and Vitest (a worker per core, as vite.config.ts says)
  // run in a lane of their own beside the build and Playwright, then take the parts of the
  // end-to-end tests still to run; the held lane's stages print their output when each ends
  // (docs/performance.md, "Where the test suite's time goes").
  const sideBySide = { sideBySide: true };
  const checksAndVitest = async () => {
    await stage(
      'typecheck',
      async (output) => countCheck(await runTool(ROOT, 'tsc', ['-b'], env, output)),
      sideBySide,
    );
    await stage(
      'lint',
      async (output) => {
        const eslint = await runTool(ROOT, 'eslint', ['.', '--max-warnings=0'], env, output);
        // Import cycles (decision 050).
        const oxlint = await runTool(ROOT, 'oxlint', ['--deny-warnings'], env, output);
        // The house format: a file prettier would rewrite names itself here, not in a later diff.
        const prettier = await runTool(
          ROOT,
          'prettier',
          ['--check', '.', '--cache', '--log-level', 'warn'],
          env,
          output,
        );
        return countCheck(eslint || oxlint || prettier);
      },
      sideBySide,
    );
    await stage(
      'unused code (knip)',
      async (output) => countCheck(await runTool(ROOT, 'knip', ['--no-progress'], env, output)),
      sideBySide,
    );
    await stage(
      'unit and integration tests (vitest)',
      async (output) => {
        await rm(VITEST_REPORT, { force: true });
        const code = await runTool(
          ROOT,
          'vitest',
          ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
          env,
          output,
        );
        return countVitest(await readJson(VITEST_REPORT), code, ROOT);
      },
      sideBySide,
    );
  };
  /**
   * The build and its budget, then the stack every part of the end-to-end tests runs against
   * (each part is a Playwright run of its own, and starting a stack costs as much as a few tests);
   * or why the end-to-end tests cannot run.
   */
  const buildForPlaywright = async (): Promise<{ stack: E2eStack } | { notRunBecause: string }> => {
    const build = await stage('build (vite build)', async (output) =>
      countCheck(await runTool(ROOT, 'vite', ['build'], env, output)),
    );
    // The first-paint JavaScript budget of /, and what each public page runs before its first
    // interaction (decision 053), measured on the build just made.
    await stage('bundle budget (first paint of /, start-up of the public pages)', async () => {
      if (build.failed > 0) return { passed: 0, failed: 1, note: 'not run: the build failed' };
      return countCheck(
        await runCommand(process.execPath, ['--import', 'tsx', 'bench/budget.ts', '--guard'], {
          cwd: ROOT,
          env,
        }),
      );
    });
    if (build.failed > 0 || !existsSync(path.join(ROOT, 'dist', 'index.html'))) {
      return { notRunBecause: 'not run: the build failed' };
    }
    if (!(await ensureChromium())) return { notRunBecause: 'not run: Chromium is missing' };
    try {
      const stack = await startE2eStack(env);
      // The stack runs in a process group of its own: an interrupted run stops it before exiting.
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          void stack.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
        });
      }
      return { stack };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { notRunBecause: `not run: ${message}` };
    }
  };

  // The end-to-end tests' parts, taken in turn by whichever lane is free once the build is made.
  let nextPart = 1;
  /** Runs the parts of the end-to-end tests that no lane has taken yet, one after another. */
  const runEndToEndParts = async (
    start: Awaited<ReturnType<typeof buildForPlaywright>>,
    options = sideBySide,
  ) => {
    if (!('stack' in start)) return;
    const partEnv = { ...env, ...e2eStackEnv(start.stack.info) };
    while (nextPart <= E2E_PARTS) {
      const part = nextPart++;
      await stage(
        `end-to-end tests (playwright) ${part}/${E2E_PARTS}`,
        async (output) => {
          const report = path.join(REPORTS, `e2e-${part}.json`);
          await rm(report, { force: true });
          // The last part is the only one left once the other lane ends its own: two workers keep
          // both cores busy to the end.
          const workers = part === E2E_PARTS ? 2 : 1;
          const code = await runTool(
            ROOT,
            'playwright',
            [
              'test',
              `--shard=${part}/${E2E_PARTS}`,
              `--workers=${workers}`,
              `--output=${path.join(REPORTS, `e2e-artifacts-${part}`)}`,
            ],
            { ...partEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
            output,
          );
          return countPlaywright(await readJson(report), code);
        },
        options,
      );
    }
  };

  const endToEndStart = buildForPlaywright();
  await Promise.all([
    checksAndVitest().then(async () => runEndToEndParts(await endToEndStart)),
    // The build's lane streams its output.
    endToEndStart.then((start) => runEndToEndParts(start, { sideBySide: false })),
  ]);
  const start = await endToEndStart;
  if ('stack' in start) await start.stack.stop();
  else {
    results.push({
      name: 'end-to-end tests (playwright)',
      passed: 0,
      failed: 1,
      note: start.notRunBecause,
    });
  }

  banner('summary');
  for (const result of results) {
    const status = result.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `${status} ${result.name.padEnd(40)} ${result.passed} passed, ${result.failed} failed (${result.note})`,
    );
    for (const failure of result.failures ?? []) {
      console.log(`       ✗ ${failure.name}`);
      for (const line of failure.error.split('\n')) if (line) console.log(`           ${line}`);
    }
  }
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const line = summaryLine(results);
  console.log(line);
  process.exitCode = results.some((result) => result.failed > 0) ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(summaryLine([...results, { passed: 0, failed: 1 }]));
  process.exitCode = 1;
});
