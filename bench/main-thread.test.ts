import { describe, expect, it } from 'vitest';
import { scriptName, splitMainThread, type TraceEvent } from './lib/main-thread.ts';

const thread = { pid: 1, tid: 7 };
/** A complete event on the page's main thread; times in ms (the trace's are µs). */
const complete = (name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1_000,
  dur: dur * 1_000,
  ...thread,
  ...(url ? { args: { data: { url } } } : {}),
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', ts: 0, ...thread },
  { name: 'firstContentfulPaint', ph: 'R', ts: 500_000, ...thread },
  // Before the first paint: not counted.
  complete('RunTask', 100, 200),
  // A task of 120 ms: React's module 70 (of which a forced layout 20), style 30, 20 outside.
  complete('RunTask', 600, 120),
  complete('v8.evaluateModule', 600, 70, 'http://localhost/assets/react-BjCMrHv8.js'),
  complete('Layout', 640, 20),
  complete('UpdateLayoutTree', 680, 30),
  // A short task: a timer's call into the home page's chunk.
  complete('RunTask', 900, 10),
  complete('TimerFire', 900, 10),
  complete('FunctionCall', 901, 8, 'http://localhost/assets/home-Ab12Cd34.js'),
  // V8's samples: 4 of 1 ms each in react.js, 2 in home.js (a function with no file, inside).
  { name: 'Profile', ph: 'P', ts: 0, id: '0x1', ...thread, args: { data: { startTime: 600_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ts: 0,
    id: '0x1',
    ...thread,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            {
              id: 2,
              parent: 1,
              callFrame: {
                functionName: 'a',
                url: 'http://x/assets/react-BjCMrHv8.js',
                lineNumber: 9,
              },
            },
            {
              id: 3,
              parent: 1,
              callFrame: {
                functionName: '',
                url: 'http://x/assets/home-Ab12Cd34.js',
                lineNumber: 0,
              },
            },
            { id: 4, parent: 3, callFrame: { functionName: 'native' } },
            { id: 5, parent: 1, callFrame: { functionName: '(idle)' } },
          ],
          samples: [2, 2, 2, 2, 3, 4, 5, 5],
        },
        timeDeltas: [0, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
      },
    },
  },
];

describe('where the main thread goes', () => {
  const split = splitMainThread(trace, 10_000);

  it('counts the tasks after the first paint, each event by its self time and owner', () => {
    expect(split.fcpMs).toBe(500);
    expect(split.busyMs).toBe(130);
    expect(split.busyBySecond).toEqual([130, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Object.fromEntries(split.totals.map((part) => [part.what, part.ms]))).toEqual({
      'react.js': 50,
      style: 30,
      layout: 20,
      'task, outside any event': 20,
      'home.js': 8,
      TimerFire: 2,
    });
    expect(split.longTasks).toEqual([
      {
        startMs: 100,
        durationMs: 120,
        parts: [
          { what: 'react.js', ms: 50 },
          { what: 'style', ms: 30 },
          { what: 'layout', ms: 20 },
          { what: 'task, outside any event', ms: 20 },
        ],
        // The samples all fall in its first 8 ms.
        functions: [
          { what: 'a react.js:10', ms: 4 },
          { what: '(anonymous) home.js:1', ms: 2 },
        ],
      },
    ]);
  });

  it("gives each sample's time to the innermost function with a file", () => {
    expect(split.scripts).toEqual([
      { what: 'react.js', ms: 4 },
      { what: 'home.js', ms: 2 },
    ]);
  });

  it('and to that function, by its name and line (a function without a name is anonymous)', () => {
    expect(split.functions).toEqual([
      { what: 'a react.js:10', ms: 4 },
      { what: '(anonymous) home.js:1', ms: 2 },
    ]);
  });

  it('names a chunk by its file without the build hash', () => {
    expect(scriptName('http://localhost:4173/assets/online-status-pill-C_yuBKBz.js?v=1')).toBe(
      'online-status-pill.js',
    );
    expect(scriptName('http://localhost/sw.js')).toBe('sw.js');
  });
});
