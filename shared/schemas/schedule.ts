// A class's sport, level, venue, description and schedule as the API takes and sends them. The
// rule becomes sessions in shared/classes/schedule.ts; here is only what a valid rule looks like.
import { z } from 'zod';
import { LEVELS } from '../classes/levels.ts';
import {
  LAST_SESSION_DATE,
  SCHEDULE_LIMITS,
  sessionsOf,
  type Schedule,
  type Weekday,
} from '../classes/schedule.ts';
import { SPORTS } from '../classes/sports.ts';
import { VENUE_IDS, timeZoneOf, type Venue } from '../classes/venues.ts';
import { validationMessage } from '../validation-messages.ts';
import { textField } from './common.ts';

export const DESCRIPTION_MAX_LENGTH = 2000;

export const sportSchema = z.enum(SPORTS, { error: validationMessage('validation_sport') });
export const levelSchema = z.enum(LEVELS, { error: validationMessage('validation_level') });

/** The oldest age a class can name as a bound. */
export const AGE_MAX = 99;
/** A class's age bound, in whole years (counted on its first session's date, decision 049). */
export const ageBoundSchema = z
  .number({ error: validationMessage('validation_age_bound', { max: AGE_MAX }) })
  .int(validationMessage('validation_age_bound', { max: AGE_MAX }))
  .min(0, validationMessage('validation_age_bound', { max: AGE_MAX }))
  .max(AGE_MAX, validationMessage('validation_age_bound', { max: AGE_MAX }));
export const venueSchema = z.enum(VENUE_IDS as [Venue, ...Venue[]], {
  error: validationMessage('validation_venue'),
});

/** Plain text with paragraphs (line breaks kept). */
export const descriptionSchema = textField('description', { multiline: true }).max(
  DESCRIPTION_MAX_LENGTH,
  validationMessage('validation_description_too_long', { max: DESCRIPTION_MAX_LENGTH }),
);

/** A real calendar day written 'YYYY-MM-DD'. */
const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** A real calendar day, up to the last one every layer can carry (LAST_SESSION_DATE). */
export const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .refine(isCalendarDate, { message, abort: true })
    .refine((value) => value <= LAST_SESSION_DATE, {
      message: validationMessage('validation_date_too_late'),
      abort: true,
    });

/** A wall time written 'HH:MM' (24 hours). */
export const wallTime = (message: string) =>
  z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const {
  minDurationMinutes: MIN_MINUTES,
  maxDurationMinutes: MAX_MINUTES,
  maxSessions,
  maxSpanDays,
} = SCHEDULE_LIMITS;
const DURATION_MESSAGE = validationMessage('validation_schedule_duration', {
  min: MIN_MINUTES,
  max: MAX_MINUTES,
});
const COUNT_MESSAGE = validationMessage('validation_schedule_session_count', {
  min: 1,
  max: maxSessions,
});
const WEEKDAYS_MESSAGE = validationMessage('validation_schedule_weekdays');

