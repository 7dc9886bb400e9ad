import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatSessionDate,
  formatTime,
  formatWallTime,
  formatWeekday,
  type FormatOptions,
} from './format.ts';

// The first screens' weekdays and wall times are written without Intl (loading its data is one
// long task on a slow phone): they must still print exactly what Intl prints.
const READERS: FormatOptions[] = [
  { locale: 'en' },
  { locale: 'bn', digits: 'native' },
  { locale: 'bn', digits: 'latin' },
];
const intlLocale = ({ locale, digits }: FormatOptions) =>
  locale === 'en' ? 'en-US' : `bn-BD-u-nu-${digits === 'latin' ? 'latn' : 'beng'}`;

describe("a class card's schedule", () => {
  afterEach(() => vi.restoreAllMocks());

  // First in the file: formatters made by an earlier test would be cached.
  it('makes no Intl object (its first one loads ICU data: a long task)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (const reader of READERS) {
      formatWeekday(3, reader, 'short');
      formatWeekday(3, reader);
      formatWallTime('17:30', reader);
      formatSessionDate('2026-12-07T12:00:00Z', reader, 'Asia/Dhaka');
      formatTime('2026-12-07T12:00:00Z', reader, 'Asia/Kuala_Lumpur');
    }
    expect(made).not.toHaveBeenCalled();
  });
});

describe('formatWeekday without Intl', () => {
  it.each(READERS)('names every day as Intl does ($locale, $digits)', (reader) => {
    for (const width of ['long', 'short'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale(reader), { weekday: width, timeZone: 'UTC' });
      for (let day = 0; day < 7; day++) {
        // 2023-01-01 was a Sunday.
        expect(formatWeekday(day, reader, width)).toBe(
          intl.format(new Date(Date.UTC(2023, 0, 1 + day, 12))),
        );
      }
    }
  });
});

describe('formatWallTime without Intl', () => {
  it.each(READERS)('writes every minute of the day as Intl does ($locale, $digits)', (reader) => {
    const intl = new Intl.DateTimeFormat(intlLocale(reader), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      ...(reader.locale === 'bn' ? { dayPeriod: 'short' } : {}),
    });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      const expected = intl.format(new Date(Date.UTC(1970, 0, 1, 0, minute)));
      // Intl may put a narrow no-break space before AM/PM; what a reader sees is a space.
      expect(formatWallTime(`${hh}:${mm}`, reader)).toBe(expected.replace(/\s/g, ' '));
    }
  });
});

describe("a session's day and time in its venue's zone, without Intl", () => {
  const ZONES = ['UTC', 'Asia/Dhaka', 'Asia/Kuala_Lumpur', 'Asia/Riyadh'];

  it.each(READERS)(
    'write what Intl writes, across years and hours ($locale, $digits)',
    (reader) => {
      for (const timeZone of ZONES) {
        const dates = new Intl.DateTimeFormat(intlLocale(reader), {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          timeZone,
        });
        const times = new Intl.DateTimeFormat(intlLocale(reader), {
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
          ...(reader.locale === 'bn' ? { dayPeriod: 'short' } : {}),
        });
        // Every 7 h 13 min from 2024 to 2031: each hour and weekday, both sides of every month.
        for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 433 * 60_000) {
          const instant = new Date(time);
          expect(formatSessionDate(instant, reader, timeZone)).toBe(dates.format(instant));
          expect(formatTime(instant, reader, timeZone)).toBe(
            times.format(instant).replace(/\s/g, ' '),
          );
        }
      }
    },
  );
});
