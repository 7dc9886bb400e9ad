// The cheap-phone in-browser figures at 4× CPU: long tasks after first paint and INP, against the
// stack
// the end-to-end tests use (the Auth emulator with the demo accounts, the API on a fresh seeded
// database serving the bench's build): the dashboards need a person signed in. One Chromium; a
// context per reader (a visitor, and the student, instructor and admin of the demo seed), each
// signed in once through the real login form.
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { DEMO_CLASSES } from '#api/db/demo-data.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { BareChromium } from './bare-chromium.ts';
import { startChild } from './child.ts';
import { measureInteractions, type InteractionResult } from './interactions.ts';
import {
  loadBare,
  loadInspected,
  measureLongTasks,
  probedContext,
  type LoadPage,
  type LongTaskResult,
} from './long-tasks.ts';
import { CHROMIUM_ARGS, launchChromium, signIn } from './page-probe.ts';
import { CHROMIUM_PATH } from './pwa-bytes.ts';
import type { SignedInStackReady } from './signed-in-stack-child.ts';

/** The class page the bench opens: the demo seed's first approved class (its id is fixed). */
export const CLASS_PAGE_PATH = (() => {
  const demo = DEMO_CLASSES.find((candidate) => candidate.status === 'approved');
  if (!demo) throw new Error('The demo seed has no approved class');
  return `/classes/${demo._id}`;
})();

/**
 * Each dashboard's first page per role (a student's home, the instructor's classes, the admin's
 * users).
 */
const DASHBOARDS = [
  { label: "student's home", path: '/dashboard/studenthome', who: 'student' },
  { label: "instructor's classes", path: '/dashboard/instructorclasses', who: 'instructor' },
  { label: "admin's all users", path: '/dashboard/allusers', who: 'admin' },
] as const;

const PUBLIC_PAGES = [
  { label: 'home', path: '/' },
  { label: 'classes', path: '/classes' },
  { label: 'a class page', path: CLASS_PAGE_PATH },
];

export interface CheapPhoneResult {
  /**
   * As a phone runs the page: no inspector (bare-chromium.ts). The figure the cheap-phone target is
   * held to.
   */
  longTasks?: LongTaskResult;
  /** The same loads through Playwright, whose inspector adds work (decision 028): beside it. */
  longTasksInspected?: LongTaskResult;
  inp?: { slowdown: number; runs: number; interactions: InteractionResult[] };
}

const roleOf = (account: (typeof DEMO_ACCOUNTS)[number]) => account.role ?? 'student';

export async function benchCheapPhone(options: {
  staticDir: string;
  longTaskLoads: number;
  inpRuns: number;
  longTasks: boolean;
  inp: boolean;
  step: (text: string) => void;
}): Promise<CheapPhoneResult> {
  if (!options.longTasks && !options.inp) return {};
  options.step('Starting the Auth emulator and the API for signed-in pages');
  const stack = await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
    BENCH_STATIC_DIR: options.staticDir,
  });
  const browser = await launchChromium();
  try {
    const url = stack.ready.url;
    const contexts: Record<string, BrowserContext> = { visitor: await probedContext(browser) };
    for (const account of DEMO_ACCOUNTS) {
      const context = await probedContext(browser);
      await signIn(context, url, account);
      contexts[roleOf(account)] = context;
    }
    const result: CheapPhoneResult = {};
    if (options.longTasks) {
      const pages = (load: (who: string) => LoadPage) => [
        ...PUBLIC_PAGES.map((page) => ({ ...page, who: 'visitor', load: load('visitor') })),
        ...DASHBOARDS.map((page) => ({ ...page, load: load(page.who) })),
      ];
      options.step(
        `Long tasks after first paint at 4x CPU, no inspector, ${options.longTaskLoads} loads per page`,
      );
      const profilesDir = await mkdtemp(join(tmpdir(), 'bench-profiles-'));
      try {
        const bare = bareReaders(url, await signedInProfiles(url, profilesDir));
        try {
          result.longTasks = await measureLongTasks(pages(bare.loaderFor), options.longTaskLoads);
        } finally {
          await bare.close();
        }
      } finally {
        await rm(profilesDir, { recursive: true, force: true });
      }
      options.step(
        `Long tasks after first paint at 4x CPU, through Playwright, ${options.longTaskLoads} loads per page`,
      );
      result.longTasksInspected = await measureLongTasks(
        pages((who) => loadInspected(url, contexts[who]!)),
        options.longTaskLoads,
      );
    }
    if (options.inp) {
      options.step(`INP at 4x CPU, ${options.inpRuns} runs per interaction`);
      result.inp = await measureInteractions(url, contexts, options.inpRuns);
    }
    return result;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** A Chromium profile per role, signed in through Playwright (the session stays in its storage). */
export async function signedInProfiles(
  url: string,
  profilesDir: string,
): Promise<Record<string, string>> {
  const profiles: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const dir = join(profilesDir, roleOf(account));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      serviceWorkers: 'block',
    });
    try {
      await signIn(context, url, account);
    } finally {
      await context.close();
    }
    profiles[roleOf(account)] = dir;
  }
  return profiles;
}

/**
 * Loads as each reader with no inspector (bare-chromium.ts): the visitor on a new profile, a role
 * on its signed-in one. One Chromium at a time, started at its reader's first page (idle ones would
 * still take a share of the two cores). A Chromium's first page also pays for the process's own
 * start (a long task on the first load of `/` and none on the next ones), so
 * each loads its reader's first page once before any load counts, as Playwright's browser has
 * loaded pages before its measured ones.
 */
function bareReaders(url: string, profiles: Record<string, string>) {
  let current: { who: string; browser: BareChromium; load: LoadPage } | null = null;
  return {
    loaderFor:
      (who: string): LoadPage =>
      async (path) => {
        if (current?.who !== who) {
          await current?.browser.close();
          const browser = await BareChromium.launch(profiles[who]);
          current = { who, browser, load: loadBare(url, browser) };
          await current.load(path);
        }
        return current.load(path);
      },
    close: async () => current?.browser.close(),
  };
}
