// `tsx bench/experiments/dash-ab.ts <distA> <distB> [rounds] [who:path…]`: tbt-ab.ts for the
// signed-in dashboards. One Auth emulator with the demo accounts; each build served by the real
// API on its own fresh seeded database (both against that emulator); per build and role a context
// signed in once through the real login form (page-probe.ts signIn), as the bench's cheap-phone
// step does. The builds take turns (A, B, B, A, …). Per load: a new page in that context (service
// workers blocked), unthrottled and traced; every main-thread task after first contentful paint
// counts with its thread time × 4 (tbt-ab.ts's measure). DASH_INP=n adds the bench's two dashboard
// interactions (interactions.ts), n runs per build and round, at 4× CPU with web-vitals.
// DASH_VIEWPORT=mobile|desktop (mobile: the bench's long-task screen). TBT_DETAIL=1 names the parts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { seedDemoData } from '#api/db/seed.ts';
import { parseEnv } from '#api/env.ts';
import { startApiServer } from '#api/node.ts';
import { writeFirebaseConfig } from '../../scripts/lib/auth-emulator.ts';
import { isPortFree } from '../../scripts/lib/ports.ts';
import { startStack } from '../../scripts/lib/stack.ts';
import { INP_FLOOR_MS, INTERACTIONS } from '../lib/interactions.ts';
import { loadAverageText } from '../lib/machine.ts';
import {
  CPU_SLOWDOWN,
  installProbes,
  launchChromium,
  LONG_TASK_MS,
  readInp,
  signIn,
  slowDownCpu,
  VIEWPORTS,
  waitUntilInteractive,
  waitUntilSettled,
} from '../lib/page-probe.ts';
import { median } from '../lib/stats.ts';
import {
  blockingOf,
  describeTask,
  inclusiveTimes,
  reactStamps,
  REACT_TRACK_CATEGORIES,
  simulatedMs,
  TASK_CATEGORIES,
  tasksAfterFirstPaint,
  traceWhile,
  type BlockingSample,
  type CpuProfile,
  type TraceEvent,
} from '../lib/trace.ts';

const VIEWPORT = VIEWPORTS[(process.env.DASH_VIEWPORT ?? 'mobile') as keyof typeof VIEWPORTS];

/** Ports of this helper's range (19300-19399) that nothing listens on. */
/** Free ports from DASH_PORTS (the first of the 50 a person was given on a shared machine). */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  const first = Number(process.env.DASH_PORTS ?? 19300);
  for (let port = first + Math.floor(Math.random() * 40); ports.length < count; port++)
    if (await isPortFree(port)) ports.push(port);
  return ports;
}

async function measure(page: Page, url: string): Promise<BlockingSample> {
  const browser = page.context().browser()!;
  await page.setViewportSize(VIEWPORT);
  // DASH_PROFILE=n (build with `--minify false` for names): the n functions with the most
  // inclusive time inside each long task, thread-independent wall ms × 4.
  const profileTop = Number(process.env.DASH_PROFILE ?? 0);
  const cdp = profileTop ? await page.context().newCDPSession(page) : null;
  const categories = [
    ...TASK_CATEGORIES,
    ...(process.env.REACT_TRACKS ? REACT_TRACK_CATEGORIES : []),
  ];
  const { events, result: profile } = await traceWhile(browser, page, categories, async () => {
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    return cdp ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
  });
  const { fcp, thread, tasks } = tasksAfterFirstPaint(events, url);
  if (process.env.REACT_TRACKS) printReactTracks(events);
  if (process.env.TBT_DETAIL) {
    for (const task of tasks.filter((task) => simulatedMs(task) > LONG_TASK_MS)) {
      console.log(`    ${describeTask(thread, task, fcp)}`);
      if (!profile) continue;
      const end = task.ts + (task.dur ?? 0);
      for (const [name, ms] of inclusiveTimes(profile, task.ts, end, CPU_SLOWDOWN).slice(
        0,
        profileTop,
      ))
        console.log(`        ${ms.toFixed(0).padStart(5)} ${name}`);
    }
  }
  return blockingOf(tasks);
}

/**
 * REACT_TRACKS=1 (a `REACT_PROFILING=1` build, as react-tracks.ts): React's renders, commits and
 * components of at least MIN_MS (default 8) wall time. Only meaningful with the CPU throttled, so
 * wall times: read them beside the task breakdown.
 */
function printReactTracks(events: TraceEvent[]): void {
  for (const stamp of reactStamps(events)) {
    if (stamp.ms < Number(process.env.MIN_MS ?? 8)) continue;
    console.log(
      `      ${(stamp.start / 1000).toFixed(0).padStart(7)} ${stamp.ms.toFixed(1).padStart(7)} ms  [${stamp.track}] ${stamp.name}`,
    );
  }
}

