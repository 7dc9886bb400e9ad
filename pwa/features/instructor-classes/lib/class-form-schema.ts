// The add-class and edit-class forms use the server's schemas (shared/schemas/class.ts), with one
// form-only rule: an empty price or seats box is "missing", not 0 (z.coerce would read '' as 0).
import { z } from 'zod';
import { classEditInputSchema, newClassInputSchema } from '#shared/schemas/class.ts';
import { priceSchema, seatsSchema } from '#shared/schemas/common.ts';

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const newClassFormSchema = newClassInputSchema
  .omit({ status: true, enrolled: true })
  .extend({ price: blankAsMissing(priceSchema), sets: blankAsMissing(seatsSchema) });

export const classEditFormSchema = classEditInputSchema.extend({
  price: blankAsMissing(priceSchema),
  sets: blankAsMissing(seatsSchema),
});

/** What the inputs hold (text for price and seats); the schemas turn those into numbers. */
export type NewClassFormValues = z.input<typeof newClassFormSchema>;
export type ClassEditFormValues = z.input<typeof classEditFormSchema>;
export type NewClassFormOutput = z.output<typeof newClassFormSchema>;
export type ClassEditFormOutput = z.output<typeof classEditFormSchema>;
