import { z } from 'zod';
import { textField } from '#shared/schemas/common.ts';
import { validationMessage } from '#shared/validation-messages.ts';
import { TEXT_MAX_LENGTH } from '#shared/validation-limits.ts';

export const FEEDBACK_REQUIRED = validationMessage('validation_feedback_required');
export const FEEDBACK_TOO_LONG = validationMessage('validation_feedback_too_long');

/** The FeedBack dialog's form; the note travels in PATCH /api/class/:id with a status. */
export const feedbackFormSchema = z.object({
  feedback: textField('feedback', { required: FEEDBACK_REQUIRED, multiline: true })
    .min(1, FEEDBACK_REQUIRED)
    .max(TEXT_MAX_LENGTH, FEEDBACK_TOO_LONG),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;
