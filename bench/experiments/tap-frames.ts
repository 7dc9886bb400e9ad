// `tsx bench/experiments/tap-frames.ts <dist>[,<dist>…] <interaction> [runs]`: what one of issue 18's taps
// (bench/lib/interactions.ts, chosen by a part of its name: "menu", "visitor", "student",
// "filter") runs at 4x CPU, each run a fresh load as the bench makes it. For each run: the tap's
// Event Timing entries split into input delay, processing (the handlers and what React renders
// in them) and presentation delay (from the handlers' end to the next paint), the long animation
// frames (LoAF) around it with their scripts, and the main thread's trace events inside the
// tap's frame by kind (style recalculation with its element count, layout, paint, scripts).
// With a `REACT_PROFILING=1` build the trace also names React's renders, commits and components.
// TAP_PROFILE=1 adds a CPU profile of the tap: the functions that took the most self time.
// Several dists (comma-separated) are measured in turns, a server each, and their INPs compared
// (the median of each); TAP_DETAIL=0 leaves the breakdown out.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '#api/db/demo-accounts.ts';
import { serveBuild, startChild } from '../lib/child.ts';
import { INTERACTIONS } from '../lib/interactions.ts';
import { probedContext } from '../lib/long-tasks.ts';
import {
  launchChromium,
  readInp,
  signIn,
  slowDownCpu,
  VIEWPORTS,
  waitUntilInteractive,
  waitUntilSettled,
} from '../lib/page-probe.ts';
import type { SignedInStackReady } from '../lib/signed-in-stack-child.ts';
import {
  REACT_TRACK_CATEGORIES,
  reactStamps,
  selfTimes,
  traceWhile,
  type CpuProfile,
  type TraceEvent,
} from '../lib/trace.ts';

const [dirs = 'dist', which = 'visitor', runsText = '3'] = process.argv.slice(2);
const detail = process.env.TAP_DETAIL !== '0';
const interaction = INTERACTIONS.find((candidate) =>
  candidate.name.toLowerCase().includes(which.toLowerCase()),
);
if (!interaction) throw new Error(`no interaction named like "${which}"`);