/** LoAF's observer, from the page's first byte (DASH_LOAF=1): what ran in each long frame. */
const LOAF_PROBE = `
  window.__dashFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__dashFrames.push({
        start: Math.round(entry.startTime),
        duration: Math.round(entry.duration),
        render: Math.round(entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0),
        style: Math.round(entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0),
        scripts: entry.scripts.map((s) => Math.round(s.duration) + 'ms ' + s.invoker + ' ' + s.sourceFunctionName + ' ' + s.sourceURL.replace(location.origin, '') + ' forced layout ' + Math.round(s.forcedStyleAndLayoutDuration)),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

async function printFramesAfter(page: Page, since: number): Promise<void> {
  const frames = (await page.evaluate('window.__dashFrames ?? []')) as {
    start: number;
    duration: number;
    render: number;
    style: number;
    scripts: string[];
  }[];
  for (const frame of frames.filter((f) => f.start + f.duration >= since)) {
    console.log(
      `    frame at tap+${frame.start - Math.round(since)} ms: ${frame.duration} ms (rendering ${frame.render}, style+layout ${frame.style})`,
    );
    for (const script of frame.scripts) console.log(`        ${script}`);
  }
}

/** One run of an interaction of interactions.ts at 4× CPU: its INP (web-vitals). */
async function inpOnce(context: BrowserContext, url: string, index: number): Promise<number> {
  const interaction = INTERACTIONS[index]!;
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORTS[interaction.viewport]);
    await slowDownCpu(page);
    await page.goto(`${url}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    const target = interaction.target(page);
    await waitUntilInteractive(target);
    await waitUntilSettled(page);
    const tappedAt: number = await page.evaluate('performance.now()');
    await interaction.act(target, page);
    await interaction.done(page);
    await page.waitForTimeout(1_000);
    if (process.env.DASH_LOAF) await printFramesAfter(page, tappedAt);
    return (await readInp(page)) ?? INP_FLOOR_MS;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const [dirA, dirB, roundsArg, ...targetArgs] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error('usage: dash-ab.ts <distA> <distB> [rounds] [who:path…]');
  const rounds = Number(roundsArg ?? 3);
  const targets = (targetArgs.length ? targetArgs : ['admin:/dashboard/allclasses']).map((arg) => {
    const [who, path] = arg.split(':') as [string, string];
    return { who, path };
  });
  const inpRuns = Number(process.env.DASH_INP ?? 0);
  const dashboardInteractions = INTERACTIONS.flatMap((interaction, index) =>
    interaction.path.includes('dashboard') || interaction.name.includes('dashboard') ? [index] : [],
  );
  console.log(`load average at start: ${loadAverageText()}`);
  const tempDir = await mkdtemp(join(tmpdir(), 'dash-ab-'));
  const [authPort, hubPort, loggingPort, portA, portB] = (await freePorts(5)) as number[];
  const configPath = join(tempDir, 'firebase.json');
  await writeFirebaseConfig(configPath, { auth: authPort!, hub: hubPort!, logging: loggingPort! });
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  };
  const stack = await startStack({
    emulatorConfigPath: configPath,
    emulatorCwd: tempDir,
    env: { ...env, PORT: String(portA), DATABASE_URL: `file:${join(tempDir, 'a.db')}` },
    staticDir: resolve(dirA),
  });
  const adminEmails = DEMO_ACCOUNTS.filter((a) => a.role === 'admin').map((a) => a.email);
  const serverB = await startApiServer({
    env: parseEnv({
      ...env,
      PORT: String(portB),
      DATABASE_URL: `file:${join(tempDir, 'b.db')}`,
      FIREBASE_AUTH_EMULATOR_HOST: stack.emulatorHost,
    }),
    staticDir: resolve(dirB),
    seed: (db) => seedDemoData(db, { adminEmails }),
  });
  const browser = await launchChromium();
  try {
    const builds = await Promise.all(
      [
        { name: 'A', dir: dirA, url: stack.url },
        { name: 'B', dir: dirB, url: serverB.url },
      ].map(async (build) => {
        const contexts: Record<string, BrowserContext> = {};
        for (const account of DEMO_ACCOUNTS) {
          const context = await browser.newContext({ serviceWorkers: 'block' });
          await installProbes(context);
          if (process.env.DASH_LOAF) await context.addInitScript({ content: LOAF_PROBE });
          await signIn(context, build.url, account);
          contexts[account.role ?? 'student'] = context;
        }
        return {
          ...build,
          contexts,
          samples: new Map<string, BlockingSample[]>(),
          inp: new Map<string, number[]>(),
        };
      }),
    );
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const { who, path } of targets) {
        for (const build of order) {
          const page = await build.contexts[who]!.newPage();
          try {
            const sample = await measure(page, `${build.url}${path}`);
            build.samples.set(path, [...(build.samples.get(path) ?? []), sample]);
            console.log(
              `${build.name} ${path} #${round + 1}: blocking ${sample.blocking.toFixed(0)} ms, longest ${sample.longest.toFixed(0)} ms, ` +
                `${sample.tasks} long tasks, CPU after FCP ${sample.cpu.toFixed(0)} ms (load ${loadAverageText()})`,
            );
          } finally {
            await page.close();
          }
        }
      }
      for (const index of inpRuns ? dashboardInteractions : []) {
        const interaction = INTERACTIONS[index]!;
        for (const build of order) {
          for (let run = 0; run < inpRuns; run++) {
            const value = await inpOnce(build.contexts[interaction.who]!, build.url, index);
            build.inp.set(interaction.name, [...(build.inp.get(interaction.name) ?? []), value]);
            console.log(
              `${build.name} INP "${interaction.name}" #${round + 1}: ${value} ms (load ${loadAverageText()})`,
            );
          }
        }
      }
    }
    for (const build of builds) {
      for (const [path, samples] of build.samples)
        console.log(
          `${build.name} ${path} median of ${samples.length}: blocking ${median(samples.map((s) => s.blocking))?.toFixed(0)} ms, ` +
            `longest ${median(samples.map((s) => s.longest))?.toFixed(0)} ms, long tasks ${median(samples.map((s) => s.tasks))}, ` +
            `CPU after FCP ${median(samples.map((s) => s.cpu))?.toFixed(0)} ms (${build.dir})`,
        );
      for (const [name, values] of build.inp)
        console.log(
          `${build.name} INP "${name}": median ${median(values)} ms, runs ${values.join(', ')}`,
        );
    }
  } finally {
    await browser.close();
    await serverB.close().catch(() => undefined);
    await stack.stop();
    await rm(tempDir, { recursive: true, force: true });
    console.log(`load average at end: ${loadAverageText()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