export const scheduleSchema = z
  .object({
    firstDate: calendarDate(validationMessage('validation_schedule_first_date')),
    weekdays: z
      .array(z.number({ error: WEEKDAYS_MESSAGE }).int(WEEKDAYS_MESSAGE).min(0).max(6), {
        error: WEEKDAYS_MESSAGE,
      })
      .min(1, WEEKDAYS_MESSAGE)
      .max(7, WEEKDAYS_MESSAGE)
      // One order and no repeats, so equal rules are equal values.
      .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
    startTime: wallTime(validationMessage('validation_schedule_start_time')),
    durationMinutes: z
      .number({ error: DURATION_MESSAGE })
      .int(DURATION_MESSAGE)
      .min(MIN_MINUTES, DURATION_MESSAGE)
      .max(MAX_MINUTES, DURATION_MESSAGE),
    sessionCount: z
      .number({ error: COUNT_MESSAGE })
      .int(COUNT_MESSAGE)
      .min(1, COUNT_MESSAGE)
      .max(maxSessions, COUNT_MESSAGE)
      .nullable()
      .default(null),
    lastDate: calendarDate(
      validationMessage('validation_schedule_last_date', { days: maxSpanDays }),
    )
      .nullable()
      .default(null),
  })
  .superRefine((rule, context) => {
    if ((rule.sessionCount === null) === (rule.lastDate === null)) {
      context.addIssue({
        code: 'custom',
        path: ['sessionCount'],
        message: validationMessage('validation_schedule_end'),
      });
      return;
    }
    if (rule.sessionCount !== null) {
      // sessionsOf stops at LAST_SESSION_DATE: fewer sessions than asked is a rule that runs past
      // it.
      if (sessionsOf(rule, 'UTC').length < rule.sessionCount) {
        context.addIssue({
          code: 'custom',
          path: ['sessionCount'],
          message: validationMessage('validation_schedule_too_late'),
        });
      }
      return;
    }
    if (rule.lastDate !== null) {
      const span = daysBetween(rule.firstDate, rule.lastDate);
      if (!(span >= 0 && span <= maxSpanDays)) {
        context.addIssue({
          code: 'custom',
          path: ['lastDate'],
          message: validationMessage('validation_schedule_last_date', { days: maxSpanDays }),
        });
        return;
      }
      // Whether any chosen day falls in the dates, and not too many: any zone counts alike.
      const count = sessionsOf({ ...rule, sessionCount: maxSessions + 1 }, 'UTC').length;
      if (count === 0) {
        context.addIssue({
          code: 'custom',
          path: ['lastDate'],
          message: validationMessage('validation_schedule_no_sessions'),
        });
      } else if (count > maxSessions) {
        context.addIssue({
          code: 'custom',
          path: ['lastDate'],
          message: validationMessage('validation_schedule_too_many_sessions', {
            max: maxSessions,
          }),
        });
      }
    }
  });
export type ScheduleInput = z.input<typeof scheduleSchema>;

/**
 * What a class may carry beyond the first version's fields; each optional, so the first version's
 * body still works.
 */
export const classDetailsInputFields = {
  sport: sportSchema.optional(),
  level: levelSchema.optional(),
  venue: venueSchema.optional(),
  description: descriptionSchema.optional(),
  schedule: scheduleSchema.nullable().optional(),
  /** The ages the class takes; null or absent: no bound. */
  minAge: ageBoundSchema.nullable().optional(),
  maxAge: ageBoundSchema.nullable().optional(),
};

/** An age range from its lower bound up. */
export const agesInOrder: [
  check: (input: { minAge?: number | null; maxAge?: number | null }) => boolean,
  params: { message: string; path: string[] },
] = [
  (input) => input.minAge == null || input.maxAge == null || input.minAge <= input.maxAge,
  { message: validationMessage('validation_age_range_order'), path: ['maxAge'] },
];

/** A schedule needs its venue: its times are the venue's wall times. */
export const scheduleNeedsVenue: [
  check: (input: { schedule?: Schedule | null; venue?: Venue }) => boolean,
  params: { message: string; path: string[] },
] = [
  (input) => !input.schedule || input.venue !== undefined,
  { message: validationMessage('validation_schedule_needs_venue'), path: ['venue'] },
];

/** The sessions of a validated class input (none without a schedule). */
export const sessionsOfInput = (input: { schedule?: Schedule | null; venue?: Venue }) =>
  input.schedule && input.venue ? sessionsOf(input.schedule, timeZoneOf(input.venue)) : [];

/** A session as the API sends it (GET /api/class/:id). */
export const classSessionSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

/** The schedule as the wire carries it on a class (the rule as saved). */
export const scheduleWireSchema = z.object({
  firstDate: z.string(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  sessionCount: z.number().int().nullable(),
  lastDate: z.string().nullable(),
});
