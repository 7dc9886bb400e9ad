// `npx tsx bench/main-thread.ts [--dist DIR] [--busy] [--loads N] [PATH…]`: where each page's main
// thread goes from its first paint through 10 s, at a phone's size with the CPU slowed 4×, as a
// first visit, traced by Chromium (bench/lib/main-thread.ts). Prints, per page, the time by
// script file and by the browser's own kinds of work, and every task over 50 ms with what filled
// it. --busy runs a CPU-bound process per core but one beside it. The student's home is opened
// signed in (the demo seed's student). docs/performance.md keeps what it found.
import { mkdtemp, rm } from 'node:fs/promises';
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
import { openPhoneTab, WATCH_MS } from './lib/start-up.ts';
import { table } from './lib/table.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: 'dist' },
    busy: { type: 'boolean', default: false },
    loads: { type: 'string', default: '1' },
  },
});
const PAGES = positionals.length
  ? positionals
  : ['/', '/classes', CLASS_PAGE_PATH, '/dashboard/studenthome'];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

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
  return splitMainThread(events, WATCH_MS);
}

function print(path: string, split: MainThreadSplit): void {
  console.log(
    `\n${path}: first paint at ${split.fcpMs ?? '?'} ms; the main thread busy ${split.busyMs} ms in the ${WATCH_MS / 1000} s after it`,
  );
  console.log(
    table(
      ['what ran', 'ms'],
      split.totals.filter((part) => part.ms >= 1).map((part) => [part.what, `${part.ms} ms`]),
    ),
  );
  console.log('Script time by file (V8 samples):');
  console.log(
    table(
      ['file', 'ms'],
      split.scripts.filter((part) => part.ms >= 1).map((part) => [part.what, `${part.ms} ms`]),
    ),
  );
  if (split.longTasks.length === 0) return;
  console.log('Tasks over 50 ms (ms after the first paint):');
  console.log(
    table(
      ['at', 'long', 'what filled it'],
      split.longTasks.map((task) => [
        `${task.startMs} ms`,
        `${task.durationMs} ms`,
        task.parts.map((part) => `${part.what} ${part.ms}`).join(', '),
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
