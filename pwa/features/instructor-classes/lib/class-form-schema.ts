// The add-class and edit-class forms validate with the server's own schemas (shared/schemas/class.ts).
import type { z } from 'zod';
import { classEditInputSchema, newClassFields } from '#shared/schemas/class.ts';
import { scheduleNeedsVenue } from '#shared/schemas/schedule.ts';

/** status and enrolled are the server's business: a new class is pending with 0 enrolled. */
export const newClassFormSchema = newClassFields
  .omit({ status: true, enrolled: true })
  .refine(...scheduleNeedsVenue);
export const classEditFormSchema = classEditInputSchema;

/** What the inputs hold (text for price and seats); the schemas turn those into numbers. */
export type NewClassFormValues = z.input<typeof newClassFormSchema>;
export type ClassEditFormValues = z.input<typeof classEditFormSchema>;
export type NewClassFormOutput = z.output<typeof newClassFormSchema>;
export type ClassEditFormOutput = z.output<typeof classEditFormSchema>;
