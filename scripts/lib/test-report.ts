// Turning each stage of `npm test` into passed/failed counts: test cases from the JSON reports
// of Vitest and Playwright, one check each for typecheck, lint and build. A tool that failed
// without a failing test (a crash, a file that does not load, a broken global setup) still
// counts as one failure, so the summary can never read "0 failed" after a failure.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface StageCount {
  passed: number;
  failed: number;
  /**
   * The failing tests, so the summary at the end of a log names them and says why: a CI log may
   * keep only its end.
   */
  failures?: TestFailure[];
}

export interface TestFailure {
  /** "file › title", the file relative to the repository. */
  name: string;
  /** The first lines of the error, without colours. */
  error: string;
}

const ERROR_LINES = 4;
const ERROR_LINE_LENGTH = 200;

/** The start of an error message as a log's summary shows it: a few lines, plain text. */
export function errorExcerpt(message: string | undefined): string {
  return stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) =>
      line.length > ERROR_LINE_LENGTH ? `${line.slice(0, ERROR_LINE_LENGTH)}…` : line,
    )
    .join('\n');
}

export interface StageResult extends StageCount {
  name: string;
  note?: string;
}

/** A check that is one pass or one failure (typecheck, lint, build). */
export function countCheck(exitCode: number): StageCount {
  return exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

interface VitestJson {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Vitest's json reporter output; `report` undefined when the file was not written. Its test
 * files' absolute paths are named relative to `root`, the repository.
 */
export function countVitest(report: unknown, exitCode: number, root = process.cwd()): StageCount {
  const json = (report ?? {}) as VitestJson;
  const passed = json.numPassedTests ?? 0;
  let failed = json.numFailedTests ?? 0;
  if (exitCode !== 0 && failed === 0) failed = 1;
  const failures = (json.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${path.relative(root, file.name ?? '')} › ${test.fullName ?? ''}`,
        error: errorExcerpt(test.failureMessages?.[0]),
      })),
  );
  return { passed, failed, failures };
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { status?: string; results?: { errors?: { message?: string }[] }[] }[];
  }[];
}

interface PlaywrightJson {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

function unexpectedSpecs(suites: readonly PlaywrightSuite[] = []): TestFailure[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => {
      const test = spec.tests?.find((candidate) => candidate.status === 'unexpected');
      if (!test) return [];
      // The last try's error: the one that made the test fail.
      const error = test.results?.at(-1)?.errors?.[0]?.message;
      return [
        {
          name: `${spec.file ?? suite.file ?? ''}:${spec.line ?? 0} › ${spec.title ?? ''}`,
          error: errorExcerpt(error),
        },
      ];
    }),
    ...unexpectedSpecs(suite.suites),
  ]);
}

/** Playwright's json reporter output. A flaky test (failed, then passed on retry) counts as passed. */
export function countPlaywright(report: unknown, exitCode: number): StageCount {
  const json = (report ?? {}) as PlaywrightJson;
  const stats = json.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed, failures: unexpectedSpecs(json.suites) };
}

/** The last line of `npm test`, exactly "N passed, N failed". */
export function summaryLine(results: readonly StageCount[]): string {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

/** The machine's CPU time so far, busy and in all (Linux /proc/stat; undefined elsewhere). */
export function readCpuTimes(stat?: string): { busy: number; total: number } | undefined {
  const line = stat?.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal …: idle and iowait are the time no one used.
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/** How busy the machine's cores were between two readings, as a whole percentage. */
export function busyPercent(
  before: ReturnType<typeof readCpuTimes>,
  after: ReturnType<typeof readCpuTimes>,
): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return Math.round((100 * (after.busy - before.busy)) / (after.total - before.total));
}
