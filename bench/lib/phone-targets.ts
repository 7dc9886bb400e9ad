// The cheap-phone targets: Lighthouse mobile alone and on a busy machine,
// no long task after first paint at 4× CPU, INP <= 200 ms at 4× CPU. Called by checkTargets.
import type { CheapPhoneResult } from './cheap-phone.ts';
import type { LighthouseCondition } from './lighthouse-mobile.ts';
import type { LighthouseRun } from './lighthouse-runs.ts';
import { median, worst } from './stats.ts';
import { verdict, type TargetCheck } from './verdict.ts';

export const PHONE_TARGETS = {
  performance: 98,
  /** LCP in the mobile simulation, in every run (not only the median's). */
  lcpMs: 1_000,
  inpMs: 200,
} as const;

const CONDITIONS: LighthouseCondition['condition'][] = ['alone', 'busy'];
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
/** CLS 0 as Lighthouse shows it: zero to three decimals. */
const clsIsZero = (cls: number) => Number(cls.toFixed(3)) === 0;

/**
 * Two checks per page: the scores of the median run, and LCP/CLS of every run. `floor`: the same
 * page without the app in the same condition (lighthouse-mobile.ts), quoted beside the figures.
 */
export function lighthouseChecks(
  run: LighthouseRun,
  condition: string,
  floor?: LighthouseRun,
): TargetCheck[] {
  const where = `Lighthouse mobile ${run.path} (${condition})`;
  const every = run.everyRun ?? [run];
  const { performance, accessibility, seo } = run.scores;
  const bestPractices = run.scores['best-practices'];
  const scored = [performance, accessibility, bestPractices, seo].every((score) => score !== null);
  const spread = every.map((figures) => figures.scores.performance ?? '-').join(' ');
  const lcps = every.map((figures) => figures.lcpMs);
  const clss = every.map((figures) => figures.cls);
  const allMeasured = every.length > 0 && [...lcps, ...clss].every((value) => value !== null);
  const worstLcp = worst(lcps);
  const worstCls = worst(clss);
  const floorRuns = floor ? (floor.everyRun ?? [floor]) : [];
  const withoutApp = floor
    ? {
        score:
          `; without the app ${floor.scores.performance ?? '-'} (runs ${floorRuns.map((figures) => figures.scores.performance ?? '-').join(' ')}; ` +
          `TBT ${floorRuns.map((figures) => (figures.tbtMs === null ? '-' : Math.round(figures.tbtMs))).join(', ')} ms)`,
        lcp: `; without the app ${floorRuns.map((figures) => seconds(figures.lcpMs)).join(', ')}`,
      }
    : { score: '', lcp: '' };
  return [
    {
      target: `${where}: perf >= ${PHONE_TARGETS.performance} (median of ${every.length}), a11y/bp/seo 100`,
      measured: scored
        ? `${performance} (runs ${spread}) / ${accessibility}/${bestPractices}/${seo}${withoutApp.score}`
        : (run.error ?? 'no scores'),
      verdict: verdict(
        scored
          ? (performance ?? 0) >= PHONE_TARGETS.performance &&
              accessibility === 100 &&
              bestPractices === 100 &&
              seo === 100
          : null,
      ),
    },
    {
      target: `${where}: LCP <= ${seconds(PHONE_TARGETS.lcpMs)} and CLS 0 in every run`,
      measured: allMeasured
        ? `worst LCP ${seconds(worstLcp)} (runs ${lcps.map((lcp) => seconds(lcp)).join(', ')}), worst CLS ${worstCls?.toFixed(3)}${withoutApp.lcp}`
        : `${every.filter((figures) => figures.lcpMs !== null).length} of ${every.length} runs measured${run.error ? `: ${run.error}` : ''}`,
      verdict: verdict(
        allMeasured ? worstLcp! <= PHONE_TARGETS.lcpMs && clsIsZero(worstCls!) : null,
      ),
    },
  ];
}

export function cheapPhoneChecks(input: {
  lighthouseMobile: LighthouseCondition[];
  cheapPhone: CheapPhoneResult;
}): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const floorOf = (condition: LighthouseCondition['condition']) =>
    input.lighthouseMobile.find(
      (item) => item.condition === (condition === 'busy' ? 'no-script-busy' : 'no-script'),
    );
  for (const condition of CONDITIONS) {
    const measured = input.lighthouseMobile.find((item) => item.condition === condition);
    const floor = floorOf(condition);
    if (!measured) {
      checks.push({
        target: `Lighthouse mobile (${condition}): perf >= ${PHONE_TARGETS.performance}, LCP <= 1.0 s in every run`,
        measured: 'skipped',
        verdict: 'not measured',
      });
      continue;
    }
    for (const run of measured.runs)
      checks.push(
        ...lighthouseChecks(
          run,
          condition,
          floor?.runs.find((item) => item.path === run.path),
        ),
      );
  }

  const longTasks = input.cheapPhone.longTasks;
  if (!longTasks)
    checks.push({
      target: 'no task > 50 ms after first paint at 4x',
      measured: 'skipped',
      verdict: 'not measured',
    });
  for (const page of longTasks?.pages ?? []) {
    const figures = page.median;
    checks.push({
      target: `no task > 50 ms after first paint at 4x, no inspector: ${page.label} (${page.who}, median of ${page.runs.length})`,
      measured: figures
        ? `${figures.count} tasks, longest ${figures.longestMs} ms, blocking ${figures.blockingMs} ms (worst load's longest ${page.worstLongestMs} ms)`
        : (page.error ?? 'not measured'),
      verdict: verdict(figures ? figures.count === 0 : null),
    });
  }

  const inp = input.cheapPhone.inp;
  if (!inp)
    checks.push({
      target: `INP <= ${PHONE_TARGETS.inpMs} ms at 4x`,
      measured: 'skipped',
      verdict: 'not measured',
    });
  for (const interaction of inp?.interactions ?? []) {
    const middle = median(interaction.runs);
    checks.push({
      target: `INP <= ${PHONE_TARGETS.inpMs} ms at 4x: ${interaction.name} (median of ${interaction.runs.length})`,
      measured:
        middle === null
          ? (interaction.error ?? 'not measured')
          : `median ${middle} ms, max ${interaction.maxMs} ms (runs ${interaction.runs.join(', ')})${interaction.error ? `; ${interaction.error}` : ''}`,
      verdict: verdict(middle === null ? null : middle <= PHONE_TARGETS.inpMs),
    });
  }
  return checks;
}
