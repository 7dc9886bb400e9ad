// The iCalendar text itself, checked by a strict reading of RFC 5545 (api/test/rfc5545-check.ts)
// and read back by ical.js: a calendar name with the characters TEXT escapes, the CRLF after the
// last line, a calendar with no session (still one component, no event), long Bangla text folded
// at 75 octets. And the strict reading finds each of those faults in a text that has them.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readCalendar } from '../../test/calendar-helpers.ts';
import { rfc5545Problems } from '../../test/rfc5545-check.ts';
import { calendarText, type CalendarSession } from './ics.ts';

const session = (overrides: Partial<CalendarSession> = {}): CalendarSession => ({
  id: 'a1b2c3',
  startsAt: '2031-03-03T03:00:00.000Z',
  endsAt: '2031-03-03T04:30:00.000Z',
  status: 'scheduled',
  changeReason: null,
  changedAt: null,
  className: 'Morning Football',
  description: 'Drills and games.',
  instructorName: 'Rafiq Ahmed',
  venue: 'dhaka',
  classUpdatedAt: '2031-01-01T00:00:00.000Z',
  ...overrides,
});

const NAME = 'Yoga, Pilates; Stretch \\ Café';

describe('calendarText', () => {
  it('escapes the calendar name in NAME and X-WR-CALNAME, so parsers read it whole', () => {
    const text = calendarText(NAME, [session({ className: NAME })]);
    const lines = text.split('\r\n');
    expect(lines).toContain('NAME:Yoga\\, Pilates\\; Stretch \\\\ Café');
    expect(lines).toContain('X-WR-CALNAME:Yoga\\, Pilates\\; Stretch \\\\ Café');
    expect(rfc5545Problems(text)).toEqual([]);
    const calendar = readCalendar(text);
    expect(calendar.name).toBe(NAME);
    expect(calendar.events[0]?.summary).toBe(NAME);
  });

  it('ends with the CRLF after END:VCALENDAR', () => {
    for (const sessions of [[session()], []]) {
      const text = calendarText('My classes', sessions);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('holds one component and no event when there is no session', () => {
    const text = calendarText('Sports Academy: my classes', []);
    expect(rfc5545Problems(text)).toEqual([]);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getAllSubcomponents().map((component) => component.name)).toEqual(['vtimezone']);
    expect(parsed.getAllSubcomponents('vevent')).toEqual([]);
    expect(readCalendar(text)).toEqual({ name: 'Sports Academy: my classes', events: [] });
    // A calendar with sessions is as before: events only.
    const full = new ICAL.Component(ICAL.parse(calendarText('x', [session()])));
    expect(full.getAllSubcomponents().map((component) => component.name)).toEqual(['vevent']);
  });

  it('folds long Bangla text at 75 octets, between characters', () => {
    const description = 'সকালের ফুটবল অনুশীলন, পাস আর শট; মাঠে পানি নিয়ে আসুন। '.repeat(12);
    const text = calendarText('সকালের ফুটবল', [session({ className: 'সকালের ফুটবল', description })]);
    expect(rfc5545Problems(text)).toEqual([]);
    expect(readCalendar(text).events[0]?.description).toContain(description.trim());
  });

  it('is the same bytes for the same rows', () => {
    expect(calendarText(NAME, [session()])).toBe(calendarText(NAME, [session()]));
    expect(calendarText(NAME, [])).toBe(calendarText(NAME, []));
  });
});

describe('rfc5545Problems', () => {
  const good = calendarText('My classes', [session()]);

  it('finds each fault the strict parsers refuse', () => {
    expect(rfc5545Problems(good)).toEqual([]);
    expect(rfc5545Problems(good.slice(0, -2))).toEqual(['the text does not end with CRLF']);
    expect(rfc5545Problems(good.replace('NAME:My classes', 'NAME:Yoga, Pilates'))).toEqual([
      expect.stringContaining('NAME is TEXT with an unescaped'),
    ]);
    expect(rfc5545Problems(good.replace('NAME:My classes', 'NAME:Stretch \\ Café'))).toEqual([
      expect.stringContaining('NAME is TEXT with an unescaped'),
    ]);
    expect(
      rfc5545Problems(good.replace('SUMMARY:Morning Football', `SUMMARY:${'x'.repeat(80)}`)),
    ).toEqual([expect.stringMatching(/is 88 octets, over 75$/)]);
    expect(
      rfc5545Problems(good.replace('DTEND:20310303T043000Z', 'DTEND:+100000101T043000Z')),
    ).toEqual([expect.stringContaining('DTEND is no DATE-TIME with a four-digit year')]);
    const bare = good.replace(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\n/, '');
    expect(rfc5545Problems(bare)).toEqual(['VCALENDAR holds no component']);
    expect(rfc5545Problems(good.replace('END:VEVENT', 'END:VTODO'))).toEqual([
      expect.stringContaining('ends VTODO inside VEVENT'),
    ]);
    expect(rfc5545Problems(good.replace(/\r\n/g, '\n'))).not.toEqual([]);
  });
});
