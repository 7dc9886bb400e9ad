// The iCalendar text of a set of class sessions (RFC 5545, written by ical-generator): the
// "Add to calendar" file of one class and a student's private feed (decision 024). One event
// per session, its UID the session's id, so a calendar app that reads the file again updates
// the events it has instead of adding copies.
//
// Times are UTC instants (DTSTART:…Z), exactly the database's: no VTIMEZONE to ship and keep
// current (the one packaged set reads files, which Workers cannot, and dates from 2018), and
// every calendar app shows them in the reader's own zone at the right moment.
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { isVenue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** One session with what its event says about the class (api/services/calendar/calendar-sessions.ts). */
export interface CalendarSession {
  id: string;
  startsAt: string;
  endsAt: string;
  status: 'scheduled' | 'cancelled';
  changeReason: string | null;
  /** When it was last moved or cancelled: the event's revision (SEQUENCE, LAST-MODIFIED). */
  changedAt: string | null;
  className: string;
  description: string;
  instructorName: string;
  venue: string | null;
  /** The class's last edit (its description, name or venue may have changed then). */
  classUpdatedAt: string;
  /** A child of the family who takes it (a family's feed); absent or null: the account's own. */
  participantId?: string | null;
  participantName?: string | null;
}

/** The domain of every event's UID: a session id is unique within the academy. */
export const UID_DOMAIN = 'sports-academy';
const EN = { locale: 'en' } as const;
/** SEQUENCE counts seconds from here, so it grows with every change and fits 32 bits until 2092. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * The venue's address as the home page writes it, in English (the file has one language): the
 * street, the city line, and the country (the last part of "Dhaka, Bangladesh").
 */
export function venueAddress(venue: string | null): string | null {
  if (!isVenue(venue)) return null;
  const texts = VENUE_TEXTS[venue];
  const country = texts.country({}, EN).split(', ').at(-1);
  return [texts.street({}, EN), texts.city({}, EN), country].join(', ');
}

/** A change's revision number: 0 for a session never moved or cancelled. */
export function sequenceOf(changedAt: string | null): number {
  if (!changedAt) return 0;
  return Math.max(1, Math.floor((Date.parse(changedAt) - SEQUENCE_EPOCH_MS) / 1000));
}

function descriptionOf(session: CalendarSession): string {
  const lines: string[] = [];
  if (session.changeReason) {
    const change =
      session.status === 'cancelled' ? m.calendar_event_cancelled : m.calendar_event_moved;
    lines.push(change({ reason: session.changeReason }, EN), '');
  }
  if (session.description) lines.push(session.description, '');
  lines.push(m.calendar_event_instructor({ name: session.instructorName }, EN));
  return lines.join('\n');
}

const later = (a: string, b: string | null) => (b && b > a ? b : a);

/**
 * What a calendar with no session holds. RFC 5545 wants at least one component, and a student's
 * feed has no event before their first enrollment or after their last refund. A time zone is a
 * component every parser reads and no calendar app shows (an empty VEVENT would be an entry, a
 * VTODO a task, a VJOURNAL a note); UTC's, the zone every time in these files is written in.
 */
const EMPTY_CALENDAR_COMPONENT = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
];
const END = 'END:VCALENDAR';

/**
 * The calendar as text. `name` is the calendar's title in apps that show one (X-WR-CALNAME).
 * Deterministic for the same rows (DTSTAMP is the last change, not the time of the request), so
 * an unchanged calendar responds with the same bytes and ETag.
 */
export function calendarText(name: string, sessions: readonly CalendarSession[]): string {
  const calendar = ical({
    // The library writes NAME and X-WR-CALNAME as they come, where TEXT escapes \ ; , and breaks.
    name: escape(name, false),
    prodId: { company: 'Sports Academy', product: 'classes', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const session of sessions) {
    const modified = later(session.classUpdatedAt, session.changedAt);
    // Two children in one class: an event each. The account's own keeps the session's UID.
    const child = session.participantId ?? null;
    calendar.createEvent({
      id: `${session.id}${child ? `-${child}` : ''}@${UID_DOMAIN}`,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      summary: child
        ? m.calendar_event_for_child(
            { className: session.className, name: session.participantName ?? '' },
            EN,
          )
        : session.className,
      description: descriptionOf(session),
      location: venueAddress(session.venue),
      status:
        session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(session.changedAt),
      stamp: new Date(modified),
      lastModified: new Date(modified),
    });
  }
  // The library ends the text without the CRLF RFC 5545 puts after every line, the last one too.
  const text = calendar.toString();
  if (sessions.length > 0) return `${text}\r\n`;
  return `${text.slice(0, -END.length)}${[...EMPTY_CALENDAR_COMPONENT, END].join('\r\n')}\r\n`;
}
