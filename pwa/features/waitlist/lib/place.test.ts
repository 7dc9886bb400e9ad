import { describe, expect, it } from 'vitest';
import { placeText } from './place.ts';

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
