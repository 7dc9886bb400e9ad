// Cancelling or moving one of a class's sessions (POST /api/class/:id/sessions/:sessionId/cancel
// and …/move): the instructor's or admin's reason, which students see, and for a move the new
// day and start in the venue's wall time, as the class form takes a schedule.
import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { idSchema, textField } from './common.ts';
import { rosterSessionSchema } from './roster.ts';
import { calendarDate, wallTime } from './schedule.ts';

export const SESSION_CHANGE_REASON_MAX_LENGTH = 300;

const REASON_REQUIRED = validationMessage('validation_session_change_reason_required');

export const sessionChangeReasonSchema = textField('session_change_reason', {
  required: REASON_REQUIRED,
})
  .min(1, REASON_REQUIRED)
  .max(
    SESSION_CHANGE_REASON_MAX_LENGTH,
    validationMessage('validation_session_change_reason_too_long', {
      max: SESSION_CHANGE_REASON_MAX_LENGTH,
    }),
  );

export const cancelSessionInputSchema = z.object({ reason: sessionChangeReasonSchema });
export type CancelSessionInput = z.infer<typeof cancelSessionInputSchema>;

export const moveSessionInputSchema = z.object({
  /** The new day, 'YYYY-MM-DD', at the venue. */
  date: calendarDate(validationMessage('validation_session_change_date')),
  /** The new start, 'HH:MM', the venue's wall time; the session keeps its length. */
  time: wallTime(validationMessage('validation_session_change_time')),
  reason: sessionChangeReasonSchema,
});
export type MoveSessionInput = z.infer<typeof moveSessionInputSchema>;

/** `/class/:id/sessions/:sessionId/…` */
export const sessionParamSchema = z.object({ id: idSchema, sessionId: idSchema });

/** What a cancel or move answers: the session as it now stands. */
export const sessionChangeResponseSchema = z.object({ session: rosterSessionSchema });
