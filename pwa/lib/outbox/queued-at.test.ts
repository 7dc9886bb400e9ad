// When a change was queued, said in the reader's clock and language.
import { describe, expect, it } from 'vitest';
import { inLocale } from '#shared/i18n/locale.ts';
import { queuedAtText } from './queued-at.ts';

/** An instant at this wall time in the test's own time zone (the reader's clock). */
const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();
const now = new Date(2026, 2, 10, 15, 30);
const en = { locale: 'en' as const, digits: 'latin' as const };
const bn = { locale: 'bn' as const, digits: 'native' as const };
const say = (createdAt: string, options: typeof en | typeof bn) =>
  inLocale(options.locale, () => queuedAtText(createdAt, options, now));

describe('when a change was queued', () => {
  it('says the time today, yesterday with its time, and an older day with its date', () => {
    expect(say(at(2026, 3, 10, 14, 5), en)).toBe('Queued at 2:05 PM');
    expect(say(at(2026, 3, 10, 0, 1), en)).toBe('Queued at 12:01 AM');
    expect(say(at(2026, 3, 9, 9, 12), en)).toBe('Queued yesterday at 9:12 AM');
    expect(say(at(2026, 3, 1, 9, 12), en)).toBe('Queued on March 1 at 9:12 AM');
    expect(say(at(2025, 12, 30, 18, 45), en)).toBe('Queued on December 30, 2025 at 6:45 PM');
  });

  it('in Bangla, with Bengali digits and the part of the day', () => {
    expect(say(at(2026, 3, 10, 14, 5), bn)).toBe('অপেক্ষায় রাখা হয়েছে: আজ, ২:০৫ দুপুর');
    expect(say(at(2026, 3, 9, 9, 12), bn)).toBe('অপেক্ষায় রাখা হয়েছে: গতকাল, ৯:১২ সকাল');
    expect(say(at(2026, 3, 1, 9, 12), bn)).toBe('অপেক্ষায় রাখা হয়েছে: ১ মার্চ, ৯:১২ সকাল');
  });
});
