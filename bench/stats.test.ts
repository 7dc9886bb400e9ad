import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './lib/long-tasks.ts';
import { median, worst } from './lib/stats.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('is the lower middle value of an even count (it never flatters)', () => {
    expect(median([400, 100, 300, 200])).toBe(200);
  });

  it('leaves out what was not measured, and is null when nothing was', () => {
    expect(median([null, 5, undefined, 7, 9])).toBe(7);
    expect(median([null, undefined])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('worst', () => {
  it('is the largest measured value, or null', () => {
    expect(worst([1.2, null, 0.8])).toBe(1.2);
    expect(worst([null])).toBeNull();
  });
});

describe('afterFirstPaint', () => {
  const tasks = [
    { start: 100, duration: 300 }, // before first paint: the page's own start, not counted
    { start: 500, duration: 120 }, // starts at first paint: counted
    { start: 900, duration: 50 }, // not over 50 ms
    { start: 1500, duration: 51.4 },
  ];

  it('counts the tasks over 50 ms that start at or after first contentful paint', () => {
    expect(afterFirstPaint(500, tasks)).toEqual({
      fcpMs: 500,
      count: 2,
      longestMs: 120,
      blockingMs: 71, // (120 - 50) + (51.4 - 50), rounded
    });
  });

  it('counts nothing without a first paint (the load is reported as not measured upstream)', () => {
    expect(afterFirstPaint(null, tasks)).toEqual({
      fcpMs: null,
      count: 0,
      longestMs: 0,
      blockingMs: 0,
    });
  });
});
