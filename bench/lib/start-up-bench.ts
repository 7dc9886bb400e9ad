// The start-up part of `npm run bench` (start-up.ts measures one load): the public pages and the
// student's dashboard, quiet and beside CPU-bound processes, the app and its floor (the same
// public pages without the app) in turns, so both see the same machine. Given another build
// (BENCH_START_COMPARE_DIR, e.g. the commit before a change), its public pages and their taps
// are measured in the same turns: a change's effect, apart from the machine's moods.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BareChromium } from './bare-chromium.ts';
import { makeMachineBusy } from './busy-machine.ts';
import { CLASS_PAGE_PATH, signedInProfiles } from './cheap-phone.ts';
import { serveBuild, startChild } from './child.ts';
import { copyWithoutApp } from './no-script-build.ts';
import { checkPagePolicy } from '../../scripts/lib/inline-script-policy.ts';
import { RENDERER_FILE, rendererDirOf } from '../../shared/pages/page-renderer.ts';
import type { SignedInStackReady } from './signed-in-stack-child.ts';
import {
  floorTap,
  measureScrollLoad,
  measureShownScrollLoad,
  measureTapLoad,
  spread,
  TAP_AT_MS,
  tapScenarios,
  type ScrollLoad,
  type ShownScrollLoad,
  type Spread,
  type TapLoad,
} from './start-up.ts';

export type StartCondition = 'quiet' | 'busy';

export interface ScrollPage {
  label: string;
  path: string;
  who: string;
  /**
   * 'app': the build as it ships; 'compared': the other build given to compare it with; 'floor':
   * the same page without the app.
   */
  build: StartBuild;
  runs: ScrollLoad[];
  /** The loads with a scroll the browser drives (measureShownScrollLoad); absent before it was measured. */
  shownRuns?: ShownScrollLoad[];
  touchMs: Spread;
  /** The main thread's frames (requestAnimationFrame) while a finger dragged. */
  longestGapMs: Spread;
  /** The frames that moved the page while the browser scrolled it: the ones a person sees. */
  shownGapMs?: Spread;
  blockingMs: Spread;
  error?: string;
}

export type StartBuild = 'app' | 'compared' | 'floor';

export interface TapFigures {
  scenario: string;
  build: StartBuild;
  /**
   * The tap measured: the scenario's last (the ones before it lead to it); for the floor, the
   * page's first button pressed without the app (floorTap).
   */
  tap: string;
  path: string;
  runs: TapLoad[];
  responseMs: Spread;
  /** Of the wait for the next paint, the part after the tap's handlers had run (tapAfterHandlers). */
  afterHandlersMs: Spread;
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
  /** Another build whose public pages are measured in the same turns. */
  compareDir?: string;
  loads: number;
  conditions: readonly StartCondition[];
  step: (text: string) => void;
}): Promise<StartUpResult> {
  for (const dir of [options.staticDir, options.compareDir]) if (dir) await checkRenderer(dir);
  options.step('Start-up: the stack for signed-in pages, and the build without the app');
  const stack = await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
    BENCH_STATIC_DIR: options.staticDir,
  });
  const compared = options.compareDir
    ? await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
        BENCH_STATIC_DIR: options.compareDir,
      })
    : null;
  const urls: Urls = { app: stack.ready.url, compared: compared?.ready.url ?? null, floor: '' };
  const floorDir = await copyWithoutApp(options.staticDir);
  const floor = await serveBuild(floorDir);
  urls.floor = floor.ready.url;
  const profilesDir = await mkdtemp(join(tmpdir(), 'bench-start-profiles-'));
  try {
    // A build whose loader its page's policy refuses would measure as the page without the app.
    for (const url of [urls.app, urls.compared]) {
      if (url) for (const { path } of SCROLL_PAGES) await checkPagePolicy(url, path);
    }
    const profiles = await signedInProfiles(stack.ready.url, profilesDir);
    const conditions: StartUpCondition[] = [];
    for (const condition of options.conditions) {
      const busy = condition === 'busy' ? makeMachineBusy() : null;
      try {
        options.step(`Start-up at 4x CPU, ${condition}: scrolls and taps from the first paint`);
        conditions.push({
          condition,
          busyProcesses: busy?.processes ?? 0,
          scrolls: await measureScrolls(urls, profiles, options.loads),
          taps: await measureTaps(urls, profiles, options.loads),
        });
      } finally {
        await busy?.stop();
      }
    }
    return { slowdown: 4, loads: options.loads, conditions };
  } finally {
    await rm(profilesDir, { recursive: true, force: true });
    await floor.stop();
    await compared?.stop();
    await stack.stop();
    await rm(join(floorDir, '..'), { recursive: true, force: true });
  }
}

/**
 * A build's pages are rendered by the server with its renderer, which the API finds beside the
 * build's folder (`DIR-ssr`). A folder copied without it is served as the build's own HTML, with
 * the placeholders the app fills: the app then starts after the paint instead of on intent, and
 * the build measures slower for no change of its own. So a build without it is refused.
 */
