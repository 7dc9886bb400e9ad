// `npx tsx bench/taps-in-turns.ts --before CHECKOUT [--after CHECKOUT] [--busy] [--loads N]
// [--at MS,MS…] [NAME…]`: the start-up part's taps (those whose name holds a NAME; all unless
// told) measured on two builds in turns, each served by the API of its own checkout, so that a
// change is compared with the build before it on the same machine at the same moment. Each
// checkout must have been built (`npm run build` there: `dist` and its page renderer `dist-ssr`);
// --after is this checkout unless told. A build served by another commit's API would be refused by
// the pages' policy if the inline scripts changed, and a `dist` copied without its renderer starts
// the app at another moment (docs/performance.md). --at sets when the taps come after the first
// paint: the start-up part's moments unless told; a moment well after the start, such as 15000,
// measures the tap's own work on a page that has settled. Prints, per tap and build, the wait for
// the tap's paint (median, worst, every tap), the parts before and after the handlers, and the
// time until the tap had done its job.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BareChromium } from './lib/bare-chromium.ts';
import { makeMachineBusy } from './lib/busy-machine.ts';
import { CLASS_PAGE_PATH, signedInProfiles } from './lib/cheap-phone.ts';
import type { Child, startChild } from './lib/child.ts';
import type { SignedInStackReady } from './lib/signed-in-stack-child.ts';
import { checkRenderer } from './lib/start-up-bench.ts';
import {
  measureTapLoad,
  TAP_AT_MS,
  tapMoments,
  tapScenarios,
  type TapLoad,
} from './lib/start-up.ts';
import { median, worst } from './lib/stats.ts';
import { ms, table } from './lib/table.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
    busy: { type: 'boolean', default: false },
    loads: { type: 'string', default: '3' },
    at: { type: 'string', default: TAP_AT_MS.join(',') },
  },
});

const moments = tapMoments(values.at);

type Build = { name: 'before' | 'after'; checkout: string };
type Figures = {
  response: number[];
  beforeHandlers: (number | null)[];
  afterHandlers: (number | null)[];
  done: (number | null)[];
};

/** The checkout's own stack (auth emulator and API) serving its own build. */
async function startStack(checkout: string): Promise<Child<SignedInStackReady>> {
  const dist = join(checkout, 'dist');
  await checkRenderer(dist);
  // The checkout's own child.ts: its stack is started from its own code.
  const own = (await import(join(checkout, 'bench/lib/child.ts'))) as {
    startChild: typeof startChild;
  };
  return own.startChild<SignedInStackReady>('signed-in-stack-child.ts', { BENCH_STATIC_DIR: dist });
}

async function main(): Promise<void> {
  if (!values.before) throw new Error('--before CHECKOUT is required (a built checkout)');
  const builds: Build[] = [
    { name: 'before', checkout: resolve(values.before) },
    { name: 'after', checkout: resolve(values.after) },
  ];
  const scenarios = tapScenarios(CLASS_PAGE_PATH).filter(
    (scenario) =>
      positionals.length === 0 || positionals.some((name) => scenario.name.includes(name)),
  );
  if (scenarios.length === 0) throw new Error(`no tap named like ${positionals.join(', ')}`);
  const stacks = new Map<Build['name'], Child<SignedInStackReady>>();
  const profilesDir = await mkdtemp(join(tmpdir(), 'bench-taps-'));
  const busy = values.busy ? makeMachineBusy() : null;
  try {
    for (const build of builds) stacks.set(build.name, await startStack(build.checkout));
    // One profile per reader, signed in at both stacks (each its own origin).
    let profiles: Record<string, string> = {};
    if (scenarios.some((scenario) => scenario.who !== 'visitor'))
      for (const stack of stacks.values())
        profiles = await signedInProfiles(stack.ready.url, profilesDir);
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      const figures = new Map<Build['name'], Figures>(
        builds.map((build) => [
          build.name,
          { response: [], beforeHandlers: [], afterHandlers: [], done: [] },
        ]),
      );
      const browser = await BareChromium.launch(profiles[scenario.who]);
      const load = (build: Build, at: number): Promise<TapLoad> =>
        measureTapLoad(
          browser,
          `${stacks.get(build.name)!.ready.url}${scenario.path}`,
          scenario,
          at,
        );
      try {
        // A Chromium's first load of each origin pays for its own start: not counted.
        for (const build of builds) await load(build, moments.at(-1)!).catch(() => undefined);
        for (let round = 0; round < Number(values.loads); round++)
          for (const at of moments)
            for (const build of round % 2 ? [...builds].reverse() : builds) {
              const tap = (await load(build, at)).taps.at(-1)!;
              const own = figures.get(build.name)!;
              own.response.push(tap.responseMs);
              own.beforeHandlers.push(tap.beforeHandlersMs);
              own.afterHandlers.push(tap.afterHandlersMs);
              own.done.push(tap.doneMs);
            }
      } finally {
        await browser.close();
      }
      for (const build of builds) {
        const own = figures.get(build.name)!;
        rows.push([
          scenario.name,
          build.name,
          `${ms(median(own.response))} / ${ms(worst(own.response))}`,
          own.response.join(', '),
          own.beforeHandlers.map((value) => value ?? '-').join(', '),
          own.afterHandlers.map((value) => value ?? '-').join(', '),
          `${ms(median(own.done))} / ${ms(worst(own.done))}`,
        ]);
      }
    }
    console.log(
      `Taps at 4× CPU, ${values.busy ? 'busy' : 'quiet'}, ${values.loads} rounds of ${moments.join(', ')} ms after the paint, the builds in turns:`,
    );
    console.log(
      table(
        [
          'tap',
          'build',
          'to its paint',
          'each (ms)',
          'of it before the handlers',
          'after them',
          'done',
        ],
        rows,
      ),
    );
  } finally {
    await busy?.stop();
    for (const stack of stacks.values()) await stack.stop();
    await rm(profilesDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
