// The start-up part of `npm run bench` (start-up.ts measures one load): the public pages and the
// student's dashboard, quiet and beside CPU-bound processes, the app and its floor (the same
// public pages without the app) in turns, so both see the same machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BareChromium } from './bare-chromium.ts';
import { makeMachineBusy } from './busy-machine.ts';
import { CLASS_PAGE_PATH, signedInProfiles } from './cheap-phone.ts';
import { serveBuild, startChild } from './child.ts';
import { copyWithoutApp } from './no-script-build.ts';
import type { SignedInStackReady } from './signed-in-stack-child.ts';
import {
  measureScrollLoad,
  measureTapLoad,
  spread,
  TAP_AT_MS,
  tapScenarios,
  type ScrollLoad,
  type Spread,
  type TapLoad,
} from './start-up.ts';

export type StartCondition = 'quiet' | 'busy';

export interface ScrollPage {
  label: string;
  path: string;
  who: string;
  /** 'app': the build as it ships; 'floor': the same page without the app. */
  build: 'app' | 'floor';
  runs: ScrollLoad[];
  touchMs: Spread;
  longestGapMs: Spread;
  blockingMs: Spread;
  error?: string;
}

export interface TapFigures {
  scenario: string;
  /** The tap measured: the scenario's last (the ones before it lead to it). */
  tap: string;
  path: string;
  runs: TapLoad[];
  responseMs: Spread;
  doneMs: Spread;
  /** Taps that had not done their job 10 s later. */
  notDone: number;
  error?: string;
}

export interface StartUpCondition {
  condition: StartCondition;
  busyProcesses: number;
  scrolls: ScrollPage[];
  taps: TapFigures[];
}

export interface StartUpResult {
  slowdown: number;
  loads: number;
  conditions: StartUpCondition[];
}

const SCROLL_PAGES = [
  { label: 'home', path: '/', who: 'visitor' },
  { label: 'classes', path: '/classes', who: 'visitor' },
  { label: 'a class page', path: CLASS_PAGE_PATH, who: 'visitor' },
  { label: "student's home", path: '/dashboard/studenthome', who: 'student' },
] as const;

const message = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

export async function benchStartUp(options: {
  staticDir: string;
  loads: number;
  conditions: readonly StartCondition[];
  step: (text: string) => void;
}): Promise<StartUpResult> {
  options.step('Start-up: the stack for signed-in pages, and the build without the app');
  const stack = await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
    BENCH_STATIC_DIR: options.staticDir,
  });
  const floorDir = await copyWithoutApp(options.staticDir);
  const floor = await serveBuild(floorDir);
  const profilesDir = await mkdtemp(join(tmpdir(), 'bench-start-profiles-'));
  try {
    const profiles = await signedInProfiles(stack.ready.url, profilesDir);
    const conditions: StartUpCondition[] = [];
    for (const condition of options.conditions) {
      const busy = condition === 'busy' ? makeMachineBusy() : null;
      try {
        options.step(`Start-up at 4x CPU, ${condition}: scrolls and taps from the first paint`);
        conditions.push({
          condition,
          busyProcesses: busy?.processes ?? 0,
          scrolls: await measureScrolls(stack.ready.url, floor.ready.url, profiles, options.loads),
          taps: await measureTaps(stack.ready.url, profiles, options.loads),
        });
      } finally {
        await busy?.stop();
      }
    }
    return { slowdown: 4, loads: options.loads, conditions };
  } finally {
    await rm(profilesDir, { recursive: true, force: true });
    await floor.stop();
    await stack.stop();
    await rm(join(floorDir, '..'), { recursive: true, force: true });
  }
}

/** One Chromium per reader (the visitor's a new profile, the student's signed in), one at a time. */
async function withReader<T>(
  who: string,
  profiles: Record<string, string>,
  measure: (browser: BareChromium) => Promise<T>,
): Promise<T> {
  const browser = await BareChromium.launch(who === 'visitor' ? undefined : profiles[who]);
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}

async function measureScrolls(
  appUrl: string,
  floorUrl: string,
  profiles: Record<string, string>,
  loads: number,
): Promise<ScrollPage[]> {
  const pages: ScrollPage[] = [];
  for (const page of SCROLL_PAGES) {
    // The floor has no app: a dashboard without it is an empty shell, so public pages only.
    const builds = page.who === 'visitor' ? (['app', 'floor'] as const) : (['app'] as const);
    const runs = new Map<string, ScrollLoad[]>(builds.map((build) => [build, []]));
    const errors = new Map<string, string>();
    await withReader(page.who, profiles, async (browser) => {
      // A Chromium's first load also pays for its own start: loaded once before any counts.
      await measureScrollLoad(browser, `${appUrl}${page.path}`).catch(() => undefined);
      // In turns: the app's load, then the floor's, so both see the same moments of the machine.
      for (let load = 0; load < loads; load++) {
        for (const build of builds) {
          if (errors.has(build)) continue;
          const base = build === 'app' ? appUrl : floorUrl;
          try {
            runs.get(build)!.push(await measureScrollLoad(browser, `${base}${page.path}`));
          } catch (error) {
            errors.set(build, message(error));
          }
        }
      }
    });
    for (const build of builds) {
      const done = runs.get(build)!;
      const drags = done.flatMap((run) => run.drags);
      pages.push({
        ...page,
        build,
        runs: done,
        touchMs: spread(drags.map((drag) => drag.touchMs)),
        longestGapMs: spread(drags.map((drag) => drag.longestGapMs)),
        blockingMs: spread(done.map((run) => run.blockingMs)),
        ...(errors.has(build) ? { error: errors.get(build) } : {}),
      });
    }
  }
  return pages;
}

async function measureTaps(
  appUrl: string,
  profiles: Record<string, string>,
  loads: number,
): Promise<TapFigures[]> {
  const figures: TapFigures[] = [];
  for (const scenario of tapScenarios(CLASS_PAGE_PATH)) {
    const runs: TapLoad[] = [];
    let error: string | undefined;
    await withReader(scenario.who, profiles, async (browser) => {
      const url = `${appUrl}${scenario.path}`;
      await measureTapLoad(browser, url, scenario, TAP_AT_MS.at(-1)!).catch(() => undefined);
      try {
        for (let load = 0; load < loads; load++)
          for (const at of TAP_AT_MS) runs.push(await measureTapLoad(browser, url, scenario, at));
      } catch (failure) {
        error = message(failure);
      }
    });
    const last = scenario.taps.at(-1)!;
    const measured = runs.map((run) => run.taps.find((tap) => tap.name === last.name) ?? null);
    figures.push({
      scenario: scenario.name,
      tap: last.name,
      path: scenario.path,
      runs,
      responseMs: spread(measured.map((tap) => tap?.responseMs ?? null)),
      doneMs: spread(measured.map((tap) => tap?.doneMs ?? null)),
      notDone: runs.filter((run) => run.taps.some((tap) => tap.doneMs === null)).length,
      ...(error ? { error } : {}),
    });
  }
  return figures;
}
