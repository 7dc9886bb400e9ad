// The terminal report of the cheap-phone figures: long tasks after first paint and INP at 4× CPU,
// and
// Lighthouse mobile alone and on a busy machine with every run (the same figures as results.json).
import type { CheapPhoneResult } from './cheap-phone.ts';
import type { LongTaskResult } from './long-tasks.ts';
import { describeCondition, type LighthouseCondition } from './lighthouse-mobile.ts';
import { ms, table } from './table.ts';

const seconds = (value: number | null) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

export function printCheapPhone(
  cheapPhone: CheapPhoneResult,
  lighthouseMobile: readonly LighthouseCondition[],
): void {
  const { longTasks, longTasksInspected, inp } = cheapPhone;
  if (longTasks) printLongTasks(longTasks, 'no inspector, as a phone runs it');
  if (longTasksInspected)
    printLongTasks(
      longTasksInspected,
      'through Playwright, whose inspector adds work: decision 028',
    );
  if (inp) {
    console.log(
      `\nINP at ${inp.slowdown}x CPU (web-vitals; each run a fresh load, the tap once the app has taken over the element; 16 = under web-vitals' lowest threshold)`,
    );
    console.log(
      table(
        ['interaction', 'who', 'width', 'median', 'max', 'runs'],
        inp.interactions.map((item) => [
          item.name,
          item.who,
          item.viewport,
          ms(item.medianMs),
          ms(item.maxMs),
          `${item.runs.join(' ')}${item.error ? ` (error: ${item.error})` : ''}`,
        ]),
      ),
    );
  }
  for (const condition of lighthouseMobile) {
    console.log(
      `\nLighthouse mobile, ${describeCondition(condition.condition, condition.busyProcesses)}, load average ${condition.loadAverage.start.join(' ')} -> ${condition.loadAverage.end.join(' ')} ` +
        '(median run: perf/a11y/bp/seo; every run: perf, LCP, TBT, CLS)',
    );
    console.log(
      table(
        ['page', 'median run', 'FCP', 'LCP', 'TBT', 'CLS', 'every run (perf LCP TBT CLS)'],
        condition.runs.map((run) => [
          run.path,
          `${run.scores.performance ?? '-'}/${run.scores.accessibility ?? '-'}/${run.scores['best-practices'] ?? '-'}/${run.scores.seo ?? '-'}`,
          seconds(run.fcpMs),
          seconds(run.lcpMs),
          ms(run.tbtMs),
          run.cls === null ? '-' : run.cls.toFixed(3),
          (run.everyRun ?? [])
            .map((figures) =>
              figures.error && figures.scores.performance === null
                ? 'error'
                : `${figures.scores.performance ?? '-'} ${seconds(figures.lcpMs)} ${ms(figures.tbtMs)} ${figures.cls?.toFixed(3) ?? '-'}`,
            )
            .join(' | '),
        ]),
      ),
    );
    for (const run of condition.runs)
      for (const finding of run.findings) console.log(`  ${run.path}: ${finding}`);
  }
}

function printLongTasks(longTasks: LongTaskResult, how: string): void {
  console.log(
    `\nLong tasks after first contentful paint at ${longTasks.slowdown}x CPU, ${how} (median of ${longTasks.loads} loads; every load: tasks/longest)`,
  );
  console.log(
    table(
      ['page', 'who', 'FCP', 'tasks > 50 ms', 'longest', 'blocking', 'every load'],
      longTasks.pages.map((page) => [
        page.label === page.path ? page.path : `${page.label} ${page.path}`,
        page.who,
        ms(page.runs[0]?.fcpMs ?? null),
        page.median?.count ?? (page.error ? `error: ${page.error}` : '-'),
        ms(page.median?.longestMs ?? null),
        ms(page.median?.blockingMs ?? null),
        page.runs.map((run) => `${run.count}/${run.longestMs}`).join(' '),
      ]),
    ),
  );
}
