// Passes and check-ins over the API (decision 025). The proof's shape and the roster's are in
// roster.ts; the QR payload and short codes in shared/check-in/pass.ts.
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { idSchema } from './common.ts';
import { checkInProofSchema, childAtClassSchema } from './roster.ts';

/** GET /api/passes: one of the signed-in student's active passes. */
export const passSchema = z.object({
  classId: z.string(),
  className: z.string(),
  token: z.string(),
  code: z.string(),
  /** Whose pass: a child of the family, or null for the account's own (decision 049). */
  participantId: z.string().nullable().optional(),
  participantName: z.string().nullable().optional(),
});
export type Pass = z.infer<typeof passSchema>;

/**
 * POST /api/check-ins. `id` is the nonce the phone made when it took the check-in: the same id
 * again answers the same check-in (a scan synced twice counts once). `takenAt` is the phone's
 * clock when it was taken, so a scan synced later is judged by when it happened.
 */
export const newCheckInSchema = z.object({
  id: z.uuid({ error: validationMessage('validation_check_in_id_uuid') }),
  sessionId: idSchema,
  takenAt: z.iso.datetime({ error: validationMessage('validation_check_in_taken_at') }),
  proof: checkInProofSchema,
});
export type NewCheckIn = z.infer<typeof newCheckInSchema>;

/** A recorded check-in. */
export const checkInSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  classId: z.string(),
  email: z.string(),
  method: z.enum(['scan', 'code', 'roster']),
  takenAt: z.string(),
  createdAt: z.string(),
  /** Who was checked in: a child of the pass holder's family, or null for the account's own. */
  participantId: z.string().nullable().optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/**
 * The response to POST /api/check-ins: the check-in that counts. `alreadyCheckedIn` when the
 * student had been checked in at this session by another scan (another phone, another nonce):
 * the first one is answered and nothing is added. `studentName` is a child's own name when the
 * pass is a child's, and `participant` what the door shows of them (only the class's instructor
 * and admins are answered at all); null for an account's own member.
 */
export const checkInResponseSchema = z.object({
  checkIn: checkInSchema,
  studentName: z.string(),
  alreadyCheckedIn: z.boolean(),
  participant: childAtClassSchema.nullable().optional(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
