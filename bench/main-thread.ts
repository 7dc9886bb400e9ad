// `npx tsx bench/main-thread.ts [--dist DIR] [--busy] [--loads N] [--task-ms MS]
//   [--tap NAME [--at MS] [--window MS]] [--save DIR] [PATH…]`:
// where each page's main thread goes from its first paint through 10 s, at a phone's size with
// the CPU slowed 4×, as a first visit, traced by Chromium (bench/lib/main-thread.ts). Prints, per
// page, the time by script file and by the browser's own kinds of work, and every task over 50 ms
// (or --task-ms) with what filled it. --busy runs a CPU-bound process per core but one beside it. The student's
// home is opened signed in (the demo seed's student). With --tap, the start-up part's tap whose
// name holds NAME ("Filters", "close the menu") is made MS after the first paint (3,000 unless
// told) and its last tap traced, from the tap through 3 s (or the --window given: the tap's own
// task and frame are in its first few hundred ms). Script time is listed by file and by function:
// a build made with `vite build --minify false --outDir DIR` names the functions as in the source
// (its renderer, DIR-ssr, comes with it). --save writes each traced load's events to DIR, in the
// trace format DevTools' Performance panel opens. docs/performance.md keeps what it found.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BareChromium } from './lib/bare-chromium.ts';
import { makeMachineBusy } from './lib/busy-machine.ts';
import { CLASS_PAGE_PATH, signedInProfiles } from './lib/cheap-phone.ts';
import { startChild } from './lib/child.ts';
import {
  endTrace,
  splitMainThread,
  startTrace,
  type MainThreadSplit,
  type TraceEvent,
} from './lib/main-thread.ts';
import type { SignedInStackReady } from './lib/signed-in-stack-child.ts';
import {
  measureTapLoad,
  openPhoneTab,
  TAP_MARK,
  tapMoments,
  tapScenarios,
  WATCH_MS,
  type TapScenario,
} from './lib/start-up.ts';
import { table } from './lib/table.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: 'dist' },
    busy: { type: 'boolean', default: false },
    loads: { type: 'string', default: '1' },
    tap: { type: 'string' },
    at: { type: 'string', default: '3000' },
    window: { type: 'string', default: '3000' },
    'task-ms': { type: 'string', default: '50' },
    save: { type: 'string' },
  },
});
const PAGES = positionals.length
  ? positionals
  : ['/', '/classes', CLASS_PAGE_PATH, '/dashboard/studenthome'];
const [tapAt, ...moreMoments] = tapMoments(values.at);
if (moreMoments.length)
  throw new Error('--at takes one moment here, in milliseconds after the first paint');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let savedTraces = 0;
/** With --save, one traced load's events as a file of their own (the warm-up load's too). */
async function saveTrace(events: TraceEvent[]): Promise<void> {
  if (!values.save) return;
  await mkdir(values.save, { recursive: true });
  const file = join(values.save, `trace-${++savedTraces}.json`);
  await writeFile(file, JSON.stringify({ traceEvents: events }));
  console.log(`(trace written to ${file})`);
}

/** One traced load: a tab as the start-up part opens one, watched until WATCH_MS after its paint. */
async function traceLoad(browser: BareChromium, url: string): Promise<MainThreadSplit> {
  await startTrace(browser);
  let session: string | undefined;
  let events: TraceEvent[] = [];
  try {
    session = await openPhoneTab(browser, url, '');
    // The first paint comes within a few seconds; the window is WATCH_MS after it.
    await sleep(3_000 + WATCH_MS);
  } finally {
    events = await endTrace(browser);
    if (session) await browser.closePage(session);
  }
  await saveTrace(events);
  return splitMainThread(events, WATCH_MS);
}

/** How long after a traced tap its window lasts. */
const TAP_WATCH_MS = 3_000;

