import { z } from 'zod';

/** One of a class's meetings as the roster and the timetable show it (times in UTC). */
export const rosterSessionSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  /** Why it was cancelled or moved; null if neither. */
  changeReason: z.string().nullable(),
  /** Where a moved meeting was first planned; null if never moved. */
  movedFrom: z.string().nullable(),
  /** The e-mails of the students checked in at it. */
  checkedIn: z.array(z.string()),
});
export type RosterSession = z.infer<typeof rosterSessionSchema>;

/**
 * A student who holds a pass for the class: enrolled, or refunded (kept so a scan of their pass
 * is refused with that reason, also on a phone that saved the roster before the refund).
 */
export const rosterStudentSchema = z.object({
  email: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  status: z.enum(['enrolled', 'refunded']),
  /** SHA-256 (hex) of the pass's token and of its short code (shared/check-in/pass.ts). */
  tokenDigest: z.string(),
  codeDigest: z.string(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/**
 * GET /api/class/:id/roster, for the class's instructor and admins: who holds a pass and every
 * session with who was checked in. The check-in screen saves it on the phone and checks scans
 * against it with no connection.
 */
export const rosterSchema = z.object({
  classId: z.string(),
  className: z.string(),
  venue: z.string().nullable(),
  students: z.array(rosterStudentSchema),
  sessions: z.array(rosterSessionSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/** How a check-in proves the student: the scanned token, the typed code, or a roster tick. */
export const checkInProofSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('scan'), token: z.string().max(64) }),
  z.object({ method: z.literal('code'), code: z.string().max(32) }),
  z.object({ method: z.literal('roster'), email: z.string().max(320) }),
]);
export type CheckInProof = z.infer<typeof checkInProofSchema>;
