import { describe, expect, it } from 'vitest';
import {
  busyPercent,
  countCheck,
  countPlaywright,
  countVitest,
  errorExcerpt,
  readCpuTimes,
  summaryLine,
} from './test-report.ts';

describe('npm test counting', () => {
  it('counts a typecheck, lint or build as one check', () => {
    expect(countCheck(0)).toEqual({ passed: 1, failed: 0 });
    expect(countCheck(2)).toEqual({ passed: 0, failed: 1 });
  });

  it("counts Vitest's passed and failed test cases", () => {
    expect(countVitest({ numPassedTests: 40, numFailedTests: 2 }, 1)).toEqual({
      passed: 40,
      failed: 2,
      failures: [],
    });
  });

  it('names the failing Vitest and Playwright tests, relative to the repository, and says why', () => {
    expect(
      countVitest(
        {
          numPassedTests: 1,
          numFailedTests: 1,
          testResults: [
            {
              name: '/tmp/clone/pwa/lib/a.test.ts',
              assertionResults: [
                { status: 'passed', fullName: 'a works' },
                {
                  status: 'failed',
                  fullName: 'a refuses',
                  failureMessages: [
                    '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.test.ts:3:1\n',
                  ],
                },
              ],
            },
          ],
        },
        1,
        '/tmp/clone',
      ).failures,
    ).toEqual([
      {
        name: 'pwa/lib/a.test.ts › a refuses',
        error: 'AssertionError: expected 1 to be 2\n    at a.test.ts:3:1',
      },
    ]);
    expect(
      countPlaywright(
        {
          stats: { expected: 1, unexpected: 1 },
          suites: [
            {
              file: 'visitor.spec.ts',
              suites: [
                {
                  specs: [
                    {
                      title: 'browses',
                      file: 'visitor.spec.ts',
                      line: 9,
                      tests: [{ status: 'expected' }],
                    },
                    {
                      title: 'logs in',
                      file: 'visitor.spec.ts',
                      line: 20,
                      tests: [
                        {
                          status: 'unexpected',
                          results: [
                            { errors: [{ message: 'Error: first try' }] },
                            { errors: [{ message: 'Error: timed out\nCall log:\n  - waiting' }] },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        1,
      ).failures,
    ).toEqual([
      { name: 'visitor.spec.ts:20 › logs in', error: 'Error: timed out\nCall log:\n  - waiting' },
    ]);
  });

  it('keeps the first four lines of an error, each cut at 200 characters', () => {
    const excerpt = errorExcerpt(['one', 'two', 'x'.repeat(250), 'four', 'five'].join('\n'));
    expect(excerpt.split('\n')).toEqual(['one', 'two', `${'x'.repeat(200)}…`, 'four']);
    expect(errorExcerpt(undefined)).toBe('');
  });

  it('counts a Vitest run that failed without a failing test (a file that does not load) as one failure', () => {
    expect(countVitest({ numPassedTests: 5, numFailedTests: 0 }, 1)).toMatchObject({
      passed: 5,
      failed: 1,
    });
    expect(countVitest(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('counts a flaky Playwright test (passed on retry) as passed and skipped ones not at all', () => {
    expect(
      countPlaywright({ stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 } }, 1),
    ).toMatchObject({
      passed: 4,
      failed: 1,
    });
  });

  it('counts a Playwright run that broke before any test (global setup) as one failure', () => {
    expect(countPlaywright({ stats: { expected: 0, unexpected: 0 } }, 1)).toMatchObject({
      passed: 0,
      failed: 1,
    });
    expect(countPlaywright(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('prints the summary line in the exact form "N passed, N failed"', () => {
    expect(
      summaryLine([
        { passed: 1, failed: 0 },
        { passed: 40, failed: 1 },
      ]),
    ).toBe('41 passed, 1 failed');
    expect(summaryLine([])).toBe('0 passed, 0 failed');
  });
});

describe('busyPercent', () => {
  const stat = (user: number, idle: number) =>
    `cpu  ${user} 0 0 ${idle} 0 0 0 0 0 0\ncpu0 ${user} 0 0 ${idle} 0 0 0 0 0 0\n`;

  it('is the share of the time between two readings the cores were not idle', () => {
    expect(busyPercent(readCpuTimes(stat(100, 100)), readCpuTimes(stat(175, 125)))).toBe(75);
  });

  it('is unknown without /proc/stat or without time between the readings', () => {
    expect(readCpuTimes(undefined)).toBeUndefined();
    expect(busyPercent(undefined, readCpuTimes(stat(1, 1)))).toBeUndefined();
    expect(busyPercent(readCpuTimes(stat(1, 1)), readCpuTimes(stat(1, 1)))).toBeUndefined();
  });
});
