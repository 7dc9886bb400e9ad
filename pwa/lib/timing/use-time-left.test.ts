import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './use-time-left.ts';

describe('the time left, as a countdown says it', () => {
  it('is minutes and seconds under an hour (a seat hold), rounded up to the second', () => {
    expect(formatTimeLeft(125_000)).toBe('02:05');
    expect(formatTimeLeft(124_001)).toBe('02:05');
    expect(formatTimeLeft(0)).toBe('00:00');
  });

  it('puts the hours first from an hour on (a waitlist offer)', () => {
    expect(formatTimeLeft(12 * 3600_000)).toBe('12:00:00');
    expect(formatTimeLeft(3600_000 + 61_000 + 1)).toBe('1:01:02');
  });
});