/** One load of a tap scenario, its last tap traced from the tap through TAP_WATCH_MS. */
async function traceTap(
  browser: BareChromium,
  url: string,
  scenario: TapScenario,
): Promise<MainThreadSplit> {
  let events: TraceEvent[] = [];
  const load = await measureTapLoad(browser, url, scenario, tapAt, async (_tap, index, run) => {
    if (index < scenario.taps.length - 1) return run();
    await startTrace(browser);
    try {
      const result = await run();
      await sleep(TAP_WATCH_MS);
      return result;
    } finally {
      events = await endTrace(browser);
    }
  });
  const last = load.taps.at(-1);
  console.log(
    `\n${scenario.name}: ${last?.name} answered in ${last?.responseMs} ms, done in ${last?.doneMs ?? 'never'}`,
  );
  await saveTrace(events);
  return splitMainThread(
    events,
    Math.min(Number(values.window), TAP_WATCH_MS),
    TAP_MARK,
    Number(values['task-ms']),
  );
}

function print(path: string, split: MainThreadSplit, after = 'it', windowMs = WATCH_MS): void {
  console.log(
    `\n${path}: first paint at ${split.fcpMs ?? '?'} ms; the main thread busy ${split.busyMs} ms in the ${windowMs / 1000} s after ${after}`,
  );
  console.log(
    table(
      ['what ran', 'ms'],
      split.totals.filter((part) => part.ms >= 1).map((part) => [part.what, `${part.ms} ms`]),
    ),
  );
  console.log(`Busy by second (ms): ${split.busyBySecond.join(', ')}`);
  console.log('Script time by file (V8 samples):');
  console.log(
    table(
      ['file', 'ms'],
      split.scripts.filter((part) => part.ms >= 1).map((part) => [part.what, `${part.ms} ms`]),
    ),
  );
  console.log('Script time by function (self, the 25 largest):');
  console.log(
    table(
      ['function', 'ms'],
      split.functions.slice(0, 25).map((part) => [part.what, `${part.ms} ms`]),
    ),
  );
  if (split.longTasks.length === 0) return;
  console.log(
    `Tasks over ${values['task-ms']} ms (ms after ${after === 'it' ? 'the first paint' : after}):`,
  );
  console.log(
    table(
      ['at', 'long', 'what filled it', 'its functions'],
      split.longTasks.map((task) => [
        `${task.startMs} ms`,
        `${task.durationMs} ms`,
        task.parts.map((part) => `${part.what} ${part.ms}`).join(', '),
        task.functions.map((part) => `${part.what} ${part.ms}`).join(', '),
      ]),
    ),
  );
}

async function main(): Promise<void> {
  const stack = await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
    BENCH_STATIC_DIR: resolve(values.dist),
  });
  const profilesDir = await mkdtemp(join(tmpdir(), 'bench-main-thread-'));
  const busy = values.busy ? makeMachineBusy() : null;
  try {
    const profiles = await signedInProfiles(stack.ready.url, profilesDir);
    if (values.tap) {
      const scenario = tapScenarios(CLASS_PAGE_PATH).find((each) =>
        each.name.includes(values.tap!),
      );
      if (!scenario) throw new Error(`no tap named like "${values.tap}"`);
      const browser = await BareChromium.launch(
        scenario.who === 'student' ? profiles.student : undefined,
      );
      try {
        const url = `${stack.ready.url}${scenario.path}`;
        await traceTap(browser, url, scenario);
        for (let load = 0; load < Number(values.loads); load++)
          print(
            scenario.name,
            await traceTap(browser, url, scenario),
            'the tap',
            Math.min(Number(values.window), TAP_WATCH_MS),
          );
      } finally {
        await browser.close();
      }
      return;
    }
    for (const path of PAGES) {
      const signedIn = path.startsWith('/dashboard');
      const browser = await BareChromium.launch(signedIn ? profiles.student : undefined);
      try {
        // A Chromium's first load pays for its own start too: once before the one measured.
        await traceLoad(browser, `${stack.ready.url}${path}`);
        for (let load = 0; load < Number(values.loads); load++)
          print(path, await traceLoad(browser, `${stack.ready.url}${path}`));
      } finally {
        await browser.close();
      }
    }
  } finally {
    await busy?.stop();
    await rm(profilesDir, { recursive: true, force: true });
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
