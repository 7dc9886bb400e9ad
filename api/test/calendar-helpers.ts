// For the calendar tests (decision 024): classes with real schedules at a venue, and an .ics
// text read back by ical.js, a real iCalendar parser, as a calendar app reads it, once it has
// passed a strict reading of RFC 5545 (rfc5545-check.ts) that ical.js does not make.
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { sessionsOf, type Schedule } from '#shared/classes/schedule.ts';
import { timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import type { Database } from '../db/client.ts';
import { classSessions } from '../db/schema.ts';
import { replaceSessions } from '../services/class-schedule.ts';
import { createClass, type ClassRow } from './factories.ts';
import { rfc5545Problems } from './rfc5545-check.ts';

/** Mondays and Wednesdays at 09:00 the venue's time, four sessions, from a date far ahead. */
export const WEEKLY: Schedule = {
  firstDate: '2031-03-03',
  weekdays: [1, 3],
  startTime: '09:00',
  durationMinutes: 90,
  sessionCount: 4,
  lastDate: null,
};

/** An approved class at `venue` with its sessions written as a schedule edit writes them. */
export async function scheduledClass(
  db: Database,
  venue: Venue,
  overrides: Parameters<typeof createClass>[1] = {},
): Promise<ClassRow> {
  const cls = await createClass(db, {
    venue,
    schedule: WEEKLY,
    description: `Drills and games at the ${venue} branch.`,
    ...overrides,
  });
  await replaceSessions(db, cls.id, sessionsOf(WEEKLY, timeZoneOf(venue)), null);
  return cls;
}

export const sessionRowsOf = (db: Database, classId: string) =>
  db
    .select()
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));

export interface ReadEvent {
  uid: string;
  /** DTSTART and DTEND as UTC instants (ISO, as the database writes them). */
  startsAt: string;
  endsAt: string;
  /** The zone DTSTART is written in ('UTC' for …Z). */
  zone: string;
  summary: string;
  location: string | null;
  description: string;
  status: string | null;
  sequence: number;
  lastModified: string | null;
}

/** The events of an .ics text, by ical.js; throws when the text breaks RFC 5545. */
export function readCalendar(text: string): { name: string | null; events: ReadEvent[] } {
  const problems = rfc5545Problems(text);
  if (problems.length > 0) throw new Error(`Not RFC 5545:\n${problems.join('\n')}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    const modified = component.getFirstPropertyValue('last-modified');
    return {
      uid: event.uid,
      startsAt: event.startDate.toJSDate().toISOString(),
      endsAt: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid ?? 'floating',
      summary: event.summary,
      location: event.location ?? null,
      description: event.description,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      lastModified: modified instanceof ICAL.Time ? modified.toJSDate().toISOString() : null,
    };
  });
  // ical.js reads an X- property as it stands: its TEXT escapes undone here.
  const name = calendar.getFirstPropertyValue('x-wr-calname') as string | null;
  return {
    name:
      name?.replace(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? '\n' : char)) ?? null,
    events,
  };
}
