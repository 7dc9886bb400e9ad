// Waitlists over the API. The rules are api/services/waitlist/.
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { idSchema } from './common.ts';

/**
 * POST /api/waitlist: join a full class's line. `id` is the client's UUID (the outbox's
 * idempotency key): the same id again answers the same entry.
 */
export const joinWaitlistSchema = z.object({
  id: z.uuid({ error: validationMessage('validation_waitlist_id_uuid') }),
  classId: idSchema,
  /** Who waits (GET /api/family's member id): a child of the caller's family; none: the caller. */
  participantId: idSchema.optional(),
});
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'expired',
  'left',
] as const;

/**
 * A place of the signed-in student's family (GET /api/waitlist lists the live ones: waiting or
 * offered), their own member's or a child's. `place` is 1 for the first in line among those waiting (null once offered or ended);
 * `offerExpiresAt` is set while a seat is held for them.
 */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  place: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The child whose place it is; null or absent: the account's own member's. */
  participantId: z.string().nullable().optional(),
  participantName: z.string().nullable().optional(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/class/:id/waitlist (the class's instructor, or an admin): the line in order. */
export const classWaitlistLineSchema = z.object({
  id: z.string(),
  place: z.number().int().nullable(),
  /** The account that holds the place: the student, or a child's guardian. */
  name: z.string(),
  email: z.string(),
  /** The child the place is for (null: the account itself); the name is '' once removed. */
  participantId: z.string().nullable().optional(),
  participantName: z.string().nullable().optional(),
  status: z.enum(WAITLIST_STATUSES),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClassWaitlistLine = z.infer<typeof classWaitlistLineSchema>;

/** How long a freed seat is held for the student it is offered to, unless WAITLIST_OFFER_HOURS says. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12;
