import { describe, expect, it } from 'vitest';
import { placeText } from './place.ts';
import { formatTimeLeft } from './use-time-left.ts';

const plain = (value: number) => String(value);

describe('the place in line', () => {
  it('says English ordinals right, teens included', () => {
    const said = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => placeText(n, plain));
    expect(said).toEqual([
      'You are 1st in line',
      'You are 2nd in line',
      'You are 3rd in line',
      'You are 4th in line',
      'You are 11th in line',
      'You are 12th in line',
      'You are 13th in line',
      'You are 21st in line',
      'You are 22nd in line',
      'You are 23rd in line',
      'You are 101st in line',
    ]);
  });
});

describe("an offer's time left", () => {
  it('is hours, minutes and seconds, rounded up to the second', () => {
    expect(formatTimeLeft(12 * 3600_000)).toBe('12:00:00');
    expect(formatTimeLeft(3600_000 + 61_000 + 1)).toBe('1:01:02');
    expect(formatTimeLeft(0)).toBe('0:00:00');
  });
});
