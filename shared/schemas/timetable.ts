import { z } from 'zod';
import { rosterSessionSchema } from './roster.ts';

/**
 * One meeting of a class the student is enrolled in, as "My timetable" shows it: the session's
 * own fields as the roster has them (without who checked in: a student sees no one else), and
 * the class it belongs to. The venue is an id of shared/classes/venues.ts (null for a class
 * without one): the PWA has its name and time zone.
 */
export const timetableSessionSchema = rosterSessionSchema
  .pick({
    id: true,
    startsAt: true,
    endsAt: true,
    status: true,
    changeReason: true,
    movedFrom: true,
  })
  .extend({
    classId: z.string(),
    className: z.string(),
    photo: z.string(),
    /** An id of shared/classes/sports.ts (null for a class without one): the photo's stand-in. */
    sport: z.string().nullable(),
    instructorName: z.string(),
    venue: z.string().nullable(),
    /** Whose session: a child of the family, or null for the account's own (decision 049). */
    participantId: z.string().nullable().optional(),
    participantName: z.string().nullable().optional(),
  });
export type TimetableSession = z.infer<typeof timetableSessionSchema>;

/** GET /api/timetable: the caller's sessions from a week ago onward, in order of their start. */
export const timetableSchema = z.array(timetableSessionSchema);
export type Timetable = z.infer<typeof timetableSchema>;

/** How far back the timetable reaches: last week stays on screen when the reader steps back. */
export const TIMETABLE_DAYS_BACK = 7;