const OBSERVERS = `
  window.__tapFrames = [];
  window.__tapEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tapFrames.push({
      start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
      renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart,
      scripts: e.scripts.map((s) => ({ duration: s.duration, invoker: s.invoker,
        fn: s.sourceFunctionName, url: s.sourceURL.replace(location.origin, ''),
        pos: s.sourceCharPosition, layout: s.forcedStyleAndLayoutDuration })),
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__tapEvents.push({
      name: e.name, start: e.startTime, duration: e.duration,
      processingStart: e.processingStart, processingEnd: e.processingEnd,
    });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const ms = (value: number) => `${Math.round(value)}`;

async function startStack(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  // TAP_STACK=1: a visitor's tap against the bench's own stack too (the Auth emulator beside).
  if (interaction!.who === 'visitor' && process.env.TAP_STACK !== '1') {
    const api = await serveBuild(dir);
    return { url: api.ready.url, stop: () => api.stop() };
  }
  const stack = await startChild<SignedInStackReady>('signed-in-stack-child.ts', {
    BENCH_STATIC_DIR: resolve(dir),
  });
  return { url: stack.ready.url, stop: () => stack.stop() };
}

/** The main thread's trace events inside [from, to] (trace µs), summed by name. */
function summarise(events: TraceEvent[], from: number, to: number): void {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const inside = events.filter(
    (event) =>
      event.ph === 'X' &&
      (!main || (event.tid === main.tid && event.pid === main.pid)) &&
      event.ts >= from &&
      event.ts <= to,
  );
  const byName = new Map<string, { total: number; count: number; detail: string[] }>();
  for (const event of inside) {
    if (
      ![
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'FunctionCall',
        'EventDispatch',
        'HitTest',
        'ParseAuthorStyleSheet',
        'v8.compile',
        'EvaluateScript',
        'v8.evaluateModule',
        'TimerFire',
        'RunMicrotasks',
        'FireAnimationFrame',
        'UpdateLayer',
        'Commit',
        'IntersectionObserverController::computeIntersections',
      ].includes(event.name)
    )
      continue;
    const row = byName.get(event.name) ?? { total: 0, count: 0, detail: [] };
    row.total += event.dur ?? 0;
    row.count++;
    if (event.name === 'UpdateLayoutTree')
      row.detail.push(`${ms((event.dur ?? 0) / 1000)}ms/${event.args?.elementCount ?? '?'}el`);
    if (event.name === 'Layout') row.detail.push(`${ms((event.dur ?? 0) / 1000)}ms`);
    if (event.name === 'EventDispatch')
      row.detail.push(`${String(event.args?.data?.type)}:${ms((event.dur ?? 0) / 1000)}`);
    byName.set(event.name, row);
  }
  for (const [name, row] of [...byName].sort((a, b) => b[1].total - a[1].total))
    console.log(
      `    ${name.padEnd(22)} ${ms(row.total / 1000).padStart(5)} ms in ${row.count}  ${row.detail.slice(0, 12).join(' ')}`,
    );
  const stamps = reactStamps(events).filter(
    (row) => row.start >= from && row.start <= to && row.ms >= 2,
  );
  // TAP_INVALIDATIONS=1: why style was recalculated (Blink's invalidation tracking), by reason.
  const reasons = new Map<string, number>();
  for (const event of events) {
    if (!event.name.includes('InvalidationTracking') || event.ts < from || event.ts > to) continue;
    const data = (event.args?.data ?? {}) as Record<string, unknown>;
    const key =
      `${event.name} ${String(data.reason ?? data.changedAttribute ?? data.changedPseudo ?? data.changedClass ?? data.changedId ?? '')} ${String(data.nodeName ?? '')} ${String((data.extraData as string) ?? '')}`.slice(
        0,
        160,
      );
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [key, count] of [...reasons]
    .filter(([key]) => !key.includes('LayoutInvalidation') && !key.includes('Animation'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40))
    console.log(`    invalidation x${count} ${key}`);
  for (const row of stamps)
    console.log(`    react ${row.ms.toFixed(1).padStart(6)} ms [${row.track}] ${row.name}`);
}

function topFunctions(profile: CpuProfile): void {
  for (const [key, total] of selfTimes(profile).slice(0, 25))
    console.log(`    ${ms(total).padStart(5)} ms ${key}`);
}

async function runOnce(context: BrowserContext, url: string, label: string): Promise<number> {
  const page: Page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORTS[interaction!.viewport]);
    await slowDownCpu(page);
    await page.goto(`${url}${interaction!.path}`, { waitUntil: 'load', timeout: 60_000 });
    const target = interaction!.target(page);
    await waitUntilInteractive(target);
    await waitUntilSettled(page);
    const cdp: CDPSession = await context.newCDPSession(page);
    const profiling = process.env.TAP_PROFILE === '1';
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const browser = context.browser()!;
    const tap = async (): Promise<number> => {
      const tappedAt = (await page.evaluate('performance.now()')) as number;
      await interaction!.act(target, page);
      await interaction!.done(page);
      await page.waitForTimeout(1_000);
      return tappedAt;
    };
    const categories = [
      'devtools.timeline',
      ...REACT_TRACK_CATEGORIES,
      'disabled-by-default-devtools.timeline',
      ...(process.env.TAP_INVALIDATIONS === '1'
        ? ['disabled-by-default-devtools.timeline.invalidationTracking']
        : []),
    ];
    const { events: traceEvents, result: before } = detail
      ? await traceWhile(browser, page, categories, tap)
      : { events: [] as TraceEvent[], result: await tap() };
    const profile = profiling
      ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
      : null;
    const inp = await readInp(page);
    const events = (await page.evaluate('window.__tapEvents')) as {
      name: string;
      start: number;
      duration: number;
      processingStart: number;
      processingEnd: number;
    }[];
    const frames = (await page.evaluate('window.__tapFrames')) as {
      start: number;
      duration: number;
      blocking: number;
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: {
        duration: number;
        invoker: string;
        fn: string;
        url: string;
        pos: number;
        layout: number;
      }[];
    }[];
    console.log(`${label}: INP ${inp ?? '<16'} ms (load ${loadavg()[0]!.toFixed(1)})`);
    if (!detail) return inp ?? 16;
    for (const event of events.filter((e) => e.start >= before))
      console.log(
        `  ${event.name.padEnd(12)} at ${ms(event.start)}: ${ms(event.duration)} ms = input delay ${ms(event.processingStart - event.start)} + processing ${ms(event.processingEnd - event.processingStart)} + presentation ${ms(event.start + event.duration - event.processingEnd)}`,
      );
    for (const frame of frames.filter((f) => f.start + f.duration >= before)) {
      console.log(
        `  frame at ${ms(frame.start)}: ${ms(frame.duration)} ms (blocking ${ms(frame.blocking)}), render at +${ms(frame.renderStart - frame.start)}, style+layout at +${ms(frame.styleAndLayoutStart - frame.start)} (${ms(frame.start + frame.duration - frame.styleAndLayoutStart)} ms)`,
      );
      for (const script of frame.scripts)
        console.log(
          `      ${ms(script.duration)} ms ${script.invoker} ${script.fn} ${script.url}:${script.pos} forced layout ${ms(script.layout)}`,
        );
    }
    // The trace's clock: the first interaction event's start in trace µs is unknown, so the
    // window is from the first EventDispatch of the tap to the end of the trace.
    const dispatch = traceEvents.find(
      (event) =>
        event.name === 'EventDispatch' &&
        ['pointerdown', 'keydown', 'mousedown'].includes(String(event.args?.data?.type)),
    );
    const from = dispatch?.ts ?? 0;
    const longest = events.reduce((max, event) => Math.max(max, event.duration), 0);
    summarise(traceEvents, from, from + (longest + 200) * 1000);
    if (profile) topFunctions(profile);
    return inp ?? 16;
  } finally {
    await page.close();
  }
}

const dists = dirs.split(',');
const stacks = [];
for (const dir of dists) stacks.push(await startStack(dir));
const browser = await launchChromium();
try {
  const contexts: BrowserContext[] = [];
  for (const stack of stacks) {
    const context = await probedContext(browser);
    await context.addInitScript({ content: OBSERVERS });
    // TAP_CSS: a rule added to every page before its scripts, to try a style's effect unbuilt.
    if (process.env.TAP_CSS)
      await context.addInitScript({
        content: `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(process.env.TAP_CSS)}; document.head.append(s); });`,
      });
    // TAP_INIT: a script run at DOMContentLoaded in every page, to try a change unbuilt.
    if (process.env.TAP_INIT)
      await context.addInitScript({
        content: `document.addEventListener('DOMContentLoaded', () => { ${process.env.TAP_INIT} });`,
      });
    if (interaction.who !== 'visitor') {
      const account = DEMO_ACCOUNTS.find(
        (candidate) => (candidate.role ?? 'student') === interaction.who,
      );
      if (!account) throw new Error(`no demo account for ${interaction.who}`);
      await signIn(context, stack.url, account);
    }
    contexts.push(context);
  }
  console.log(`${interaction.name} (${interaction.viewport}, ${interaction.path})`);
  const inps: number[][] = dists.map(() => []);
  for (let run = 1; run <= Number(runsText); run++)
    for (const [index, dir] of dists.entries())
      inps[index]!.push(await runOnce(contexts[index]!, stacks[index]!.url, `run ${run} ${dir}`));
  for (const [index, dir] of dists.entries()) {
    const sorted = [...inps[index]!].sort((a, b) => a - b);
    console.log(
      `${dir}: median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms, runs ${inps[index]!.join(' ')}`,
    );
  }
} finally {
  await browser.close();
  for (const stack of stacks) await stack.stop();
}
