import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH, MESSAGES } from '../validation.ts';
import { emailSchema, idSchema, photoSchema, priceSchema, seatsSchema } from './common.ts';

export const CLASS_STATUSES = ['pending', 'approved', 'Denied'] as const;
export const classStatusSchema = z.enum(CLASS_STATUSES);
export type ClassStatus = z.infer<typeof classStatusSchema>;

/** A class as the API sends it (spec section 3 field names). */
export const classSchema = z.object({
  _id: z.string(),
  photo: z.string(),
  Name: z.string(),
  IName: z.string(),
  Iemail: z.string(),
  price: z.number(),
  sets: z.number().int(),
  status: classStatusSchema,
  enrolled: z.number().int(),
  feedback: z.string().nullable(),
  updatedAt: z.string(),
});
export type Class = z.infer<typeof classSchema>;

export const popularClassSchema = classSchema.pick({
  _id: true,
  Name: true,
  IName: true,
  photo: true,
  enrolled: true,
  price: true,
});
export type PopularClass = z.infer<typeof popularClassSchema>;

const classNameSchema = z
  .string({ error: MESSAGES.classNameRequired })
  .trim()
  .min(1, MESSAGES.classNameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

const instructorNameSchema = z
  .string({ error: MESSAGES.instructorNameRequired })
  .trim()
  .min(1, MESSAGES.instructorNameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

/**
 * POST /api/class. The spec's body also carries status and enrolled; the server accepts and
 * ignores them (a new class is always pending with 0 enrolled).
 */
export const newClassInputSchema = z.object({
  Name: classNameSchema,
  photo: photoSchema,
  IName: instructorNameSchema,
  Iemail: emailSchema,
  price: priceSchema,
  sets: seatsSchema,
  status: z.string().max(20).optional(),
  enrolled: z.unknown().optional(),
});
export type NewClassInput = z.input<typeof newClassInputSchema>;
export type NewClass = z.output<typeof newClassInputSchema>;

/** An instructor's edit of an own class (PUT /api/class/:id); it returns to pending. */
export const classEditInputSchema = newClassInputSchema.pick({
  Name: true,
  photo: true,
  price: true,
  sets: true,
});
export type ClassEditInput = z.input<typeof classEditInputSchema>;

/** PATCH /api/class/:id by an admin. */
export const classReviewInputSchema = z.object({
  status: z.enum(['approved', 'Denied'], {
    error: "Status must be 'approved' or 'Denied'.",
  }),
  feedback: z.string().trim().max(TEXT_MAX_LENGTH, 'Feedback is too long.').optional(),
});
export type ClassReviewInput = z.infer<typeof classReviewInputSchema>;

/** GET /api/class query. */
export const classListQuerySchema = z.object({
  status: z.enum([...CLASS_STATUSES, 'all']).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

export const classIdParamSchema = z.object({ id: idSchema });
