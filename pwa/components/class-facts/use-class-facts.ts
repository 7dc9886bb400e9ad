/**
 * A class's sport, level, venue and schedule in the reader's language, one home for every screen
 * that shows them (cards, the class page, dashboards, forms). Times are the venue's, with its
 * zone named, wherever the reader is (decision 022).
 */
import * as React from 'react';
import { LEVEL_NAMES, SPORT_NAMES, VENUE_TEXTS } from '#shared/classes/class-texts.ts';
import { isLevel } from '#shared/classes/levels.ts';
import { isSport } from '#shared/classes/sports.ts';
import { isVenue, timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import { formatSessionDate, formatWallTime } from '#shared/i18n/format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';

type Scheduled = Pick<Class, 'schedule' | 'venue'>;

export function useClassFacts() {
  const { locale, digits } = useLocale();
  const format = useFormat();
  return React.useMemo(() => {
    const options = { locale };
    const venueOf = (venue: string | null | undefined): Venue | null =>
      isVenue(venue) ? venue : null;
    const zoneOf = (venue: string | null | undefined) => {
      const known = venueOf(venue);
      return known ? timeZoneOf(known) : 'UTC';
    };
    const sessionDate = (instant: string, venue: string | null | undefined) =>
      formatSessionDate(instant, { locale, digits }, zoneOf(venue));
    type Timed = { startsAt: string; endsAt: string };
    const timeRange = (session: Timed, venue: string | null | undefined) =>
      m.class_facts_time_range(
        {
          start: format.time(session.startsAt, zoneOf(venue)),
          end: format.time(session.endsAt, zoneOf(venue)),
        },
        options,
      );
    return {
      sport: (sport: string | null | undefined) =>
        isSport(sport) ? SPORT_NAMES[sport]({}, options) : null,
      level: (level: string | null | undefined) =>
        isLevel(level) ? LEVEL_NAMES[level]({}, options) : null,
      /** "Ages 6–12", "Ages 6 and up", "Ages up to 12"; null for a class that sets none. */
      ages: (item: Pick<Class, 'minAge' | 'maxAge'>) => {
        const min = item.minAge ?? null;
        const max = item.maxAge ?? null;
        if (min !== null && max !== null)
          return m.class_facts_ages({ min: format.count(min), max: format.count(max) }, options);
        if (min !== null) return m.class_facts_ages_from({ min: format.count(min) }, options);
        if (max !== null) return m.class_facts_ages_to({ max: format.count(max) }, options);
        return null;
      },
      venue: (venue: string | null | undefined) => {
        const known = venueOf(venue);
        return known ? VENUE_TEXTS[known].name({}, options) : null;
      },
      /** The venue's address lines: street, city, country. */
      address: (venue: string | null | undefined) => {
        const known = venueOf(venue);
        if (!known) return [];
        const texts = VENUE_TEXTS[known];
        return [texts.street({}, options), texts.city({}, options), texts.country({}, options)];
      },
      /** "Bangladesh time". */
      zone: (venue: string | null | undefined) => {
        const known = venueOf(venue);
        return known ? VENUE_TEXTS[known].zone({}, options) : null;
      },
      /** "Mon, Thu · 6:00 PM (Bangladesh time)", or "Schedule to be announced". */
      schedule: ({ schedule, venue }: Scheduled) => {
        const known = venueOf(venue);
        if (!schedule || !known) return m.class_facts_schedule_tba({}, options);
        return m.class_facts_schedule(
          {
            days: schedule.weekdays.map((day) => format.weekday(day, 'short')).join(', '),
            time: formatWallTime(schedule.startTime, { locale, digits }),
            zone: VENUE_TEXTS[known].zone({}, options),
          },
          options,
        );
      },
      /** "Mon, Dec 7": a session's day in its venue's calendar. */
      sessionDate,
      /** "6:00 PM": an instant on its venue's clock. */
      time: (instant: string, venue: string | null | undefined) =>
        format.time(instant, zoneOf(venue)),
      /** "6:00 PM–7:00 PM": a session's times on its venue's clock (shown in a TimeRange). */
      timeRange,
      /** "Mon, Dec 7, 6:00 PM–7:00 PM": a session in its venue's time. */
      session: (session: Timed, venue: string | null | undefined) =>
        m.class_facts_session(
          { date: sessionDate(session.startsAt, venue), time: timeRange(session, venue) },
          options,
        ),
      duration: (minutes: number) =>
        m.class_facts_duration({ minutes: format.count(minutes) }, options),
    };
  }, [locale, digits, format]);
}
