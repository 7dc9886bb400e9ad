import { describe, expect, it } from 'vitest';
import type { LighthouseConditionName, LighthouseRun, RunFigures } from './lib/lighthouse-runs.ts';
import { cheapPhoneChecks, lighthouseChecks } from './lib/phone-targets.ts';

const figures = (performance: number, lcpMs: number | null, cls = 0): RunFigures => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 600,
  lcpMs,
  tbtMs: 100,
  cls,
});

/** A Lighthouse page of five runs whose median run is the third. */
function page(every: RunFigures[]): LighthouseRun {
  return {
    path: '/classes',
    formFactor: 'mobile',
    ...every[2]!,
    transferredBytes: 1,
    findings: [],
    everyRun: every,
  };
}

describe("the cheap phone's Lighthouse checks", () => {
  it('meet the targets when the median run scores 98 and every LCP is at most 1.0 s', () => {
    const run = page([
      figures(96, 900),
      figures(99, 1000),
      figures(98, 800),
      figures(99, 700),
      figures(97, 950),
    ]);
    expect(lighthouseChecks(run, 'alone').map((check) => check.verdict)).toEqual(['met', 'met']);
  });

  it('miss LCP when a single run is over 1.0 s, and name the worst', () => {
    const run = page([
      figures(99, 900),
      figures(99, 1010),
      figures(99, 800),
      figures(99, 700),
      figures(99, 950),
    ]);
    const [scores, lcp] = lighthouseChecks(run, 'busy');
    expect(scores?.verdict).toBe('met');
    expect(lcp?.verdict).toBe('missed');
    expect(lcp?.measured).toContain('worst LCP 1.01 s');
    expect(lcp?.target).toContain('(busy)');
  });

  it('miss the score below 98 or any other category below 100', () => {
    expect(
      lighthouseChecks(
        page([figures(99, 1), figures(99, 1), figures(97, 1), figures(99, 1), figures(99, 1)]),
        'alone',
      )[0]?.verdict,
    ).toBe('missed');
    const seo = page(Array.from({ length: 5 }, () => figures(100, 500)));
    seo.scores.seo = 92;
    expect(lighthouseChecks(seo, 'alone')[0]?.verdict).toBe('missed');
  });

  it('miss CLS above 0 in any run, and call a run without LCP not measured', () => {
    const shifted = page([
      figures(99, 500),
      figures(99, 500),
      figures(99, 500),
      figures(99, 500, 0.002),
      figures(99, 500),
    ]);
    expect(lighthouseChecks(shifted, 'alone')[1]?.verdict).toBe('missed');
    const failed = page([
      figures(99, 500),
      figures(99, null),
      figures(99, 500),
      figures(99, 500),
      figures(99, 500),
    ]);
    expect(lighthouseChecks(failed, 'alone')[1]?.verdict).toBe('not measured');
  });
});

describe('the cheap-phone floor: the pages without the app', () => {
  const condition = (name: LighthouseConditionName, run: LighthouseRun) => ({
    condition: name,
    busyProcesses: 0,
    loadAverage: { start: [], end: [] },
    runs: [run],
  });

  it('is quoted beside the same page alone, and never checked as a target of its own', () => {
    const alone = page(Array.from({ length: 5 }, () => figures(96, 1060)));
    const floor = page(Array.from({ length: 5 }, () => figures(100, 1050)));
    const checks = cheapPhoneChecks({
      lighthouseMobile: [condition('alone', alone), condition('no-script', floor)],
      cheapPhone: {},
    });
    const measured = checks.filter((check) => check.target.includes('(alone)'));
    expect(measured.map((check) => check.verdict)).toEqual(['missed', 'missed']);
    expect(measured[0]?.measured).toContain('without the app 100 (runs 100 100 100 100 100; TBT');
    expect(measured[1]?.measured).toContain('without the app 1.05 s, 1.05 s');
    expect(checks.some((check) => check.target.includes('no-script'))).toBe(false);
  });

  it('is the same pages busy for the busy runs, with their blocking time', () => {
    const busy = page(Array.from({ length: 5 }, () => figures(72, 1100)));
    const floorAlone = page(Array.from({ length: 5 }, () => figures(100, 1050)));
    const floorBusy = page(Array.from({ length: 5 }, () => ({ ...figures(97, 1080), tbtMs: 260 })));
    const checks = cheapPhoneChecks({
      lighthouseMobile: [
        condition('busy', busy),
        condition('no-script', floorAlone),
        condition('no-script-busy', floorBusy),
      ],
      cheapPhone: {},
    });
    const measured = checks.filter((check) => check.target.includes('(busy)'));
    expect(measured[0]?.measured).toContain(
      'without the app 97 (runs 97 97 97 97 97; TBT 260, 260, 260, 260, 260 ms)',
    );
    expect(measured[1]?.measured).toContain('without the app 1.08 s');
  });
});

describe('the cheap-phone checks', () => {
  it('say "not measured" for every skipped part, never met', () => {
    const checks = cheapPhoneChecks({ lighthouseMobile: [], cheapPhone: {} });
    expect(checks.map((check) => check.verdict)).toEqual(Array(4).fill('not measured'));
  });

  it('check long tasks on the median load and INP on the median run', () => {
    const checks = cheapPhoneChecks({
      lighthouseMobile: [],
      cheapPhone: {
        longTasks: {
          slowdown: 4,
          loads: 3,
          pages: [
            {
              label: 'home',
              path: '/',
              who: 'visitor',
              runs: [],
              median: { count: 0, longestMs: 0, blockingMs: 0 },
              worstLongestMs: 80,
            },
            {
              label: 'classes',
              path: '/classes',
              who: 'visitor',
              runs: [],
              median: { count: 1, longestMs: 60, blockingMs: 10 },
              worstLongestMs: 60,
            },
          ],
        },
        inp: {
          slowdown: 4,
          runs: 3,
          interactions: [
            {
              name: 'open the menu',
              who: 'visitor',
              viewport: '360 px',
              path: '/',
              runs: [120, 250, 180],
              medianMs: 180,
              maxMs: 250,
            },
            {
              name: 'Select',
              who: 'visitor',
              viewport: '412 px',
              path: '/classes',
              runs: [210, 190, 230],
              medianMs: 210,
              maxMs: 230,
            },
          ],
        },
      },
    });
    const verdicts = Object.fromEntries(checks.map((check) => [check.target, check.verdict]));
    expect(
      verdicts[
        'no task > 50 ms after first paint at 4x, no inspector: home (visitor, median of 0)'
      ],
    ).toBe('met');
    expect(
      verdicts[
        'no task > 50 ms after first paint at 4x, no inspector: classes (visitor, median of 0)'
      ],
    ).toBe('missed');
    expect(verdicts['INP <= 200 ms at 4x: open the menu (median of 3)']).toBe('met');
    expect(verdicts['INP <= 200 ms at 4x: Select (median of 3)']).toBe('missed');
  });
});