export async function checkRenderer(dir: string): Promise<void> {
  const renderer = join(rendererDirOf(dir), RENDERER_FILE);
  const found = await access(renderer).then(
    () => true,
    () => false,
  );
  if (!found) {
    throw new Error(
      `${dir} has no page renderer beside it (${renderer}): copy the build's -ssr folder with it`,
    );
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

/** Where each build is served: the app's stack, the compared build's, the floor's server. */
type Urls = { app: string; compared: string | null; floor: string };

/**
 * The builds a reader's page is measured on, in the order of a turn. The floor has no app: a
 * dashboard without it is an empty shell; and the profiles are signed in on the app's stack
 * alone: so the floor and the compared build have the public pages only.
 */
function buildsFor(who: string, urls: Urls): StartBuild[] {
  if (who !== 'visitor') return ['app'];
  return urls.compared ? ['app', 'compared', 'floor'] : ['app', 'floor'];
}

async function measureScrolls(
  urls: Urls,
  profiles: Record<string, string>,
  loads: number,
): Promise<ScrollPage[]> {
  const pages: ScrollPage[] = [];
  for (const page of SCROLL_PAGES) {
    const builds = buildsFor(page.who, urls);
    const runs = new Map<string, ScrollLoad[]>(builds.map((build) => [build, []]));
    const shownRuns = new Map<string, ShownScrollLoad[]>(builds.map((build) => [build, []]));
    const errors = new Map<string, string>();
    await withReader(page.who, profiles, async (browser) => {
      // A first load pays for the Chromium's start and for its build's first visit (the service
      // worker installing, the caches filling): each build is loaded once before any counts.
      for (const build of builds) {
        await measureScrollLoad(browser, `${urls[build]!}${page.path}`).catch(() => undefined);
      }
      // In turns: the app's load, then the others', so all see the same moments of the machine;
      // a finger's drags, then the browser's scrolls.
      for (let load = 0; load < loads; load++) {
        for (const build of builds) {
          if (errors.has(build)) continue;
          const url = `${urls[build]!}${page.path}`;
          try {
            runs.get(build)!.push(await measureScrollLoad(browser, url));
            shownRuns.get(build)!.push(await measureShownScrollLoad(browser, url));
          } catch (error) {
            errors.set(build, message(error));
          }
        }
      }
    });
    for (const build of builds) {
      const done = runs.get(build)!;
      const shown = shownRuns.get(build)!;
      const drags = done.flatMap((run) => run.drags);
      pages.push({
        ...page,
        build,
        runs: done,
        shownRuns: shown,
        touchMs: spread(drags.map((drag) => drag.touchMs)),
        longestGapMs: spread(drags.map((drag) => drag.longestGapMs)),
        shownGapMs: spread(
          shown.flatMap((run) => run.scrolls.map((scroll) => scroll.longestGapMs)),
        ),
        blockingMs: spread(done.map((run) => run.blockingMs)),
        ...(errors.has(build) ? { error: errors.get(build) } : {}),
      });
    }
  }
  return pages;
}

async function measureTaps(
  urls: Urls,
  profiles: Record<string, string>,
  loads: number,
): Promise<TapFigures[]> {
  const figures: TapFigures[] = [];
  for (const scenario of tapScenarios(CLASS_PAGE_PATH)) {
    const floor = floorTap(scenario);
    const builds = buildsFor(scenario.who, urls).filter((build) => build !== 'floor' || floor);
    const taps = (build: StartBuild) => (build === 'floor' ? floor! : scenario);
    const runs = new Map<string, TapLoad[]>(builds.map((build) => [build, []]));
    const errors = new Map<string, string>();
    await withReader(scenario.who, profiles, async (browser) => {
      const url = (build: StartBuild) => `${urls[build]!}${scenario.path}`;
      // Each build loaded once before any counts, as for the scrolls.
      for (const build of builds) {
        await measureTapLoad(browser, url(build), taps(build), TAP_AT_MS.at(-1)!).catch(
          () => undefined,
        );
      }
      // In turns, as the scrolls: each moment of each load on every build before the next.
      for (let load = 0; load < loads; load++) {
        for (const at of TAP_AT_MS) {
          for (const build of builds) {
            if (errors.has(build)) continue;
            try {
              runs.get(build)!.push(await measureTapLoad(browser, url(build), taps(build), at));
            } catch (failure) {
              errors.set(build, message(failure));
            }
          }
        }
      }
    });
    for (const build of builds) {
      const last = taps(build).taps.at(-1)!;
      const done = runs.get(build)!;
      const measured = done.map((run) => run.taps.find((tap) => tap.name === last.name) ?? null);
      figures.push({
        scenario: scenario.name,
        build,
        tap: last.name,
        path: scenario.path,
        runs: done,
        responseMs: spread(measured.map((tap) => tap?.responseMs ?? null)),
        afterHandlersMs: spread(measured.map((tap) => tap?.afterHandlersMs ?? null)),
        doneMs: spread(measured.map((tap) => tap?.doneMs ?? null)),
        notDone: done.filter((run) => run.taps.some((tap) => tap.doneMs === null)).length,
        ...(errors.has(build) ? { error: errors.get(build) } : {}),
      });
    }
  }
  return figures;
}
