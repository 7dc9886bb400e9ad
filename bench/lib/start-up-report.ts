// The start-up figures (start-up-bench.ts) in the terminal, and the targets they are held to.
import type { StartBuild, StartUpResult } from './start-up-bench.ts';
import { ms, table } from './table.ts';
import { verdict, type TargetCheck } from './verdict.ts';

export const START_TARGETS = {
  /** No gap between the frames a person sees longer than this while the page scrolls. */
  frameGapMs: 50,
  /** A tap answered by its next paint: at the median, and at the worst. */
  tapMedianMs: 100,
  tapWorstMs: 200,
  /** Σ (task − 50 ms) from the first paint through 10 s. */
  blockingMs: 100,
} as const;

const BUILD_NAMES: Record<StartBuild, string> = {
  app: 'app',
  compared: 'compared with',
  floor: 'without the app',
};

const spreadText = (figures: { median: number | null; worst: number | null }) =>
  `${ms(figures.median)} / ${ms(figures.worst)}`;

export function printStartUp(result: StartUpResult): void {
  for (const condition of result.conditions) {
    const busy =
      condition.busyProcesses > 0
        ? `beside ${condition.busyProcesses} CPU-bound process${condition.busyProcesses > 1 ? 'es' : ''}`
        : 'quiet';
    console.log(
      `\nStart-up at ${result.slowdown}x CPU, ${busy}: scrolls at the first paint, 2 s and 5 s after, ${result.loads} loads (median / worst; "frame gap shown": the frames that moved the page while the browser scrolled it; "main-thread frame gap": the page's own frames while a finger dragged)`,
    );
    console.log(
      table(
        [
          'page',
          'build',
          'first touch to paint',
          'frame gap shown',
          'main-thread frame gap',
          'blocking, paint to 10 s',
        ],
        condition.scrolls.map((page) => [
          `${page.label}${page.error ? ` (error: ${page.error})` : ''}`,
          BUILD_NAMES[page.build],
          spreadText(page.touchMs),
          // Absent from the results of a run before it was measured.
          page.shownGapMs ? spreadText(page.shownGapMs) : '-',
          spreadText(page.longestGapMs),
          spreadText(page.blockingMs),
        ]),
      ),
    );
    console.log(
      `\nTaps at the first paint, 1 s and 3 s after it, ${busy} (median / worst; "after handlers": of the wait for the next paint, the part after the tap's handlers had run; "not done": the tap had not done its job 10 s later)`,
    );
    console.log(
      table(
        ['tap', 'page', 'build', 'to next paint', 'after handlers', 'until done', 'not done'],
        condition.taps.map((tap) => [
          `${tap.scenario}${tap.build === 'floor' ? `: ${tap.tap}` : ''}${tap.error ? ` (error: ${tap.error})` : ''}`,
          tap.path,
          BUILD_NAMES[tap.build],
          spreadText(tap.responseMs),
          // Absent from the results of a run before it was measured.
          tap.afterHandlersMs ? spreadText(tap.afterHandlersMs) : '-',
          spreadText(tap.doneMs),
          `${tap.notDone} of ${tap.runs.length}`,
        ]),
      ),
    );
  }
}

/** One check per condition and figure: the app's pages against START_TARGETS. */
export function startUpChecks(result: StartUpResult | undefined): TargetCheck[] {
  if (!result)
    return [
      { target: 'start-up at 4x (scrolls, taps)', measured: 'skipped', verdict: 'not measured' },
    ];
  const checks: TargetCheck[] = [];
  for (const condition of result.conditions) {
    const where = `start-up at 4x, ${condition.condition}`;
    const pages = condition.scrolls.filter((page) => page.build === 'app');
    const taps = condition.taps.filter((tap) => tap.build === 'app');
    const failed = pages.some((page) => page.error) || taps.some((tap) => tap.error);
    const worstOf = (values: (number | null)[]) =>
      values.some((value) => value === null) ? null : Math.max(...(values as number[]));
    const gap = worstOf(pages.map((page) => page.shownGapMs?.worst ?? null));
    const blocking = worstOf(pages.map((page) => page.blockingMs.median));
    const tapMedian = worstOf(taps.map((tap) => tap.responseMs.median));
    const tapWorst = worstOf(taps.map((tap) => tap.responseMs.worst));
    const floorTaps = condition.taps.filter((tap) => tap.build === 'floor' && !tap.error);
    const tapFloor = floorTaps.length
      ? `; without the app, its buttons only pressed: slowest median ${worstOf(floorTaps.map((tap) => tap.responseMs.median)) ?? '-'} ms, worst ${worstOf(floorTaps.map((tap) => tap.responseMs.worst)) ?? '-'} ms`
      : '';
    const notDone = taps.reduce((sum, tap) => sum + tap.notDone, 0);
    const figure = (value: number | null, detail: string) =>
      value === null || failed ? 'not measured' : `${value} ms (${detail})`;
    checks.push(
      {
        target: `${where}: no frame gap > ${START_TARGETS.frameGapMs} ms while scrolling`,
        measured: figure(
          gap,
          `${pages.map((page) => `${page.label} ${page.shownGapMs?.worst ?? '-'}`).join(', ')}; the main thread's own frames while a finger dragged: ${pages.map((page) => `${page.label} ${page.longestGapMs.worst}`).join(', ')}`,
        ),
        verdict: verdict(gap === null || failed ? null : gap <= START_TARGETS.frameGapMs),
      },
      {
        target: `${where}: taps answered by the next paint, median <= ${START_TARGETS.tapMedianMs} ms, worst <= ${START_TARGETS.tapWorstMs} ms, every tap done`,
        measured:
          tapMedian === null || tapWorst === null || failed
            ? 'not measured'
            : `slowest median ${tapMedian} ms, worst ${tapWorst} ms, ${notDone} not done${tapFloor}`,
        verdict: verdict(
          tapMedian === null || tapWorst === null || failed
            ? null
            : tapMedian <= START_TARGETS.tapMedianMs &&
                tapWorst <= START_TARGETS.tapWorstMs &&
                notDone === 0,
        ),
      },
      {
        target: `${where}: blocking from the first paint through 10 s <= ${START_TARGETS.blockingMs} ms (median)`,
        measured: figure(
          blocking,
          pages.map((page) => `${page.label} ${page.blockingMs.median}`).join(', '),
        ),
        verdict: verdict(blocking === null || failed ? null : blocking <= START_TARGETS.blockingMs),
      },
    );
  }
  return checks;
}
