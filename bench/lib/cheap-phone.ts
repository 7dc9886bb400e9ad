// Issue 18's in-browser figures at 4× CPU: long tasks after first paint and INP, against the stack
// the end-to-end tests use (the Auth emulator with the demo accounts, the API on a fresh seeded
// database serving the bench's build): the dashboards need a person signed in. One Chromium; a
// context per reader (a visitor, and the student, instructor and admin of the demo seed), each
// signed in once through the real login form.
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { DEMO_CLASSES } from '#api/db/demo-data.ts';
import type { BrowserContext } from 'playwright-core';
import { startChild } from './child.ts';
import { measureInteractions, type InteractionResult } from './interactions.ts';
import { measureLongTasks, probedContext, type LongTaskResult } from './long-tasks.ts';
import { launchChromium, signIn } from './page-probe.ts';
import type { SignedInStackReady } from './signed-in-stack-child.ts';

/** The class page the bench opens: the demo seed's first approved class (its id is fixed). */
export const CLASS_PAGE_PATH = (() => {
  const demo = DEMO_CLASSES.find((candidate) => candidate.status === 'approved');
  if (!demo) throw new Error('The demo seed has no approved class');
  return `/classes/${demo._id}`;
})();

/** Each dashboard's first page per role (issue 18: a student's home, the instructor's classes, the admin's users). */
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
  longTasks?: LongTaskResult;
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
      options.step(
        `Long tasks after first paint at 4x CPU, ${options.longTaskLoads} loads per page`,
      );
      result.longTasks = await measureLongTasks(
        url,
        [
          ...PUBLIC_PAGES.map((page) => ({ ...page, who: 'visitor', context: contexts.visitor! })),
          ...DASHBOARDS.map((page) => ({ ...page, context: contexts[page.who]! })),
        ],
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
