import { z } from 'zod';
import { validationMessage } from '../validation-messages.ts';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../validation-limits.ts';
import { MESSAGES } from '../validation.ts';
import { emailSchema, personNameSchema, textField } from './common.ts';
import { pageSchema } from './page.ts';

const SUBJECT_MAX_LENGTH = 200;

/** POST /api/contact: the home page's contact form (Your Name, Email, Subject, Message). */
export const contactInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  subject: textField('subject', { required: MESSAGES.subjectRequired })
    .min(1, MESSAGES.subjectRequired)
    .max(
      SUBJECT_MAX_LENGTH,
      validationMessage('validation_subject_too_long', { max: SUBJECT_MAX_LENGTH }),
    ),
  message: textField('message', { required: MESSAGES.messageRequired, multiline: true })
    .min(1, MESSAGES.messageRequired)
    .max(
      TEXT_MAX_LENGTH,
      validationMessage('validation_message_too_long', { max: TEXT_MAX_LENGTH }),
    ),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** GET /api/contact (admins): a stored message, newest first. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string().max(NAME_MAX_LENGTH),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/contact?limit= (admins): one page, newest first. */
export const contactMessagePageSchema = pageSchema('messages', contactMessageSchema);
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;
