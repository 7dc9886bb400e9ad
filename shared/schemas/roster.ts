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
  /**
   * Who was checked in at it, each as its roster row's key (rosterKeyOf): an account's own member
   * by their e-mail, a child by their participant id.
   */
  checkedIn: z.array(z.string()),
});
export type RosterSession = z.infer<typeof rosterSessionSchema>;

/**
 * What the class's instructor and admins are told of a child taking it (decision 049), and
 * nobody else: the roster and a check-in's response carry it. The photo only with the guardians'
 * consent; the age in whole years on the day the answer was made, at the venue.
 */
export const childAtClassSchema = z.object({
  participantId: z.string(),
  /** '' for a child removed from their family (their personal fields are erased). */
  participantName: z.string(),
  age: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  /** The guardian whose account paid for the class, and their phone when the desk recorded it. */
  guardianName: z.string(),
  guardianPhone: z.string().nullable(),
  hasMedicalNotes: z.boolean(),
  medicalNotes: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
});
export type ChildAtClass = z.infer<typeof childAtClassSchema>;

/**
 * Who holds a pass for the class, one row per participant: an account's own member, or a child
 * of a family (two children of one account are two rows). Enrolled, or refunded (kept so a scan
 * of their pass is refused with that reason, also on a phone that saved the roster before the
 * refund). `email` is the account that paid; a child's row has the child's name and photo and the
 * fields of childAtClassSchema.
 */
export const rosterStudentSchema = z.object({
  email: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  status: z.enum(['enrolled', 'refunded']),
  /** SHA-256 (hex) of the pass's token and of its short code (shared/check-in/pass.ts). */
  tokenDigest: z.string(),
  codeDigest: z.string(),
  /** A child's participant id; null for an account's own member. */
  participantId: z.string().nullable().optional(),
  /** An account's own member's phone, when the desk recorded it. */
  phone: z.string().nullable().optional(),
  ...childAtClassSchema.omit({ participantId: true, photoUrl: true }).partial().shape,
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/**
 * A roster row's key, the same for its pass, its check-ins and its ticks: a child's participant
 * id, else the account's e-mail (the two never look alike: an e-mail has an @).
 */
export const rosterKeyOf = (row: { email: string; participantId?: string | null }): string =>
  row.participantId ?? row.email;

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

/** How a check-in proves the participant: the scanned token, the typed code, or a roster tick. */
export const checkInProofSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('scan'), token: z.string().max(64) }),
  z.object({ method: z.literal('code'), code: z.string().max(32) }),
  z.object({
    method: z.literal('roster'),
    email: z.string().max(320),
    /** The ticked row's child, when it is one (their pass is the one checked in). */
    participantId: z.string().max(64).optional(),
  }),
]);
export type CheckInProof = z.infer<typeof checkInProofSchema>;
